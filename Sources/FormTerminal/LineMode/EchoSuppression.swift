import Glibc

/// Turns terminal echo off for the length of a call, and back on however
/// the call ends: return, thrown error, or a terminating signal (through
/// the same restore record and handlers as ``TerminalSession``).
enum EchoSuppression {
    /// Runs `body` with echo off on `fd` when it is a terminal; otherwise
    /// runs it as is (a pipe never echoes).
    static func withEchoOff<T>(on fd: Int32, _ body: () throws -> T) throws -> T {
        var mode = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &mode) == 0 else { return try body() }
        TerminalRestore.prepare()
        guard TerminalRestore.record.pointee.active == 0 else { throw TerminalError.sessionAlreadyOpen }
        TerminalRestore.savedTermios.pointee = mode
        TerminalRestore.record.pointee = RestoreRecord(fd: fd, active: 1, eraseRows: -1, bracketedPaste: 0,
                                                       wakeFD: -1, resized: 0, flushInput: 0)
        let handlers = SignalHandlers.install(resize: false)
        defer {
            TerminalRestore.restoreNow()
            SignalHandlers.uninstall(handlers)
        }
        var quiet = mode
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK)
        quiet.c_lflag |= tcflag_t(ECHONL)
        guard tcsetattr(fd, TCSAFLUSH, &quiet) == 0 else {
            throw TerminalError.lastSystemError("tcsetattr")
        }
        return try body()
    }
}
