import FormTestSupport
import Foundation
import Testing

/// Runs `FormTerminalEcho` in a detached tmux session of 80 × 24 and lets a
/// test type into it, read the screen and the scrollback, and see how the
/// program ended. The pane runs a script that records `stty -a` before and
/// after the program, its exit status and its standard output.
final class TmuxHarness {
    /// tmux, if installed.
    static let tmuxPath: String? = TmuxSession.tmuxPath

    /// The echo program, built next to the test bundle.
    static let echoPath: String? = {
        let candidates = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
        ]
        for directory in candidates {
            let path = directory.appendingPathComponent("FormTerminalEcho").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()

    static var isAvailable: Bool { tmuxPath != nil && echoPath != nil }

    let directory: URL
    private let session: TmuxSession

    /// Starts the echo program (`arguments` go before the pid file path);
    /// its standard error goes to a file unless `errorsOnScreen` (line mode
    /// prompts there). The window is 80 × `rows`. With `startAtTop` the
    /// screen is cleared first, so the program starts on row 0 (as after
    /// `clear`); with `readLeftover` the shell then reads one line of what
    /// is left in the terminal's input queue after the program and shows it
    /// as `LEFTOVER:[…]` (the test presses Enter to end that line). tmux's
    /// options are its defaults (`-f /dev/null`): `scroll-on-clear` is on.
    init(arguments: [String] = [], errorsOnScreen: Bool = false, rows: Int = 24,
         startAtTop: Bool = false, readLeftover: Bool = false) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-echo-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        directory = folder
        let quoted = TmuxSession.quoted
        let file = { (name: String) in folder.appendingPathComponent(name).path }
        let program = ([Self.echoPath ?? "false"] + arguments + [file("pid")]).map(quoted).joined(separator: " ")
        let script = """
            #!/bin/sh
            \(startAtTop ? "printf '\\033[H\\033[2J'" : "echo PROMPT-LINE")
            stty -a > \(quoted(file("before")))
            \(program) > \(quoted(file("out"))) \(errorsOnScreen ? "" : "2> " + quoted(file("err")))
            echo $? > \(quoted(file("rc.tmp")))
            stty -a > \(quoted(file("after")))
            mv \(quoted(file("rc.tmp"))) \(quoted(file("rc")))
            \(readLeftover ? "echo LEFTOVER-READY; read -r leftover; echo \"LEFTOVER:[$leftover]\"" : "")
            echo DONE-MARKER
            exec sleep 300
            """
        try script.write(toFile: file("run.sh"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file("run.sh"))
        session = TmuxSession(command: file("run.sh"), rows: rows)
    }

    deinit {
        stop()
    }

    /// Stops the tmux server (and the program, if still running) and
    /// removes the test's files. Safe to call more than once.
    func stop() {
        session.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    func file(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Runs a tmux command on this test's own server.
    func command(_ arguments: String...) {
        session.run(arguments)
    }

    /// Runs a tmux command that answers on standard output; the answer.
    func query(_ arguments: String...) -> String {
        session.query(arguments)
    }

    /// Types `text` literally.
    func type(_ text: String) { session.type(text) }

    /// Sends tmux key names (`Enter`, `C-c`, `Left`).
    func press(_ keys: String...) { session.press(keys) }

    /// The visible screen.
    var screen: String { session.screen }
    /// The whole history: scrollback and screen.
    var history: String { session.history }
    /// The cursor's column and row in the pane.
    var cursor: (column: Int, row: Int)? { session.cursor }

    /// `stty -a` as recorded, without the window size (a resize test
    /// changes it on purpose).
    func modeSettings(_ name: String) -> String? {
        contents(name)?.replacingOccurrences(of: "rows [0-9]+; columns [0-9]+;", with: "", options: .regularExpression)
    }

    func contents(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    var exitStatus: Int? { contents("rc").flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }
    var standardOutput: String { contents("out") ?? "" }
    var pid: pid_t? { contents("pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }

    /// Waits up to `seconds` for `condition`.
    @discardableResult
    func wait(seconds: Double = 10, until condition: () -> Bool) -> Bool {
        session.wait(seconds: seconds, until: condition)
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitForScreen(containing text: String) -> Bool {
        wait { screen.contains(text) }
    }

    /// Waits for the program to end and checks what every exit path must
    /// leave: the same terminal mode as before and nothing drawn, on screen
    /// or in the scrollback.
    func expectCleanExit(status: Int, secret: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(wait { exitStatus != nil }, "the program did not exit", sourceLocation: sourceLocation)
        #expect(exitStatus == status, sourceLocation: sourceLocation)
        let before = modeSettings("before")
        #expect(before != nil && before == modeSettings("after"), "stty -a changed", sourceLocation: sourceLocation)
        #expect(waitForScreen(containing: "DONE-MARKER"), sourceLocation: sourceLocation)
        let all = history
        #expect(!all.contains("Echo:"), "the form is still drawn:\n\(all)", sourceLocation: sourceLocation)
        #expect(!all.contains(secret), "the typed value is in the scrollback:\n\(all)", sourceLocation: sourceLocation)
        #expect(all.contains("PROMPT-LINE\nDONE-MARKER"), "erased in the wrong place:\n\(all)", sourceLocation: sourceLocation)
    }
}
