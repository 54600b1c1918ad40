import FormDiagnostics

/// One `// formc:ignore ID[, ID…]` comment: the line it silences and each
/// word it names, with the word's byte range (for diagnostics at it).
public struct IgnoreDirective: Sendable {
    /// The 1-based line the directive silences: the line after the comment.
    public var line: Int
    /// The byte range of the whole comment.
    public var range: Range<Int>
    /// The words after `formc:ignore`, split at commas and blanks.
    public var words: [(text: String, range: Range<Int>)]
}

extension SyntaxFile {
    /// The text that starts an ignore directive.
    static let ignorePrefix = "// formc:ignore"

    /// Every `// formc:ignore` comment of the file, words as written (known
    /// ids or not): the checker reports the words that are not warning ids.
    public func ignoreDirectiveComments() -> [IgnoreDirective] {
        var result: [IgnoreDirective] = []
        let prefix = Self.ignorePrefix
        for comment in comments where comment.kind == .line && comment.text.hasPrefix(prefix) {
            let rest = comment.text.utf8.dropFirst(prefix.utf8.count)
            // A word must be separated from the prefix: `// formc:ignored` is not a directive.
            if let first = rest.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), first != UInt8(ascii: ",") { continue }
            var words: [(text: String, range: Range<Int>)] = []
            var start: String.UTF8View.Index?
            func close(at end: String.UTF8View.Index) {
                guard let wordStart = start else { return }
                let lower = comment.range.lowerBound + comment.text.utf8.distance(from: comment.text.utf8.startIndex, to: wordStart)
                let upper = comment.range.lowerBound + comment.text.utf8.distance(from: comment.text.utf8.startIndex, to: end)
                words.append((String(decoding: comment.text.utf8[wordStart..<end], as: UTF8.self), lower..<upper))
                start = nil
            }
            for index in rest.indices {
                let byte = comment.text.utf8[index]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                    close(at: index)
                } else if start == nil {
                    start = index
                }
            }
            close(at: comment.text.utf8.endIndex)
            result.append(IgnoreDirective(line: source.line(containing: comment.range.lowerBound) + 1, range: comment.range, words: words))
        }
        return result
    }

    /// The `// formc:ignore ID[, ID…]` comments of the file: for each, the
    /// 1-based line it silences (the line after the comment) and the ids it
    /// names. Words that are not diagnostic ids are skipped (the checker
    /// reports them as `invalid-ignore`).
    public func ignoreDirectives() -> [Int: Set<DiagnosticID>] {
        var ignored: [Int: Set<DiagnosticID>] = [:]
        for directive in ignoreDirectiveComments() {
            for word in directive.words {
                if let id = DiagnosticID(rawValue: word.text) {
                    ignored[directive.line, default: []].insert(id)
                }
            }
        }
        return ignored
    }
}
