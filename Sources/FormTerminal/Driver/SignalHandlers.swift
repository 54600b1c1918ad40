import FormSystem

/// Signal handlers and the exit hook that put the terminal back.
///
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal, then the
/// default action is re-installed and the signal raised again, so the
/// process ends as killed by that signal (a shell reports 130 for SIGINT,
/// 143 for SIGTERM). SIGWINCH (only while a session wants it) sets a flag
/// and wakes the read loop through a pipe.
enum SignalHandlers {
    /// The signals after which the process ends.
    static let terminating: [Signal] = [.interrupt, .terminate, .hangUp, .quit]

    /// The actions that were installed before ours, to put back.
    struct Saved {
        fileprivate var actions: [(Signal, SignalAction)] = []
    }

    /// Installs the terminating handlers and, if `resize`, the SIGWINCH one.
    static func install(resize: Bool) -> Saved {
        TerminalRestore.prepare()
        registerExitHook()
        var saved = Saved()
        for signal in terminating {
            saved.actions.append((signal, signal.install(handleTerminatingSignal)))
        }
        if resize {
            saved.actions.append((.windowChanged, Signal.windowChanged.install(handleResize)))
        }
        return saved
    }

    /// Puts back the actions `install` replaced.
    static func uninstall(_ saved: Saved) {
        for (signal, action) in saved.actions.reversed() {
            signal.restore(action)
        }
    }

    /// `atexit` runs the restore if the process exits while the terminal
    /// is still changed (a call to `exit` from anywhere).
    nonisolated(unsafe) private static var exitHookRegistered = false

    private static func registerExitHook() {
        guard !exitHookRegistered else { return }
        exitHookRegistered = true
        ProcessCalls.atExit(restoreAtExit)
    }
}

/// Restores the terminal, then lets the signal end the process as it would
/// have without us. Async-signal-safe.
private func handleTerminatingSignal(_ number: Int32) {
    TerminalRestore.restoreNow()
    let signal = Signal(rawValue: number)
    signal.resetToDefault()
    signal.raise()
}

/// Notes the resize and wakes the read loop. Async-signal-safe.
private func handleResize(_ signal: Int32) {
    SystemError.preservingErrorNumber {
        let record = TerminalRestore.record
        record.pointee.resized = 1
        let fd = record.pointee.wakeFD
        if fd >= 0 { FileDescriptor(rawValue: fd).writeIfReady("w") }
    }
}

private func restoreAtExit() {
    TerminalRestore.restoreNow()
}
