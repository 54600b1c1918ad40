import Glibc

/// The read loop: waits on the terminal and the resize pipe with `poll`,
/// feeds bytes to the decoder, and applies the ESC timeout.
struct EventReader {
    let device: TTYDevice
    let wakeRead: Int32

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
            var descriptors = [
                pollfd(fd: device.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                throw TerminalError.lastSystemError("poll")
            }
            if ready == 0 {
                if escapeWait {
                    let events = decoder.flush()
                    if !events.isEmpty { return events }
                    continue
                }
                return []
            }
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                let count = read(device.fd, &buffer, buffer.count)
                if count == 0 { throw TerminalError.endOfInput }
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw TerminalError.lastSystemError("read")
                }
                let events = decoder.feed(buffer[0..<count])
                if !events.isEmpty { return events }
            } else if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                throw TerminalError.endOfInput
            }
        }
    }

    /// Whether SIGWINCH fired since the last look; drains the pipe.
    private func takeResize() -> Bool {
        var byte: UInt8 = 0
        while read(wakeRead, &byte, 1) > 0 {}
        let record = TerminalRestore.record
        guard record.pointee.resized == 1 else { return false }
        record.pointee.resized = 0
        return true
    }
}
