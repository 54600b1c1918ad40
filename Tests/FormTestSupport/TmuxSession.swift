import Foundation

/// A real terminal for end-to-end tests: a detached tmux session on a tmux
/// server of its own (its own socket, no configuration file), so tests never
/// touch a user's server or each other's, and stopping it stops everything
/// that ran inside. Every tmux command runs through `ChildProcess`, with a
/// deadline.
public final class TmuxSession: @unchecked Sendable {
    /// tmux, if installed.
    public static let tmuxPath: String? = ChildProcess.find("tmux")

    /// The socket name, unique to this session.
    public let socket: String
    private var stopped = false

    /// Starts `command` (run by tmux through `sh -c`) in a detached window of
    /// `columns` × `rows`.
    public init(command: String, columns: Int = 80, rows: Int = 24) {
        socket = "formc-test-\(UUID().uuidString.prefix(8))"
        run(["new-session", "-d", "-x", String(columns), "-y", String(rows), command])
    }

    deinit { stop() }

    /// Stops the server and whatever runs in it. Safe to call more than once.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        run(["kill-server"])
    }

    /// Runs a tmux command on this session's server.
    public func run(_ arguments: [String]) {
        _ = try? ChildProcess.run(Self.tmuxPath ?? "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments, output: .discard, timeout: 20)
    }

    /// Runs a tmux command that answers on standard output and returns the answer.
    public func query(_ arguments: [String]) -> String {
        let outcome = try? ChildProcess.run(
            Self.tmuxPath ?? "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments,
            output: .captureStandardOutput, timeout: 20)
        return outcome?.output ?? ""
    }

    /// Types `text` literally.
    public func type(_ text: String) { run(["send-keys", "-l", text]) }

    /// Sends tmux key names (`Enter`, `C-c`, `Left`).
    public func press(_ keys: [String]) { run(["send-keys"] + keys) }

    /// Resizes the window.
    public func resize(columns: Int, rows: Int) {
        run(["resize-window", "-x", String(columns), "-y", String(rows)])
    }

    /// The visible screen.
    public var screen: String { query(["capture-pane", "-p"]) }
    /// The whole history: scrollback and screen.
    public var history: String { query(["capture-pane", "-p", "-S", "-"]) }
    /// The cursor's column and row in the pane.
    public var cursor: (column: Int, row: Int)? {
        let parts = query(["display-message", "-p", "#{cursor_x} #{cursor_y}"]).split(separator: " ")
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return (x, y)
    }

    /// Waits up to `seconds` for `condition`; whether it held.
    @discardableResult
    public func wait(seconds: Double = 10, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// Quotes `text` for `sh`.
    public static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
