/// Renders diagnostics for people (`--format human`), in the style of swiftc
/// and rustc:
///
/// ```
/// contact.form:5:16: error: unknown formatter 'phoneRu' [unknown-formatter]
///  5 |         format phoneRu
///    |                ^~~~~~~
/// contact.form:9:11: note: 'phoneRU' is declared here
///  9 | formatter phoneRU = mask("+7-###-###-##-##")
///    |           ^~~~~~~
/// help: did you mean 'phoneRU'?
///  5 |         format phoneRU
///    |                ~~~~~~~
/// ```
///
/// The first line is the `path:line:column: severity: message [id]` form
/// that Xcode, VS Code problem matchers and `swift build` read (column in
/// characters, 1-based). The caret line is measured with `DisplayWidth`, so
/// it lands under the right character after tabs, CJK and emoji.
public enum HumanRenderer {
    /// Columns per tab stop when a source line is shown.
    public static let defaultTabWidth = 4

    /// Renders every diagnostic, separated by blank lines. The summary line
    /// is not included: see ``summaryLine(for:useColor:)``.
    ///
    /// - Parameters:
    ///   - diagnostics: what to render, in the order given.
    ///   - sources: the files source lines are taken from, by path; a
    ///     diagnostic whose file is missing is rendered without a snippet.
    ///   - useColor: whether to write ANSI colour; decide it with
    ///     ``shouldUseColor(environment:isTerminal:)``.
    ///   - tabWidth: columns per tab stop in shown source lines.
    public static func render(
        _ diagnostics: [Diagnostic],
        sources: [String: SourceFile],
        useColor: Bool = false,
        tabWidth: Int = defaultTabWidth
    ) -> String {
        diagnostics
            .map { render($0, sources: sources, useColor: useColor, tabWidth: tabWidth) }
            .joined(separator: "\n")
    }

    /// Renders one diagnostic: its location line, source snippet with caret,
    /// notes and fix-its. Every line, the last included, ends in `\n`.
    public static func render(
        _ diagnostic: Diagnostic,
        sources: [String: SourceFile],
        useColor: Bool = false,
        tabWidth: Int = defaultTabWidth
    ) -> String {
        var block = HumanBlock(style: TerminalStyle(isEnabled: useColor), sources: sources, tabWidth: tabWidth)
        block.add(diagnostic)
        return block.text
    }

    /// Whether human output should be coloured: only when it goes to a
    /// terminal, never when `NO_COLOR` is set to a non-empty value (any
    /// value, per no-color.org), and never when `TERM` is `dumb`.
    public static func shouldUseColor(environment: [String: String], isTerminal: Bool) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    /// The closing line, `2 errors, 1 warning generated.`, bold when
    /// coloured; `nil` when there are no diagnostics.
    public static func summaryLine(for diagnostics: [Diagnostic], useColor: Bool = false) -> String? {
        DiagnosticSummary(diagnostics).line.map { TerminalStyle(isEnabled: useColor).bold($0) }
    }
}
