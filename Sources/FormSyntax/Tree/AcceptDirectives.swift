/// One `// formc:accept ID SUBJECT: REASON` comment: it accepts the
/// `formc breaking` finding whose id is ID and whose subject is SUBJECT
/// (`Profile`, `Profile.nickname`, `Profile.country.uk`), for the reason
/// given (docs/BREAKING.md). The parts are kept as written, each with its
/// byte range, so the checker can report a malformed one (`invalid-accept`).
public struct AcceptDirective: Sendable, Hashable {
    /// A word of the directive and the bytes it covers.
    public struct Word: Sendable, Hashable {
        /// The text as written.
        public var text: String
        /// Its byte range in the file.
        public var range: Range<Int>
    }

    /// The byte range of the whole comment.
    public var range: Range<Int>
    /// The first word after `formc:accept`, if any: the finding's id.
    public var id: Word?
    /// The word after the id, up to the colon, if any: the finding's subject.
    public var subject: Word?
    /// The text after the first colon, trimmed; `nil` when there is no colon.
    public var reason: String?
}

extension SyntaxFile {
    /// The text that starts an accept directive.
    public static let acceptPrefix = "// formc:accept"

    /// Every `// formc:accept` comment of the file, in source order, its parts
    /// as written (the checker reports malformed ones; `formc breaking`
    /// applies the well-formed ones).
    public func acceptDirectives() -> [AcceptDirective] {
        var result: [AcceptDirective] = []
        let prefix = Array(Self.acceptPrefix.utf8)
        for comment in comments where comment.kind == .line {
            let bytes = Array(comment.text.utf8)
            guard bytes.starts(with: prefix) else { continue }
            var index = prefix.count
            // A word must be separated from the prefix: `// formc:accepted` is not a directive.
            if index < bytes.count, !Self.isBlank(bytes[index]) { continue }
            let base = comment.range.lowerBound
            func skipBlanks() {
                while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
            }
            func word(stoppingAtColon: Bool) -> AcceptDirective.Word? {
                skipBlanks()
                let start = index
                while index < bytes.count, !Self.isBlank(bytes[index]), !(stoppingAtColon && bytes[index] == UInt8(ascii: ":")) {
                    index += 1
                }
                guard index > start else { return nil }
                return AcceptDirective.Word(text: String(decoding: bytes[start..<index], as: UTF8.self), range: (base + start)..<(base + index))
            }
            var directive = AcceptDirective(range: comment.range)
            directive.id = word(stoppingAtColon: true)
            directive.subject = word(stoppingAtColon: true)
            skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                let reason = String(decoding: bytes[(index + 1)...], as: UTF8.self)
                directive.reason = reason.trimmingBlanks()
            }
            result.append(directive)
        }
        return result
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}

private extension String {
    /// The text without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}
