import Foundation
import Testing

/// Runs `FormTerminalEcho` in a detached tmux session of 80 × 24 and lets a
/// test type into it, read the screen and the scrollback, and see how the
/// program ended. The pane runs a script that records `stty -a` before and
/// after the program, its exit status and its standard output.
final class TmuxHarness {
    /// tmux, if installed.
    static let tmuxPath: String? = executable(named: "tmux")

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
    private let socket: String

    /// Starts the echo program (`arguments` go before the pid file path);
    /// its standard error goes to a file unless `errorsOnScreen` (line mode
    /// prompts there).
    init(arguments: [String] = [], errorsOnScreen: Bool = false) throws {
        socket = "formc-test-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let program = ([Self.echoPath ?? "false"] + arguments + [file("pid")]).map(Self.quoted).joined(separator: " ")
        let script = """
            #!/bin/sh
            echo PROMPT-LINE
            stty -a > \(Self.quoted(file("before")))
            \(program) > \(Self.quoted(file("out"))) \(errorsOnScreen ? "" : "2> " + Self.quoted(file("err")))
            echo $? > \(Self.quoted(file("rc.tmp")))
            stty -a > \(Self.quoted(file("after")))
            mv \(Self.quoted(file("rc.tmp"))) \(Self.quoted(file("rc")))
            echo DONE-MARKER
            exec sleep 300
            """
        try script.write(toFile: file("run.sh"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file("run.sh"))
        // Started without a pipe on its output: the server it forks would
        // hold the pipe open for ever.
        run(["new-session", "-d", "-x", "80", "-y", "24", file("run.sh")])
    }

    deinit {
        stop()
    }

    /// Stops the tmux server (and the program, if still running) and
    /// removes the test's files. Safe to call more than once.
    func stop() {
        guard !stopped else { return }
        stopped = true
        run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    private var stopped = false

    func file(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Runs a tmux command on this test's own server.
    func command(_ arguments: String...) {
        run(arguments)
    }

    /// Runs a tmux command that answers on standard output (capture-pane,
    /// display-message) and returns the answer.
    private func query(_ arguments: String...) -> String {
        Spawn.run([Self.tmuxPath ?? "/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments, capture: true)
    }

    /// Types `text` literally.
    func type(_ text: String) { run(["send-keys", "-l", text]) }

    /// Sends tmux key names (`Enter`, `C-c`, `Left`).
    func press(_ keys: String...) { run(["send-keys"] + keys) }

    private func run(_ arguments: [String]) {
        Spawn.run([Self.tmuxPath ?? "/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments)
    }

    /// The visible screen.
    var screen: String { query("capture-pane", "-p") }
    /// The whole history: scrollback and screen.
    var history: String { query("capture-pane", "-p", "-S", "-") }
    /// The cursor's column and row in the pane.
    var cursor: (column: Int, row: Int)? {
        let parts = query("display-message", "-p", "#{cursor_x} #{cursor_y}").split(separator: " ")
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return (x, y)
    }

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
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
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

    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        for directory in directories {
            let candidate = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
