/// The pattern of a `matches` condition, compiled once: whether a text
/// matches it as a whole (implicit anchors), with exactly the answer of
/// Swift `Regex`'s `wholeMatch` under its default options, which
/// LANGUAGE.md fixes.
///
/// Patterns in a common subset of the syntax (see `FastRegexParser`) are
/// also compiled to a deterministic automaton. It decides text in which every
/// character is a single byte (ASCII without CR), one table step per byte;
/// any other text, and any pattern outside the subset or too large for the
/// automaton, is matched by Swift `Regex`. Generated code holds one value per
/// pattern in a `static let`.
@_spi(Generated)
public struct FormPattern: Sendable {
    /// The pattern in Swift `Regex` syntax.
    public let source: String
    private let automaton: FastRegexDFA?
    private let fallback: SwiftRegexFallback

    /// Compiles `source` (the fast-path automaton now, Swift `Regex` on
    /// first use). A pattern Swift `Regex` rejects matches nothing; the
    /// checker rejects those at compile time.
    public init(_ source: String) {
        self.source = source
        self.automaton = FastRegexParser.parse(source).flatMap { FastRegexNFA($0) }.flatMap { FastRegexDFA($0) }
        self.fallback = SwiftRegexFallback(source)
    }

    /// Whether the pattern matches all of `text`.
    public func matches(_ text: String) -> Bool {
        if let verdict = fastMatch(text) { return verdict }
        return fallback.wholeMatch(text)
    }

    /// The automaton's answer, or nil when the pattern or the text is
    /// outside the fast path.
    func fastMatch(_ text: String) -> Bool? {
        guard let automaton else { return nil }
        if let verdict = text.utf8.withContiguousStorageIfAvailable({ automaton.wholeMatch($0) }) { return verdict }
        var contiguous = text
        return contiguous.withUTF8 { automaton.wholeMatch($0) }
    }

    /// Whether the pattern compiled to the fast-path automaton.
    var hasFastPath: Bool { automaton != nil }
}
