import FormSystem

/// Failures of the terminal driver and of line mode.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// A ``TerminalSession`` is already open in this process.
    case sessionAlreadyOpen
    /// The terminal was closed or hung up (read returned end of file).
    case endOfInput
    /// A system call failed with `errno`.
    case system(call: String, errno: Int32)

    public var description: String {
        switch self {
        case .sessionAlreadyOpen:
            "a terminal session is already open"
        case .endOfInput:
            "the terminal was closed"
        case let .system(call, code):
            "\(call) failed: \(SystemError.reason(for: code))"
        }
    }

    /// The error for a failed C library call.
    init(_ error: SystemError) {
        self = .system(call: error.call, errno: error.code)
    }
}
