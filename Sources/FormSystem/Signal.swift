#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A signal number.
///
/// The signals named here have the same numbers on Darwin and Linux (others
/// do not: `SIGUSR1` is 30 on Darwin, 10 on Linux), but they are only ever
/// named; the handler types and `struct sigaction` differ (see
/// ``SignalHandler`` and ``install(_:)``).
public struct Signal: RawRepresentable, Hashable, Sendable {
    /// The signal's number.
    public let rawValue: Int32

    /// The signal numbered `rawValue`.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Interrupt from the keyboard, Ctrl-C (`SIGINT`).
    public static let interrupt = Signal(rawValue: SIGINT)
    /// A request to end (`SIGTERM`).
    public static let terminate = Signal(rawValue: SIGTERM)
    /// The terminal hung up (`SIGHUP`).
    public static let hangUp = Signal(rawValue: SIGHUP)
    /// Quit from the keyboard, Ctrl-\ (`SIGQUIT`).
    public static let quit = Signal(rawValue: SIGQUIT)
    /// The terminal window changed size (`SIGWINCH`).
    public static let windowChanged = Signal(rawValue: SIGWINCH)
    /// A write to a pipe nobody reads (`SIGPIPE`).
    public static let brokenPipe = Signal(rawValue: SIGPIPE)
    /// Kill, which cannot be caught (`SIGKILL`).
    public static let kill = Signal(rawValue: SIGKILL)

    /// Sends the signal to the calling thread (`raise(3)`); it runs the
    /// handler before returning unless the thread blocks the signal.
    /// Async-signal-safe.
    public func raise() {
        _ = raiseSignal(rawValue)
    }

    /// Sends the signal to the process `pid` (`kill(2)`), where any thread
    /// that does not block it handles it.
    ///
    /// - Throws: ``SystemError`` from `kill` (no such process, or no
    ///   permission to signal it).
    public func send(to pid: Int32) throws(SystemError) {
        guard sendSignal(rawValue, to: pid) == 0 else { throw SystemError.last("kill") }
    }
}

/// `raise(3)` under a name the method `raise()` cannot shadow.
private func raiseSignal(_ signal: Int32) -> Int32 {
    raise(signal)
}

/// `kill(2)` under a name the static member `kill` cannot shadow.
private func sendSignal(_ signal: Int32, to pid: Int32) -> Int32 {
    kill(pid, signal)
}
