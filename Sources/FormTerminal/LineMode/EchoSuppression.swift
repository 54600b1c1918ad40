import FormSystem

/// Turns terminal echo off for the length of a call, and back on however
/// the call ends: return, thrown error, or a terminating signal (through
/// the same restore record and handlers as ``TerminalSession``).
///
/// Echo goes off at once (`TCSANOW`), keeping what was typed ahead: in line
/// mode that is the user's next answers, and discarding it would lose them.
/// Unless `body` returns, the terminal's pending input is discarded on the
/// way out (`TCSAFLUSH`): a secret typed without its Enter when the process
/// is killed, or a read that fails, must not be left in the input queue for
/// the shell (and its history) to read. After a completed read nothing of
/// the secret is pending, and answers typed ahead are kept (`TCSANOW`).
enum EchoSuppression {
    /// Runs `body` with echo off on `fd` when it is a terminal; otherwise
    /// runs it as is (a pipe never echoes).
    static func withEchoOff<T>(on fd: Int32, _ body: () throws -> T) throws -> T {
        let terminal = FileDescriptor(rawValue: fd)
        guard terminal.isTerminal, let mode = try? terminal.terminalAttributes() else { return try body() }
        TerminalRestore.prepare()
        guard TerminalRestore.record.pointee.active == 0 else { throw TerminalError.sessionAlreadyOpen }
        TerminalRestore.savedTermios.pointee = mode
        TerminalRestore.record.pointee = RestoreRecord(fd: fd, active: 1, eraseRows: -1, drawnRows: 0, bracketedPaste: 0,
                                                       wakeFD: -1, resized: 0, flushInput: 1)
        let handlers = SignalHandlers.install(resize: false)
        defer {
            TerminalRestore.restoreNow()
            SignalHandlers.uninstall(handlers)
        }
        do {
            try terminal.setTerminalAttributes(mode.withoutEcho(), .now)
        } catch {
            throw TerminalError(error)
        }
        let result = try body()
        TerminalRestore.record.pointee.flushInput = 0
        return result
    }
}
