#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An open file descriptor: a file, a pipe end or a terminal.
///
/// A plain value: copying it does not duplicate the descriptor, and nothing
/// closes it but ``close()``.
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
    /// The descriptor number.
    public let rawValue: Int32

    /// The descriptor numbered `rawValue`.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Standard input (0).
    public static let standardInput = FileDescriptor(rawValue: STDIN_FILENO)
    /// Standard output (1).
    public static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)
    /// Standard error (2).
    public static let standardError = FileDescriptor(rawValue: STDERR_FILENO)

    /// Whether the descriptor is open on a terminal (`isatty`, which all
    /// three C libraries declare as returning 1 or 0).
    public var isTerminal: Bool { isatty(rawValue) == 1 }

    /// Closes the descriptor. Errors are ignored and the call is never
    /// retried: POSIX leaves the descriptor's state unspecified after
    /// `EINTR` and Linux always releases it, so a retry could close a
    /// descriptor another thread just opened.
    public func close() {
        _ = closeDescriptor(rawValue)
    }
}

/// `close(2)` under a name that a method called `close` cannot shadow.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
