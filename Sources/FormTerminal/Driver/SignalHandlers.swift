import Glibc

/// Signal handlers and the exit hook that put the terminal back.
///
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal, then the
/// default action is re-installed and the signal raised again, so the
/// process ends as killed by that signal (a shell reports 130 for SIGINT,
/// 143 for SIGTERM). SIGWINCH (only while a session wants it) sets a flag
/// and wakes the read loop through a pipe.
enum SignalHandlers {
    /// The signals after which the process ends.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The actions that were installed before ours, to put back.
    struct Saved {
        fileprivate var actions: [(Int32, sigaction)] = []
    }

    /// Installs the terminating handlers and, if `resize`, the SIGWINCH one.
    static func install(resize: Bool) -> Saved {
        TerminalRestore.prepare()
        registerExitHook()
        var saved = Saved()
        for signal in terminating {
            saved.actions.append((signal, set(signal, handler: handleTerminatingSignal)))
        }
        if resize {
            saved.actions.append((SIGWINCH, set(SIGWINCH, handler: handleResize)))
        }
        return saved
    }

    /// Puts back the actions `install` replaced.
    static func uninstall(_ saved: Saved) {
        for (signal, action) in saved.actions.reversed() {
            var previous = action
            _ = sigaction(signal, &previous, nil)
        }
    }

    private static func set(_ signal: Int32, handler: @convention(c) (Int32) -> Void) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        _ = sigaction(signal, &action, &previous)
        return previous
    }

    /// `atexit` runs the restore if the process exits while the terminal
    /// is still changed (a call to `exit` from anywhere).
    nonisolated(unsafe) private static var exitHookRegistered = false

    private static func registerExitHook() {
        guard !exitHookRegistered else { return }
        exitHookRegistered = true
        atexit(restoreAtExit)
    }
}

/// Restores the terminal, then lets the signal end the process as it would
/// have without us. Async-signal-safe.
private func handleTerminatingSignal(_ signal: Int32) {
    TerminalRestore.restoreNow()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
    _ = raise(signal)
}

/// Notes the resize and wakes the read loop. Async-signal-safe.
private func handleResize(_ signal: Int32) {
    let saved = errno
    let record = TerminalRestore.record
    record.pointee.resized = 1
    let fd = record.pointee.wakeFD
    if fd >= 0 { TerminalRestore.writeStatic(fd, "w") }
    errno = saved
}

private func restoreAtExit() {
    TerminalRestore.restoreNow()
}
