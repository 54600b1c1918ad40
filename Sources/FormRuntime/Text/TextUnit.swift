/// What the formatters of a chain edit, one unit at a time: a `Character`
/// (grapheme cluster) on the general path, or a `Unicode.Scalar` on the
/// keystroke fast path, where the text holds only scalars that are clusters
/// of their own (``ScalarText``). Each formatter is written once, generic
/// over its unit; this protocol is what the two units differ in.
protocol TextUnit: Equatable, Sendable {
    /// Whether a unit typed after another can join it into one unit (a
    /// combining mark after its base). Never for fast-path scalars, so the
    /// joining rules compile away there.
    static var canJoin: Bool { get }

    /// The one unit that `self` followed by `next` forms, or `nil` when
    /// `next` stands on its own.
    func joined(with next: Self) -> Self?

    /// The unit holding `character` (a mask literal, a locale symbol), or
    /// `nil` when this kind of unit cannot hold it.
    init?(unitOf character: Character)

    /// The ASCII digit of value `value` (0–9).
    static func asciiDigit(_ value: UInt8) -> Self

    /// The value of a decimal digit (one scalar of category Nd), or `nil`.
    var digitValue: UInt8? { get }

    /// Whether this is a letter as §5 defines it.
    var isLetter: Bool { get }

    /// The unit's scalar when it is a single one.
    var singleScalar: Unicode.Scalar? { get }

    /// Whether every scalar of the unit is in `pattern`.
    func isIn(_ pattern: CharacterPattern) -> Bool

    /// Appends the units of `text` to `units`; `false` when `text` holds
    /// something this kind of unit cannot (the fast path then gives way).
    static func appendUnits(of text: String, to units: inout [Self]) -> Bool

    /// The text of `units`.
    static func string<S: Sequence<Self>>(_ units: S) -> String

    /// How many characters `units` show as a text (fewer than there are
    /// units when some join).
    static func shownCount<C: Collection<Self>>(_ units: C) -> Int

    /// The state showing `units` without those in `skipped`, with the caret
    /// after the first `caret` units shown. Units that meet can join into
    /// fewer clusters (क् then क is क्क): the caret is then recounted.
    static func state(_ units: [Self], skipping skipped: Range<Int>, caret: Int) -> EditingState
}

extension Character: TextUnit {
    static var canJoin: Bool { true }

    func joined(with next: Character) -> Character? {
        let joined = String(self) + String(next)
        guard joined.count == 1, let cluster = joined.first else { return nil }
        return cluster
    }

    init?(unitOf character: Character) { self = character }

    @inline(__always)
    static func asciiDigit(_ value: UInt8) -> Character { CharacterClass.asciiDigit(value) }

    @inline(__always)
    var digitValue: UInt8? { CharacterClass.digitValue(self) }

    var isLetter: Bool { CharacterClass.isLetter(self) }

    var singleScalar: Unicode.Scalar? {
        let scalars = unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return first
    }

    func isIn(_ pattern: CharacterPattern) -> Bool { pattern.contains(self) }

    static func appendUnits(of text: String, to units: inout [Character]) -> Bool {
        units.append(contentsOf: text)
        return true
    }

    static func string<S: Sequence<Character>>(_ units: S) -> String { String(units) }

    static func shownCount<C: Collection<Character>>(_ units: C) -> Int { String(units).count }

    static func state(_ units: [Character], skipping skipped: Range<Int>, caret: Int) -> EditingState {
        func string(_ range: Range<Int>) -> String {
            var text = ""
            for index in range where !skipped.contains(index) { text.append(units[index]) }
            return text
        }
        let text = string(0..<units.count)
        let count = text.count
        if count == units.count - skipped.count { return EditingState(text: text, caret: caret) }
        // The caret is after `caret` shown units: find where they end.
        var end = 0
        var shown = 0
        while shown < caret, end < units.count {
            if !skipped.contains(end) { shown += 1 }
            end += 1
        }
        return EditingState(text: text, caret: min(string(0..<end).count, count))
    }
}

extension Unicode.Scalar: TextUnit {
    static var canJoin: Bool { false }

    @inline(__always)
    func joined(with next: Unicode.Scalar) -> Unicode.Scalar? { nil }

    init?(unitOf character: Character) {
        guard let scalar = ScalarText.simpleScalar(character) else { return nil }
        self = scalar
    }

    @inline(__always)
    static func asciiDigit(_ value: UInt8) -> Unicode.Scalar { Unicode.Scalar(0x30 + value) }

    @inline(__always)
    var digitValue: UInt8? { CharacterClass.digitValue(self) }

    @inline(__always)
    var isLetter: Bool {
        if isASCII {
            let value = value
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
        }
        return CharacterClass.isLetterCategory(properties.generalCategory)
    }

    @inline(__always)
    var singleScalar: Unicode.Scalar? { self }

    @inline(__always)
    func isIn(_ pattern: CharacterPattern) -> Bool { pattern.contains(self) }

    @inline(__always)
    static func appendUnits(of text: String, to units: inout [Unicode.Scalar]) -> Bool {
        ScalarText.appendSimpleScalars(of: text, to: &units)
    }

    static func string<S: Sequence<Unicode.Scalar>>(_ units: S) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: units)
        return String(text)
    }

    @inline(__always)
    static func shownCount<C: Collection<Unicode.Scalar>>(_ units: C) -> Int { units.count }

    static func state(_ units: [Unicode.Scalar], skipping skipped: Range<Int>, caret: Int) -> EditingState {
        EditingState(text: ScalarText.string(units, skipping: skipped), caret: caret)
    }
}
