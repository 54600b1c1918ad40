import FormSystem
import Testing

/// Terminal modes and window sizes on a real pseudo-terminal.
@Suite struct PseudoTerminalTests {
    @Test func theTerminalSideIsATerminalAndThePipeIsNot() throws {
        let pty = try PseudoTerminal.open()
        defer { pty.close() }
        #expect(pty.terminal.isTerminal)
    }

    @Test func windowSizeIsNilUntilSetThenWhatWasSet() throws {
        let pty = try PseudoTerminal.open()
        defer { pty.close() }
        #expect(pty.terminal.windowSize() == nil, "a new pseudo-terminal reports 0 × 0")
        try pty.setWindowSize(WindowSize(rows: 31, columns: 97))
        #expect(pty.terminal.windowSize() == WindowSize(rows: 31, columns: 97))
    }

    @Test func rawModeTurnsOffEchoLineEditingAndSignalKeysAndIsRestored() throws {
        let pty = try PseudoTerminal.open()
        defer { pty.close() }
        let original = try pty.terminal.terminalAttributes()
        #expect(original.echoes && original.isCanonical && original.keysSendSignals, "a new pseudo-terminal is cooked")

        try pty.terminal.setTerminalAttributes(original.raw(), .afterOutput)
        let raw = try pty.terminal.terminalAttributes()
        #expect(!raw.echoes && !raw.isCanonical && !raw.keysSendSignals)

        try pty.terminal.setTerminalAttributes(original, .now)
        let back = try pty.terminal.terminalAttributes()
        #expect(back.echoes && back.isCanonical && back.keysSendSignals)
    }

    @Test func withoutEchoKeepsLineEditing() throws {
        let pty = try PseudoTerminal.open()
        defer { pty.close() }
        let quiet = try pty.terminal.terminalAttributes().withoutEcho()
        try pty.terminal.setTerminalAttributes(quiet, .afterOutputDiscardingInput)
        let now = try pty.terminal.terminalAttributes()
        #expect(!now.echoes)
        #expect(now.isCanonical)
    }

    @Test func aLineTypedOnTheControllerIsReadOnTheTerminalSide() throws {
        let pty = try PseudoTerminal.open()
        defer { pty.close() }
        try pty.controller.writeAll("answer\n")
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = try pty.terminal.read(into: &buffer)
        #expect(String(decoding: buffer[0..<count], as: UTF8.self) == "answer\n")
    }
}
