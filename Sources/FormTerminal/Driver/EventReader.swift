import FormSystem

/// The read loop: waits on the terminal and the resize pipe with `poll`,
/// feeds bytes to the decoder, and applies the ESC timeout.
struct EventReader {
    let device: TTYDevice
    let wakeRead: FileDescriptor

    mutating func next(
        decoder: inout KeyDecoder,
        timeout: Int32?,
        onResize: () -> Void
    ) throws -> [KeyEvent] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if takeResize() {
                onResize()
                return [.resize]
            }
            let escapeWait = decoder.isAwaitingEscapeTimeout
            let wait = escapeWait ? TerminalSession.escapeTimeoutMilliseconds : (timeout ?? -1)
            let result: PollResult
            do {
                result = try Poll.wait([PollRequest(device.descriptor, for: .readable), PollRequest(wakeRead, for: .readable)],
                                       timeoutMilliseconds: wait)
            } catch {
                throw TerminalError(error)
            }
            let terminal: PollEvents
            switch result {
            case .interrupted:
                continue
            case .timedOut:
                if escapeWait {
                    let events = decoder.flush()
                    if !events.isEmpty { return events }
                    continue
                }
                return []
            case .ready(let reported):
                terminal = reported[0]
            }
            if terminal.contains(.readable) {
                let count: Int
                do {
                    count = try device.descriptor.read(into: &buffer)
                } catch where error.isWouldBlock {
                    continue
                } catch {
                    throw TerminalError(error)
                }
                if count == 0 { throw TerminalError.endOfInput }
                let events = decoder.feed(buffer[0..<count])
                if !events.isEmpty { return events }
            } else if !terminal.isDisjoint(with: [.hangUp, .error, .invalid]) {
                throw TerminalError.endOfInput
            }
        }
    }

    /// Whether SIGWINCH fired since the last look; drains the pipe.
    private func takeResize() -> Bool {
        var byte: [UInt8] = [0]
        while let count = try? wakeRead.read(into: &byte), count > 0 {}
        let record = TerminalRestore.record
        guard record.pointee.resized == 1 else { return false }
        record.pointee.resized = 0
        return true
    }
}
