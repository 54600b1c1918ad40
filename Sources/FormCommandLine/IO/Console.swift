import FormSystem
import Foundation

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
    /// The directory relative paths are read from: the process's own unless
    /// a test gives another (commands that support it: `breaking`).
    public let workingDirectory: String
    private let capturing: Bool

    /// A console that captures output in memory, for tests; relative paths
    /// are taken from `workingDirectory` where a command supports it.
    public static func capturing(environment: [String: String] = [:], workingDirectory: String? = nil) -> Console {
        Console(capturing: true, environment: environment, stdoutTTY: false, stderrTTY: false, workingDirectory: workingDirectory)
    }

    /// The process's own standard output and error.
    public static func process(environment: [String: String]) -> Console {
        Console(capturing: false, environment: environment,
                stdoutTTY: FileDescriptor.standardOutput.isTerminal, stderrTTY: FileDescriptor.standardError.isTerminal, workingDirectory: nil)
    }

    private init(capturing: Bool, environment: [String: String], stdoutTTY: Bool, stderrTTY: Bool, workingDirectory: String?) {
        self.capturing = capturing
        self.environment = environment
        self.standardOutputIsTerminal = stdoutTTY
        self.standardErrorIsTerminal = stderrTTY
        self.workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
    }

    /// Writes to standard output.
    public func out(_ text: String) {
        if capturing { standardOutput += text } else { write(text, to: .standardOutput) }
    }

    /// Writes to standard error.
    public func err(_ text: String) {
        if capturing { standardError += text } else { write(text, to: .standardError) }
    }

    /// Writes all of `text`; a write that fails (a closed pipe) drops the
    /// rest, as there is nowhere left to report it.
    private func write(_ text: String, to descriptor: FileDescriptor) {
        try? descriptor.writeAll(text)
    }
}
