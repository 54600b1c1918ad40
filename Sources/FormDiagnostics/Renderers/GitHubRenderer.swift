/// Renders diagnostics as GitHub Actions workflow commands
/// (`--format github`), one annotation per line:
///
/// ```
/// ::error file=specs/contact.form,line=3,endLine=3,col=10,endColumn=16,title=unknown-formatter::unknown formatter 'phoneRu'%0Anote: …
/// ```
///
/// Columns count characters and are inclusive (`endColumn` is the column of
/// the last character); when a range spans lines, `col` and `endColumn` are
/// left out, as GitHub accepts columns only within one line. Notes and
/// fix-its are appended to the message on their own (escaped) lines. The
/// output ends with a plain summary line, since GitHub shows only 10 error
/// and 10 warning annotations per step.
public enum GitHubRenderer {
    /// One annotation line per diagnostic, then the summary line; every line
    /// ends in `\n`.
    ///
    /// - Parameters:
    ///   - diagnostics: the annotations, in the order given.
    ///   - baseDirectory: the repository root; paths under it are written
    ///     relative to it, as GitHub matches `file` against the repository.
    public static func render(_ diagnostics: [Diagnostic], baseDirectory: String? = nil) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += annotation(for: diagnostic, baseDirectory: baseDirectory) + "\n"
        }
        return out + summaryLine(for: diagnostics) + "\n"
    }

    /// The workflow command for one diagnostic, without a line break; see
    /// ``render(_:baseDirectory:)`` for `baseDirectory`.
    public static func annotation(for diagnostic: Diagnostic, baseDirectory: String? = nil) -> String {
        let range = diagnostic.range
        var properties = [
            ("file", RelativePath.of(diagnostic.path, relativeTo: baseDirectory)),
            ("line", String(range.start.line)),
            ("endLine", String(range.end.line)),
        ]
        if range.start.line == range.end.line {
            properties.append(("col", String(range.start.column)))
            properties.append(("endColumn", String(max(range.start.column, range.end.column - 1))))
        }
        properties.append(("title", diagnostic.id.rawValue))
        let list = properties.map { $0.0 + "=" + escapeProperty($0.1) }.joined(separator: ",")
        return "::\(command(for: diagnostic.severity)) \(list)::\(escapeData(message(of: diagnostic)))"
    }

    /// The closing plain line: counts per severity, and that annotations
    /// GitHub does not show are still in this log.
    public static func summaryLine(for diagnostics: [Diagnostic]) -> String {
        guard let counts = DiagnosticSummary(diagnostics).counts else {
            return "formc: no errors or warnings"
        }
        return "formc: \(counts). GitHub shows at most 10 error and 10 warning annotations per step; this log lists all of them."
    }

    /// The message with notes (`note: path:line:column: …`) and fix-its
    /// (`help: …`) on lines of their own.
    private static func message(of diagnostic: Diagnostic) -> String {
        var lines = [diagnostic.message]
        for note in diagnostic.notes {
            if let start = note.range?.start {
                lines.append("note: \(note.path ?? diagnostic.path):\(start.line):\(start.column): \(note.message)")
            } else {
                lines.append("note: \(note.message)")
            }
        }
        for fixIt in diagnostic.fixIts {
            lines.append("help: \(fixIt.message)")
        }
        return lines.joined(separator: "\n")
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Escapes a message: `%` `%25`, CR `%0D`, LF `%0A`.
    static func escapeData(_ text: String) -> String {
        escape(text, alsoSeparators: false)
    }

    /// Escapes a property value: as a message, plus `:` `%3A` and `,` `%2C`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, alsoSeparators: true)
    }

    private static func escape(_ text: String, alsoSeparators: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where alsoSeparators: out += "%3A"
            case "," where alsoSeparators: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
