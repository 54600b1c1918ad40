#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// This process and others, by process id.
public enum ProcessCalls {
    /// This process's id (`getpid(2)`; `pid_t` is `Int32` on all three C libraries).
    public static var currentID: Int32 { getpid() }

    /// Whether a process with id `pid` exists: `kill(pid, 0)` succeeds, or
    /// fails only because this process may not signal it (`EPERM`). False
    /// only when there is no such process (`ESRCH`).
    public static func exists(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Runs `hook` when the process calls `exit` or returns from `main`
    /// (`atexit(3)`). Not on a signal, nor on `_exit`.
    public static func atExit(_ hook: @convention(c) () -> Void) {
        _ = atexit(hook)
    }

    /// The value of the environment variable `name` in this process, or nil
    /// when unset (`getenv(3)`).
    public static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
