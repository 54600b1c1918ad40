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

    /// The `// formc:ignore ID[, ID…]` comments of the file: for each line
    /// it silences, the ids it names. A directive silences the line after it;
    /// when a field, list, attribute, `formatter` declaration, locale rule or
    /// translation entry starts that line, it silences every line of that item,
    /// so `formc format` splitting a one-line field over several lines
    /// changes nothing. Words that are not diagnostic ids are skipped (the
    /// checker reports them as `invalid-ignore`).
    public func ignoreDirectives() -> [Int: Set<DiagnosticID>] {
        let directives = ignoreDirectiveComments()
        guard !directives.isEmpty else { return [:] }
        let itemEnds = itemEndsByStart()
        var ignored: [Int: Set<DiagnosticID>] = [:]
        for directive in directives {
            let ids = Set(directive.words.compactMap { DiagnosticID(rawValue: $0.text) })
            guard !ids.isEmpty else { continue }
            var lastLine = directive.line
            if directive.line <= source.lineStarts.count {
                var offset = source.lineStarts[directive.line - 1]
                while offset < source.bytes.count, source.bytes[offset] == UInt8(ascii: " ") || source.bytes[offset] == UInt8(ascii: "\t") {
                    offset += 1
                }
                if let end = itemEnds[offset] {
                    lastLine = max(directive.line, source.line(containing: max(offset, end - 1)))
                }
            }
            for line in directive.line...lastLine {
                ignored[line, default: []].formUnion(ids)
            }
        }
        return ignored
    }

    /// The end offset of each item an ignore directive can cover, by its
    /// start offset (the outer item where two start together).
    private func itemEndsByStart() -> [Int: Int] {
        var ends: [Int: Int] = [:]
        func add(_ range: Range<Int>) {
            ends[range.lowerBound] = max(ends[range.lowerBound] ?? range.upperBound, range.upperBound)
        }
        for declaration in declarations {
            switch declaration {
            case .form(let form):
                for member in form.members {
                    add(member.range)
                    if case .field(let field) = member { field.attributes.forEach { add($0.range) } }
                    if case .section(let section) = member {
                        for item in section.items {
                            add(item.range)
                            if case .field(let field) = item { field.attributes.forEach { add($0.range) } }
                        }
                    }
                }
            case .formatter(let formatter): add(formatter.range)
            case .locale(let locale): locale.rules.forEach { add($0.range) }
            case .translations(let translations): translations.entries.forEach { add($0.range) }
            }
        }
        return ends
    }
}
