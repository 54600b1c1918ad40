#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A C function that handles a signal: what `sigaction` installs.
///
/// C spells it `void (*)(int)`: `sig_t` on Darwin, `__sighandler_t` on
/// Glibc; Swift imports both as this function type.
public typealias SignalHandler = @convention(c) (Int32) -> Void

/// What a signal did before a handler replaced it, to put back.
public struct SignalAction: @unchecked Sendable {
    // @unchecked: `struct sigaction` holds a C function pointer, flags and
    // a signal mask, no Swift references.
    fileprivate var storage: sigaction
}

extension Signal {
    /// Installs `handler` for the signal with `sigaction(2)`: no extra
    /// signals blocked while it runs, no flags (so a read it interrupts
    /// fails with `EINTR` rather than restarting). Returns the action it
    /// replaced, for ``restore(_:)``.
    @discardableResult
    public func install(_ handler: SignalHandler) -> SignalAction {
        var action = Self.action(handler)
        var previous = sigaction()
        _ = sigaction(rawValue, &action, &previous)
        return SignalAction(storage: previous)
    }

    /// Puts back an action ``install(_:)`` replaced.
    public func restore(_ saved: SignalAction) {
        var action = saved.storage
        _ = sigaction(rawValue, &action, nil)
    }

    /// Gives the signal its default action again (`SIG_DFL`): from a
    /// handler, before ``raise()``, to end the process as the signal would
    /// have. Async-signal-safe.
    public func resetToDefault() {
        var action = Self.action(nil)
        _ = sigaction(rawValue, &action, nil)
    }

    /// Makes the process ignore the signal (`SIG_IGN`): after
    /// `Signal.brokenPipe.ignore()` a write to a closed pipe fails with
    /// `EPIPE` instead of ending the process. Returns the action it
    /// replaced, for ``restore(_:)``.
    @discardableResult
    public func ignore() -> SignalAction {
        // The overlays build `SIG_IGN` as the C function pointer 1: `sig_t`
        // on Darwin, `sighandler_t` (`__sighandler_t`) on Glibc and Musl.
        var action = Self.action(SIG_IGN)
        var previous = sigaction()
        _ = sigaction(rawValue, &action, &previous)
        return SignalAction(storage: previous)
    }

    /// A `struct sigaction` running `handler` (nil: the default action)
    /// with an empty mask and no flags.
    private static func action(_ handler: SignalHandler?) -> sigaction {
        var action = sigaction()
        // The handler sits in a union whose name differs: `__sigaction_u.__sa_handler`
        // on Darwin (<sys/signal.h>), `__sigaction_handler.sa_handler` on
        // Glibc (<bits/sigaction.h>), `__sa_handler.sa_handler` on Musl
        // (<signal.h>); C code writes `sa_handler`, a macro Swift cannot see.
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #elseif canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
        action.__sa_handler.sa_handler = handler
        #endif
        // `sigset_t` is a 32-bit integer on Darwin and a structure of 1024
        // bits on Glibc and Musl: only ever set through `sigemptyset`.
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        return action
    }
}
