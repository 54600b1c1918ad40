/// The long form of a diagnostic id, what `formc explain ID` prints and
/// what SARIF rules describe: a title, an explanation, an example that
/// triggers the diagnostic, how to fix it, and the example fixed.
public struct DiagnosticExplanation: Sendable, Hashable {
    /// One line, sentence case, no trailing period (`Unknown formatter`).
    public var title: String
    /// What the diagnostic means and why the language reports it: paragraphs
    /// separated by a blank line, each paragraph one unwrapped line.
    public var explanation: String
    /// A `.form` snippet that triggers the diagnostic: valid syntax except
    /// for the problem it shows.
    public var example: String
    /// How to fix it, in one paragraph.
    public var fix: String
    /// `example` with the problem fixed.
    public var fixedExample: String

    /// Creates an explanation.
    public init(title: String, explanation: String, example: String, fix: String, fixedExample: String) {
        self.title = title
        self.explanation = explanation
        self.example = example
        self.fix = fix
        self.fixedExample = fixedExample
    }
}
