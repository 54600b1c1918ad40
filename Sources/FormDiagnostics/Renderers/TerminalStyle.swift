/// ANSI styling for human output, or none: every helper returns its text
/// unchanged when colour is off, so layout code never branches on it.
struct TerminalStyle: Sendable {
    /// Whether escape sequences are written at all.
    let isEnabled: Bool

    func bold(_ text: String) -> String { paint(text, "1") }
    /// Line numbers and the `|` gutter.
    func gutter(_ text: String) -> String { paint(text, "1;34") }
    /// `help:` and the markers under a fix-it's new text.
    func help(_ text: String) -> String { paint(text, "1;36") }
    /// The markers under text a fix-it removes.
    func removal(_ text: String) -> String { paint(text, "1;31") }

    /// The colour of a severity label and of the caret under its range.
    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: paint(text, "1;31")
        case .warning: paint(text, "1;33")
        case .note: paint(text, "1;32")
        }
    }

    private func paint(_ text: String, _ codes: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[" + codes + "m" + text + "\u{1B}[0m"
    }
}
