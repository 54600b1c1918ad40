import Foundation
import FormSystem
import Testing
@testable import FormTerminal

/// A secret read at a real (pseudo-)terminal: the prompt shows only once
/// echo is off, and answers typed ahead of it are read, not discarded.
///
/// The tmux test `lineModeSecretIsNeverEchoed` failed under load because
/// the prompt was written before echo went off: what the user typed on
/// seeing "Secret:" was echoed, and then discarded by the `TCSAFLUSH` that
/// turned echo off.
///
/// Serialized: a process has one terminal restore record, so two secret
/// reads at once are refused (`TerminalError.sessionAlreadyOpen`).
@Suite("Line mode secret at a terminal", .serialized)
struct LineModeSecretTerminalTests {
    /// Reads what the controller side receives until it contains `marker`
    /// or five seconds pass.
    private func readController(_ pty: PseudoTerminal, until marker: String) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        let deadline = Date().addingTimeInterval(5)
        while !String(decoding: received, as: UTF8.self).contains(marker), Date() < deadline {
            guard case .ready = try? Poll.wait([PollRequest(pty.controller, for: .readable)], timeoutMilliseconds: 100),
                  let count = try? pty.controller.read(into: &buffer), count > 0 else { continue }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Runs `readSecret(prompt:)` on a thread; its answer, or nil if it
    /// is still waiting after five seconds (the pseudo-terminal is then
    /// given a line break so the thread ends).
    private final class SecretRead: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var answer: String?

        init(_ pty: PseudoTerminal, prompt: String) {
            let terminal = pty.terminal.rawValue
            Thread.detachNewThread { [self] in
                let io = LineModeIO(input: terminal, output: terminal)
                answer = (try? io.readSecret(prompt: prompt)) ?? nil
                done.signal()
            }
        }

        func result(unblocking pty: PseudoTerminal) -> String?? {
            if done.wait(timeout: .now() + 5) == .success { return .some(answer) }
            try? pty.controller.writeAll("\n")
            done.wait()
            return .none
        }
    }

    @Test func thePromptShowsOnlyOnceEchoIsOff() throws {
        let pty = try PseudoTerminal.open()
        defer { pty.close() }
        let read = SecretRead(pty, prompt: "Secret: ")
        let shown = readController(pty, until: "Secret: ")
        #expect(shown.contains("Secret: "))
        #expect(try !pty.terminal.terminalAttributes().echoes, "echo is still on when the prompt shows")
        try pty.controller.writeAll("hunter2\n")
        #expect(read.result(unblocking: pty) == .some("hunter2"))
        let after = readController(pty, until: "\n")
        #expect(!after.contains("hunter2"), "the secret was echoed: \(after)")
        #expect(try pty.terminal.terminalAttributes().echoes, "echo is back on after the read")
    }

    @Test func anAnswerTypedAheadOfTheSecretPromptIsRead() throws {
        let pty = try PseudoTerminal.open()
        defer { pty.close() }
        try pty.controller.writeAll("typed ahead\n")
        // The terminal has taken the line in once it has echoed it.
        #expect(readController(pty, until: "typed ahead").contains("typed ahead"))
        let read = SecretRead(pty, prompt: "Secret: ")
        #expect(read.result(unblocking: pty) == .some("typed ahead"), "the typed-ahead line was discarded")
    }
}
