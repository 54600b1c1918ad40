import FormLanguageServer
import Foundation

/// A language client in another process's shoes: starts `formc lsp`, writes
/// framed messages to its standard input and reads its standard output on a
/// thread, stamping each message with the time it arrived.
final class LSPClient: @unchecked Sendable {
    struct Arrival {
        var message: JSON
        var time: UInt64
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var arrivals: [Arrival] = []
    private var nextID = 1

    init(formc: String) throws {
        process.executableURL = URL(fileURLWithPath: formc)
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = output.fileHandleForReading
        let thread = Thread { [self] in
            var decoder = FrameDecoder()
            while true {
                let data = reader.availableData
                if data.isEmpty { break }
                decoder.append(data)
                while let frame = decoder.next() {
                    // Stamped when the frame is complete, before the client parses it.
                    let now = DispatchTime.now().uptimeNanoseconds
                    guard case .message(let body) = frame, let json = try? JSON.parse(body) else { continue }
                    condition.lock()
                    arrivals.append(Arrival(message: json, time: now))
                    condition.broadcast()
                    condition.unlock()
                }
            }
        }
        thread.start()
    }

    /// Sends a message; returns the time it was written.
    @discardableResult
    func send(_ message: JSON) -> UInt64 {
        let now = DispatchTime.now().uptimeNanoseconds
        input.fileHandleForWriting.write(Data(FrameEncoder.frame(message)))
        return now
    }

    /// Writes bytes as they are (a frame already made, or a malformed one);
    /// returns the time they were written.
    @discardableResult
    func sendRaw(_ bytes: [UInt8]) -> UInt64 {
        let now = DispatchTime.now().uptimeNanoseconds
        input.fileHandleForWriting.write(Data(bytes))
        return now
    }

    func notify(_ method: String, _ params: JSON) -> UInt64 {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends a request; returns its id and the time it was written.
    func request(_ method: String, _ params: JSON) -> (id: Int, sent: UInt64) {
        let id = nextID
        nextID += 1
        return (id, send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]))
    }

    /// Waits (up to `timeout` seconds) for the first message that `matches`,
    /// removing it and everything before it.
    func wait(timeout: Double = 30, _ matches: (JSON) -> Bool) -> Arrival? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = arrivals.firstIndex(where: { matches($0.message) }) {
                let found = arrivals[index]
                arrivals.removeFirst(index + 1)
                return found
            }
            guard condition.wait(until: deadline) else { return nil }
        }
    }

    func response(to id: Int, timeout: Double = 30) -> Arrival? {
        wait(timeout: timeout) { $0["id"] == .int(id) }
    }

    func diagnostics(version: Int, timeout: Double = 30) -> Arrival? {
        wait(timeout: timeout) { $0["method"] == "textDocument/publishDiagnostics" && ($0["params"]?["version"]?.int ?? -1) >= version }
    }

    /// The server's resident memory in bytes (Linux `/proc`), or 0.
    var residentBytes: Int { status("VmRSS:") }

    /// The server's peak resident memory so far in bytes (Linux `/proc`), or 0.
    var peakResidentBytes: Int { status("VmHWM:") }

    private func status(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
    }

    func stop() {
        let (id, _) = request("shutdown", .null)
        _ = response(to: id, timeout: 10)
        _ = notify("exit", .null)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
