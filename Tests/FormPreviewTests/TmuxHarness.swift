import FormTestSupport
import Foundation

/// Drives `formc preview` in a real terminal: a detached tmux session of
/// 80 × 24 running a shell, keys sent with `send-keys`, the screen read with
/// `capture-pane -p`.
struct TmuxHarness {
    let name: String
    let folder: URL
    private let session: TmuxSession

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var tmuxPath: String? { TmuxSession.tmuxPath }

    static var formcPath: String? {
        let candidates = [
            packageRoot.appendingPathComponent(".build/debug/formc").path,
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().appendingPathComponent("formc").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Why the tmux tests cannot run here, or nil when they can.
    static var skipReason: String? {
        if tmuxPath == nil { return "tmux is not installed" }
        if formcPath == nil { return "the formc binary is not built (swift build --product formc)" }
        return nil
    }

    static var available: Bool {
        if let reason = skipReason {
            print("skipping tmux tests: \(reason)")
            return false
        }
        return true
    }

    init(_ label: String) throws {
        name = "formc-preview-\(label)-\(getpid())"
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        session = TmuxSession(command: "env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME=/tmp bash --norc --noprofile")
        _ = waitFor { _ in true }
    }

    /// Runs `formc preview ARGS` in the shell, stdout to `out.json`,
    /// recording `stty -a` before and after and the exit status. With
    /// `clearFirst`, `clear` runs first, so the form starts on the window's
    /// first row (`clear; formc preview …`).
    /// `environment` is prefixed to the command (`LANG=fr_FR.UTF-8`).
    func startPreview(_ arguments: String, clearFirst: Bool = false, environment: String = "") {
        let dir = folder.path
        let formc = Self.formcPath ?? "formc"
        let command = "cd \(Self.packageRoot.path) && stty -a > \(dir)/stty.before; "
            + (clearFirst ? "clear; " : "")
            + "\(environment.isEmpty ? "" : environment + " ")\(formc) preview \(arguments) > \(dir)/out.json; echo $? > \(dir)/status; stty -a > \(dir)/stty.after; echo DONE"
        send(literal: command)
        send(keys: ["Enter"])
    }

    func send(literal text: String) {
        session.type(text)
        Thread.sleep(forTimeInterval: 0.15)
    }

    func send(keys: [String]) {
        for key in keys {
            session.press([key])
            Thread.sleep(forTimeInterval: 0.12)
        }
    }

    func screen() -> String { session.screen }
    func scrollback() -> String { session.history }

    func resize(columns: Int, rows: Int) {
        session.resize(columns: columns, rows: rows)
        Thread.sleep(forTimeInterval: 0.3)
    }

    /// Polls the screen until `condition` holds (5 s at most).
    @discardableResult
    func waitFor(_ condition: (String) -> Bool) -> String {
        var text = screen()
        for _ in 0..<50 where !condition(text) {
            Thread.sleep(forTimeInterval: 0.1)
            text = screen()
        }
        return text
    }

    /// Waits for the command to finish; its exit status.
    func finish() -> Int? {
        for _ in 0..<50 {
            if let text = try? String(contentsOf: folder.appendingPathComponent("status"), encoding: .utf8),
               let status = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                _ = waitFor { $0.contains("DONE") }
                return status
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    func file(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    func close() {
        session.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
