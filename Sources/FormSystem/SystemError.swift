#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("FormSystem wraps Darwin, Glibc or Musl; this platform has none of them")
#endif

/// A failed C library call: its name and the `errno` it left.
///
/// The numbers differ between the C libraries (`EAGAIN` is 35 on Darwin and
/// 11 on Linux), so callers ask ``isInterrupted`` and ``isWouldBlock``
/// rather than compare codes.
public struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The C function that failed, such as `"tcsetattr"`.
    public var call: String
    /// The `errno` value it left.
    public var code: Int32

    /// A failure of `call` with error number `code`.
    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// The failure of `call`, from the calling thread's current `errno`.
    public static func last(_ call: String) -> SystemError {
        SystemError(call: call, code: currentErrorNumber)
    }

    /// The C library's text for the error (`strerror`), such as
    /// "No such file or directory".
    public var reason: String { Self.reason(for: code) }

    /// "`call` failed: `reason`".
    public var description: String { "\(call) failed: \(reason)" }

    /// A signal arrived before the call did anything (`EINTR`).
    public var isInterrupted: Bool { code == EINTR }

    /// The descriptor is non-blocking and the call would have waited
    /// (`EAGAIN`, which is `EWOULDBLOCK` on both Darwin and Linux).
    public var isWouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }

    /// The C library's text for error number `code` (`strerror`).
    public static func reason(for code: Int32) -> String {
        // `char *strerror(int)` on all three; without nullability
        // annotations Swift imports it as implicitly unwrapped.
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Runs `body` and puts `errno` back as it was: what a signal handler
    /// must do so that the code it interrupted sees its own `errno`.
    /// Async-signal-safe when `body` is.
    public static func preservingErrorNumber<T>(_ body: () throws -> T) rethrows -> T {
        // `errno` is a macro over a per-thread location (`__error()` on
        // Darwin, `__errno_location()` on Glibc and Musl); the Swift
        // overlays of all three expose it as the variable `errno`.
        let saved = errno
        defer { errno = saved }
        return try body()
    }

    /// The calling thread's `errno`.
    static var currentErrorNumber: Int32 { errno }
}
