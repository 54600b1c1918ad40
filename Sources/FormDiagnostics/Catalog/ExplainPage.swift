import UnicodeDisplayWidth

extension DiagnosticExplanation {
    /// Columns the prose of an explain page is wrapped to.
    public static let explainPageWidth = 80

    /// The page `formc explain ID` prints, in plain text (rustc `--explain`
    /// style): a `severity[id]: title` heading, the explanation, the example
    /// that triggers the diagnostic, how to fix it and the fixed example
    /// (examples indented by four spaces), and for warnings how to silence
    /// them; for a `formc breaking` finding, its category and how to accept it
    /// (its example is the spec before, a `// after` line, and the spec after). Prose is wrapped to ``explainPageWidth`` columns; the page ends
    /// with a line feed.
    public static func renderExplainPage(for id: DiagnosticID) -> String {
        let entry = id.explanation
        var blocks = ["\(id.defaultSeverity.rawValue)[\(id.rawValue)]: \(entry.title)"]
        blocks += paragraphs(entry.explanation)
        blocks.append("Example that triggers it:")
        blocks.append(indented(entry.example))
        blocks += paragraphs("How to fix it: " + entry.fix)
        blocks.append("Fixed example:")
        blocks.append(indented(entry.fixedExample))
        if let category = id.breakingCategory {
            blocks += paragraphs(
                "This is a `formc breaking` finding of the \(category.rawValue) category (docs/BREAKING.md). "
                    + "Accept one in the new spec with `// formc:accept \(id.rawValue) SUBJECT: REASON`, SUBJECT as the finding names it; "
                    + "`--category` chooses the categories a run reports."
            )
        } else if id.defaultSeverity == .warning {
            blocks += paragraphs(
                "This is a warning: silence it for the next line with `// formc:ignore \(id.rawValue)`, "
                    + "or for a whole run with `--disable \(id.rawValue)`; `--warnings-as-errors` makes it an error."
            )
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// Each paragraph of `text` (lines separated by blank lines), joined
    /// into one line and wrapped.
    private static func paragraphs(_ text: String) -> [String] {
        var result: [String] = []
        var current: [Substring] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false) + [Substring()]
        for line in lines {
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { result.append(wrap(current.joined(separator: " "), width: explainPageWidth)) }
                current = []
            } else {
                current.append(line)
            }
        }
        return result
    }

    /// Every line of `code` indented by four spaces (blank lines stay empty).
    private static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }

    /// `paragraph` broken at spaces into lines of at most `width` columns; a
    /// word longer than `width` gets a line of its own.
    static func wrap(_ paragraph: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            if !line.isEmpty && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if !line.isEmpty {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
