import Foundation
import Testing

/// End-to-end tests in a real terminal: tmux runs `FormTerminalEcho`.
@Suite(
    "Terminal session in tmux",
    .serialized,
    .timeLimit(.minutes(1)),
    .enabled(if: TmuxHarness.tmuxPath != nil, "tmux is not installed: end-to-end terminal tests skipped"),
    .enabled(if: TmuxHarness.echoPath != nil, "FormTerminalEcho is not built next to the tests: run `swift build` first")
)
struct TerminalSessionTmuxTests {
    @Test func typedTextIsShownWithTheCursorAtTheCaretAndEnterSubmits() throws {
        let tmux = try TmuxHarness()
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Echo:"))
        tmux.type("héllo 世界")
        #expect(tmux.waitForScreen(containing: "Echo: héllo 世界"))
        // The form starts on the row below the prompt line; the caret is after
        // "Echo: " (6) + "héllo " (6) + "世界" (4).
        #expect(tmux.wait { tmux.cursor?.column == 16 && tmux.cursor?.row == 1 })
        tmux.press("BSpace")
        #expect(tmux.waitForScreen(containing: "last: backspace"))
        tmux.press("Enter")
        tmux.expectCleanExit(status: 0, secret: "héllo")
        #expect(tmux.standardOutput == "SUBMIT:héllo 世\n")
    }

    @Test func ctrlCCancelsAndRestoresTheTerminal() throws {
        let tmux = try TmuxHarness()
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Echo:"))
        tmux.type("secret42")
        #expect(tmux.waitForScreen(containing: "secret42"))
        tmux.press("C-c")
        tmux.expectCleanExit(status: 130, secret: "secret42")
        #expect(tmux.standardOutput == "CANCEL\n")
    }

    @Test(arguments: [(SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129)])
    func signalRestoresTheTerminalAndEndsTheProcess(signal: Int32, status: Int) throws {
        let tmux = try TmuxHarness()
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Echo:"))
        tmux.type("secret42")
        #expect(tmux.waitForScreen(containing: "secret42"))
        let pid = try #require(tmux.pid)
        kill(pid, signal)
        tmux.expectCleanExit(status: status, secret: "secret42")
    }

    @Test func aThrownErrorRestoresTheTerminal() throws {
        let tmux = try TmuxHarness()
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Echo:"))
        tmux.type("secret42")
        #expect(tmux.waitForScreen(containing: "secret42"))
        tmux.press("C-t")
        tmux.expectCleanExit(status: 3, secret: "secret42")
        #expect(tmux.standardOutput == "THROWN\n")
    }

    @Test func exitWithoutCloseRestoresTheTerminal() throws {
        let tmux = try TmuxHarness()
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Echo:"))
        tmux.type("secret42")
        #expect(tmux.waitForScreen(containing: "secret42"))
        tmux.press("C-x")
        tmux.expectCleanExit(status: 4, secret: "secret42")
    }

    @Test func bracketedPasteArrivesAsOneEventAndNeverSubmits() throws {
        let tmux = try TmuxHarness()
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Echo:"))
        tmux.command("set-buffer", "first\nsecond\u{1B}[A")
        tmux.command("paste-buffer", "-p")
        #expect(tmux.waitForScreen(containing: "pastes: 1"))
        #expect(tmux.screen.contains("events: 1 pastes: 1 last: paste(\"first\\nsecond\\u{1B}[A\")"))
        #expect(tmux.screen.contains("Echo: first^Jsecond^[[A"))
        #expect(tmux.exitStatus == nil)
        tmux.press("Enter")
        tmux.expectCleanExit(status: 0, secret: "second")
        #expect(tmux.standardOutput == "SUBMIT:first\nsecond\u{1B}[A\n")
    }

    @Test func escapeKeyIsReportedAfterTheTimeout() throws {
        let tmux = try TmuxHarness()
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Echo:"))
        tmux.type("abc")
        tmux.press("Escape")
        tmux.expectCleanExit(status: 1, secret: "abc")
    }

    @Test func resizeIsReportedAndTheFrameRedrawn() throws {
        let tmux = try TmuxHarness()
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "size: 24x80"))
        tmux.command("resize-window", "-x", "60", "-y", "20")
        #expect(tmux.waitForScreen(containing: "size: 20x60"))
        #expect(tmux.screen.contains("last: resize"))
        tmux.press("Enter")
        tmux.expectCleanExit(status: 0, secret: "Echo:")
    }

    @Test func lineModeSecretIsNeverEchoed() throws {
        let tmux = try TmuxHarness(arguments: ["--line-secret"], errorsOnScreen: true)
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Secret:"))
        tmux.type("hunter2")
        tmux.press("Enter")
        #expect(tmux.wait { tmux.exitStatus != nil })
        #expect(tmux.exitStatus == 0)
        #expect(tmux.standardOutput == "SECRET-LENGTH:7\n")
        #expect(tmux.contents("before") != nil && tmux.contents("before") == tmux.contents("after"))
        #expect(tmux.waitForScreen(containing: "read 7 characters"))
        #expect(!tmux.history.contains("hunter2"))
    }

    @Test func lineModeSecretRestoresEchoOnSignal() throws {
        let tmux = try TmuxHarness(arguments: ["--line-secret"], errorsOnScreen: true)
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Secret:"))
        tmux.type("hunt")
        let pid = try #require(tmux.pid)
        kill(pid, SIGTERM)
        #expect(tmux.wait { tmux.exitStatus != nil })
        #expect(tmux.exitStatus == 143)
        #expect(tmux.contents("before") != nil && tmux.contents("before") == tmux.contents("after"))
        #expect(!tmux.history.contains("hunt"))
    }
}
