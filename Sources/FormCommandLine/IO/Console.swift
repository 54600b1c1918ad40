#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes, and what it knows of its environment. Tests pass
/// a capturing console; the `formc` executable passes the process's own.
public final class Console: @unchecked Sendable {
    /// Everything written to standard output so far (capturing consoles only).
    public private(set) var standardOutput = ""
    /// Everything written to standard error so far (capturing consoles only).
    public private(set) var standardError = ""
    /// The environment variables the command sees.
    public let environment: [String: String]
    /// Whether standard error is a terminal (colour is used only then).
    public let standardErrorIsTerminal: Bool
    /// Whether standard output is a terminal.
    public let standardOutputIsTerminal: Bool
    private let capturing: Bool

    /// A console that captures output in memory, for tests.
    public static func capturing(environment: [String: String] = [:]) -> Console {
        Console(capturing: true, environment: environment, stdoutTTY: false, stderrTTY: false)
    }

    /// The process's own standard output and error.
    public static func process(environment: [String: String]) -> Console {
        Console(capturing: false, environment: environment, stdoutTTY: isatty(1) == 1, stderrTTY: isatty(2) == 1)
    }

    private init(capturing: Bool, environment: [String: String], stdoutTTY: Bool, stderrTTY: Bool) {
        self.capturing = capturing
        self.environment = environment
        self.standardOutputIsTerminal = stdoutTTY
        self.standardErrorIsTerminal = stderrTTY
    }

    /// Writes to standard output.
    public func out(_ text: String) {
        if capturing { standardOutput += text } else { writeAll(text, to: 1) }
    }

    /// Writes to standard error.
    public func err(_ text: String) {
        if capturing { standardError += text } else { writeAll(text, to: 2) }
    }

    private func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written <= 0 {
                if written < 0, errno == EINTR { continue }
                return
            }
            offset += written
        }
        bytes.removeAll()
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, pointer, count)
    #else
    Darwin.write(descriptor, pointer, count)
    #endif
}
