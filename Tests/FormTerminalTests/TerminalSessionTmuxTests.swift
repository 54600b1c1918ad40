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
        #expect(tmux.screen.contains("Echo: first␊second␛[A"))
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

    // MARK: - Secrets never reach the scrollback (issue 10, items 11 and 12)

    /// A form taller than the window, started on row 0 (as after `clear`),
    /// with tmux's default options: `scroll-on-clear` is on, so erasing with
    /// `ESC[J` from the home position would push the whole screen, typed
    /// value included, into the scrollback.
    @Test(arguments: [(rows: 6, startAtTop: true), (rows: 6, startAtTop: false), (rows: 24, startAtTop: true)])
    func closingAtTheTopOfTheWindowLeavesNothingInTheScrollback(rows: Int, startAtTop: Bool) throws {
        let tmux = try TmuxHarness(arguments: ["--tall", "20"], rows: rows, startAtTop: startAtTop)
        defer { tmux.stop() }
        #expect(tmux.query("show-options", "-gwv", "scroll-on-clear").hasPrefix("on"), "tmux must run with its default scroll-on-clear")
        #expect(tmux.waitForScreen(containing: "Echo:"))
        tmux.type("hunter22")
        #expect(tmux.waitForScreen(containing: "hunter22"))
        tmux.press("Enter")
        #expect(tmux.wait { tmux.exitStatus != nil })
        #expect(tmux.exitStatus == 0)
        #expect(tmux.waitForScreen(containing: "DONE-MARKER"))
        let all = tmux.history
        #expect(!all.contains("hunter22"), "the typed value is in the scrollback:\n\(all)")
        #expect(!all.contains("filler"), "the form is in the scrollback:\n\(all)")
    }

    /// The same when a signal ends the program.
    @Test(arguments: [SIGTERM, SIGINT])
    func signalAtTheTopOfTheWindowLeavesNothingInTheScrollback(signal: Int32) throws {
        let tmux = try TmuxHarness(arguments: ["--tall", "20"], rows: 6, startAtTop: true)
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Echo:"))
        tmux.type("hunter22")
        #expect(tmux.waitForScreen(containing: "hunter22"))
        let pid = try #require(tmux.pid)
        kill(pid, signal)
        #expect(tmux.wait { tmux.exitStatus != nil })
        #expect(tmux.waitForScreen(containing: "DONE-MARKER"))
        let all = tmux.history
        #expect(!all.contains("hunter22"), "the typed value is in the scrollback:\n\(all)")
    }

    /// A secret half typed in line mode when a signal ends the program must
    /// not stay in the terminal's input queue, where the shell would read it
    /// (and keep it in its history).
    @Test(arguments: [(SIGTERM, 143), (SIGINT, 130)])
    func lineModeSecretIsDiscardedOnSignal(signal: Int32, status: Int) throws {
        let tmux = try TmuxHarness(arguments: ["--line-secret"], errorsOnScreen: true, readLeftover: true)
        defer { tmux.stop() }
        #expect(tmux.waitForScreen(containing: "Secret:"))
        tmux.type("hunt")
        Thread.sleep(forTimeInterval: 0.3)
        let pid = try #require(tmux.pid)
        kill(pid, signal)
        #expect(tmux.wait { tmux.exitStatus != nil })
        #expect(tmux.exitStatus == status)
        #expect(tmux.waitForScreen(containing: "LEFTOVER-READY"))
        tmux.press("Enter")
        #expect(tmux.waitForScreen(containing: "LEFTOVER:["))
        #expect(tmux.screen.contains("LEFTOVER:[]"), "pending input reached the shell:\n\(tmux.screen)")
    }
}
