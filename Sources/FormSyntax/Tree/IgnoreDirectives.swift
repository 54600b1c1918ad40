import FormDiagnostics

extension SyntaxFile {
    /// The `// formc:ignore ID[, ID…]` comments of the file: for each, the
    /// 1-based line it silences (the line after the comment) and the ids it
    /// names. Words that are not diagnostic ids are skipped.
    public func ignoreDirectives() -> [Int: Set<DiagnosticID>] {
        var ignored: [Int: Set<DiagnosticID>] = [:]
        let prefix = "// formc:ignore"
        for comment in comments where comment.kind == .line && comment.text.hasPrefix(prefix) {
            let line = source.line(containing: comment.range.lowerBound) + 1
            for name in comment.text.dropFirst(prefix.count).split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
                if let id = DiagnosticID(rawValue: String(name)) {
                    ignored[line, default: []].insert(id)
                }
            }
        }
        return ignored
    }
}
