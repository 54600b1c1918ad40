#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A pseudo-terminal pair: what a program reads and writes on the
/// ``terminal`` side is written and read on the ``controller`` side, as a
/// terminal emulator does. For tests of terminal code without a terminal.
public struct PseudoTerminal: Sendable {
    /// The controlling side (the "master"), held by the emulator.
    public let controller: FileDescriptor
    /// The terminal side (the "slave"), a terminal device like `/dev/tty`.
    public let terminal: FileDescriptor

    /// Opens a new pair (`openpty(3)`), both ends close-on-exec.
    ///
    /// `openpty` is declared in <util.h> on Darwin and <pty.h> on Glibc and
    /// Musl (Glibc before 2.34 keeps it in libutil, which Package.swift
    /// links on Linux); its termios and winsize parameters are `const` on
    /// Linux and not on Darwin, which is why nil is passed for both.
    ///
    /// - Throws: ``SystemError`` from `openpty`.
    public static func open() throws(SystemError) -> PseudoTerminal {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { throw SystemError.last("openpty") }
        let pair = PseudoTerminal(controller: FileDescriptor(rawValue: controller), terminal: FileDescriptor(rawValue: terminal))
        do {
            try pair.controller.setCloseOnExec()
            try pair.terminal.setCloseOnExec()
        } catch {
            pair.close()
            throw error
        }
        return pair
    }

    /// Sets the window size the terminal side reports (`ioctl(TIOCSWINSZ)`),
    /// as an emulator does when its window is resized; the terminal's
    /// foreground process group receives `SIGWINCH`.
    ///
    /// - Throws: ``SystemError`` from `ioctl`.
    public func setWindowSize(_ size: WindowSize) throws(SystemError) {
        var window = winsize()
        window.ws_row = UInt16(clamping: size.rows)
        window.ws_col = UInt16(clamping: size.columns)
        // `TIOCSWINSZ` is 0x80087467 on Darwin (`_IOW('t', 103, struct
        // winsize)`, a UInt in the Darwin overlay) and 0x5414 on Linux.
        let result = withUnsafeMutablePointer(to: &window) { ioctl(controller.rawValue, UInt(TIOCSWINSZ), $0) }
        guard result == 0 else { throw SystemError.last("ioctl") }
    }

    /// Closes both sides.
    public func close() {
        terminal.close()
        controller.close()
    }
}
