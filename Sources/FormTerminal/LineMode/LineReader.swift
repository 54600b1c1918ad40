import FormSystem

/// Reads lines from a file descriptor (a pipe, a file or a terminal),
/// buffering what comes after the line for the next call.
final class LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var reachedEnd = false

    init(fd: Int32) {
        self.fd = fd
    }

    /// The next line without its line break (LF or CR LF), or nil at end of
    /// input with nothing left. Invalid UTF-8 becomes U+FFFD.
    func readLine() throws -> String? {
        while true {
            if let newline = buffer.firstIndex(of: ASCII.lineFeed) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == ASCII.carriageReturn { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if reachedEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            try fill()
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count: Int
        do {
            count = try FileDescriptor(rawValue: fd).read(into: &chunk)
        } catch {
            throw TerminalError(error)
        }
        if count == 0 {
            reachedEnd = true
        } else {
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
