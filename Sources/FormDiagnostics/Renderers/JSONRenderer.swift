/// Renders diagnostics as JSON Lines (`--format json`): one compact object
/// per diagnostic, one per line, keys always in this order:
///
/// `id`, `severity`, `path`, `line`, `column`, `endLine`, `endColumn`,
/// `message`, `notes` (`message`, `path`, `line`, `column`), `fixIts`
/// (`message`, `line`, `column`, `endLine`, `endColumn`, `replacement`).
///
/// Lines and columns are 1-based and counted in characters (grapheme
/// clusters); `endColumn` is exclusive. A note without a range has `null`
/// for `path`, `line` and `column`.
public enum JSONRenderer {
    /// All diagnostics, each on its own line, each line ending in `\n`
    /// (empty for no diagnostics).
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += render(diagnostic)
            out += "\n"
        }
        return out
    }

    /// One diagnostic as a single-line JSON object, without a line break.
    public static func render(_ diagnostic: Diagnostic) -> String {
        jsonValue(of: diagnostic).compact
    }

    static func jsonValue(of diagnostic: Diagnostic) -> JSONValue {
        let range = diagnostic.range
        return .object([
            ("id", .string(diagnostic.id.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("path", .string(diagnostic.path)),
            ("line", .int(range.start.line)),
            ("column", .int(range.start.column)),
            ("endLine", .int(range.end.line)),
            ("endColumn", .int(range.end.column)),
            ("message", .string(diagnostic.message)),
            ("notes", .array(diagnostic.notes.map { jsonValue(of: $0, in: diagnostic) })),
            ("fixIts", .array(diagnostic.fixIts.map(jsonValue(of:)))),
        ])
    }

    private static func jsonValue(of note: DiagnosticNote, in diagnostic: Diagnostic) -> JSONValue {
        let location = note.range?.start
        return .object([
            ("message", .string(note.message)),
            ("path", .string(location == nil ? nil : note.path ?? diagnostic.path)),
            ("line", .int(location?.line)),
            ("column", .int(location?.column)),
        ])
    }

    private static func jsonValue(of fixIt: FixIt) -> JSONValue {
        .object([
            ("message", .string(fixIt.message)),
            ("line", .int(fixIt.range.start.line)),
            ("column", .int(fixIt.range.start.column)),
            ("endLine", .int(fixIt.range.end.line)),
            ("endColumn", .int(fixIt.range.end.column)),
            ("replacement", .string(fixIt.replacement)),
        ])
    }
}
