/// The `number` and `decimal` formatters: they keep the digits, one leading
/// minus and (for `decimal`) one separator, and lay them out per the locale.
///
/// One token array holds the tokens before the edit, the accepted insertion
/// and the tokens after; a counting ``NumericSummary`` says what
/// normalisation keeps, and one layout pass builds the display and finds
/// the caret offsets.
///
/// A class, so that passing a compiled formatter along (once per
/// keystroke) retains one object instead of copying its symbols.
final class NumericFormatter<Unit: TextUnit>: Sendable {
    /// The options and group sizes of the rules, as plain values.
    let shape: NumericShape
    let padFraction: Bool
    /// The locale's symbols as units.
    let symbols: NumericSymbols<Unit>

    /// `nil` when a symbol of `rules` is not made of `Unit`s.
    init?(rules: NumericRules) {
        guard let symbols = NumericSymbols<Unit>(rules: rules) else { return nil }
        self.shape = rules.shape
        self.padFraction = rules.padFraction
        self.symbols = symbols
    }

    /// What `unit` means to the formatter; `nil` for what it ignores
    /// (grouping separators, letters, …).
    @inline(__always)
    func token(_ unit: Unit) -> NumericToken? {
        if let scalar = unit.singleScalar {
            let value = scalar.value
            if value < 0x80 {
                if value >= 0x30 && value <= 0x39 { return .digit(UInt8(truncatingIfNeeded: value - 0x30)) }
                if value == 0x2D { return .minus }
                if shape.isDecimal, value == 0x2E || value == 0x2C {
                    return symbols.separatorInputs.contains(unit) ? .separator : nil
                }
                return nil
            }
            switch value {
            case 0x2212, 0x2013, 0xFE63, 0xFF0D: return .minus
            case 0x00A0, 0x202F, 0x2019, 0x2009, 0x0027: return isSeparatorInput(unit) ? .separator : nil
            default: if let digit = CharacterClass.digitValue(scalar) { return .digit(digit) }
            }
        }
        if let minus = symbols.localeMinus, unit == minus { return .minus }
        if isSeparatorInput(unit) { return .separator }
        return nil
    }

    private func isSeparatorInput(_ unit: Unit) -> Bool {
        shape.isDecimal && symbols.separatorInputs.contains(unit)
    }

    /// The tokens of `units`, ignoring units without meaning.
    func tokens(_ units: [Unit]) -> [NumericToken] {
        var tokens: [NumericToken] = []
        tokens.reserveCapacity(units.count)
        appendTokens(of: units[...], to: &tokens)
        return tokens
    }

    @inline(__always)
    private func appendTokens(of units: ArraySlice<Unit>, to tokens: inout [NumericToken]) {
        for unit in units {
            if let token = token(unit) { tokens.append(token) }
        }
    }

    /// Applies an edit; `false` rejects it.
    func apply(_ step: inout EditStep<Unit>) -> Bool {
        let units = step.units
        var tokens: [NumericToken] = []
        tokens.reserveCapacity(units.count)
        appendTokens(of: units[step.before], to: &tokens)
        var after: [NumericToken] = []
        appendTokens(of: units[step.after], to: &after)

        if step.direction != .insertion, !units[step.removed].contains(where: { token($0) != nil }) {
            // Deleting only grouping separators also deletes the digit beyond.
            switch step.direction {
            case .backward:
                guard !tokens.isEmpty else { return false }
                tokens.removeLast()
            case .forward:
                guard !after.isEmpty else { return false }
                after.removeFirst()
            case .insertion:
                break
            }
        }

        let beforeCount = tokens.count
        let hasInsertion = !step.inserted.isEmpty
        appendAcceptedInsertion(units[step.inserted], to: &tokens, after: after)
        let candidates = beforeCount..<tokens.count
        if hasInsertion, candidates.isEmpty { return false }
        tokens.append(contentsOf: after)
        var summary = NumericSummary(tokens, shape: shape)
        var kept = candidates.count
        if !fits(summary) {
            kept = keptCandidates(tokens, candidates)
            if hasInsertion, kept == 0 { return false }
            tokens.removeSubrange(candidates.lowerBound + kept..<candidates.upperBound)
            summary = NumericSummary(tokens, shape: shape)
        }

        let insertedTokens = beforeCount..<beforeCount + kept
        let layout = NumericLayout(tokens: tokens, summary: summary, formatter: self, marks: insertedTokens)
        if hasInsertion, !layout.keepsMarked { return false }
        let display = layout.display
        let caret = insertedTokens.upperBound >= tokens.count ? display.count : layout.offsetAfterMarks
        let start = min(layout.offsetBeforeMarks, caret)
        step = EditStep(display: display, start: start, caret: caret, direction: step.direction)
        return true
    }

    /// The tokens of `inserted` the formatter takes, before limits, appended
    /// to `tokens` (which holds the tokens before the edit): digits, a minus
    /// with nothing before it, and a first separator. Nothing can be typed
    /// in front of an existing minus.
    ///
    /// Reading stops after a digit that can never fit wherever the insertion
    /// lands: one more than `maxDigits` of the inserted digits that surely
    /// count (from the first non-zero one on, and every fraction digit), or
    /// one more than `scale` inserted fraction digits. The longest leading
    /// part that fits ends before it, so the rest of a long paste cannot
    /// change what is kept, and a megabyte of digits is not tokenised.
    private func appendAcceptedInsertion(_ inserted: ArraySlice<Unit>, to tokens: inout [NumericToken], after: [NumericToken]) {
        guard !inserted.isEmpty, after.first != .minus else { return }
        let beforeCount = tokens.count
        var hasMinus = tokens.first == .minus
        var hasSeparator = tokens.contains(.separator) || after.contains(.separator)
        var insertedSeparator = false
        var insertedNonZero = false
        var surelyCounted = 0
        var fractionDigits = 0
        for unit in inserted {
            guard let token = token(unit) else { continue }
            switch token {
            case .minus:
                if shape.signed, !hasMinus, beforeCount == 0, tokens.count == beforeCount {
                    tokens.append(token)
                    hasMinus = true
                }
            case .separator:
                if shape.acceptsSeparator, !hasSeparator {
                    tokens.append(token)
                    hasSeparator = true
                    insertedSeparator = true
                }
            case let .digit(value):
                tokens.append(token)
                if value != 0 { insertedNonZero = true }
                if insertedSeparator { fractionDigits += 1 }
                if insertedSeparator || insertedNonZero { surelyCounted += 1 }
                if surelyCounted > shape.maxDigits { return }
                if let scale = shape.scale, fractionDigits > scale { return }
            }
        }
    }

    /// How many of the `candidates` tokens are kept when not all fit: the
    /// longest leading part that fits (fitting only grows harder as more is
    /// inserted; none is kept when only all of them fail). One pass: the
    /// summary of the tokens before the candidates grows a candidate at a
    /// time, and each length is judged with the tokens after them added as
    /// a ``NumericSummary/Growth``, worked out again only when the summary's
    /// ``NumericSummary/Continuation`` changes (at most three times). So a
    /// paste costs time linear in its length (a binary search summarising
    /// every token per probe cost n log n: issue 29).
    private func keptCandidates(_ tokens: [NumericToken], _ candidates: Range<Int>) -> Int {
        let after = tokens[candidates.upperBound...]
        var summary = NumericSummary(tokens[..<candidates.lowerBound], shape: shape)
        var tailContinuation: NumericSummary.Continuation?
        var tail = NumericSummary.Growth()
        for kept in 0..<max(0, candidates.count - 1) {
            summary.add(tokens[candidates.lowerBound + kept], shape: shape)
            let continuation = summary.continuation
            if continuation != tailContinuation {
                tail = summary.growth(adding: after, shape: shape)
                tailContinuation = continuation
            }
            if !fits(summary.counts(grownBy: tail)) { return kept }
        }
        return max(0, candidates.count - 1)
    }

    /// Whether the summarised tokens respect `maxDigits` and `scale`.
    private func fits(_ summary: NumericSummary) -> Bool {
        if summary.countedDigits > shape.maxDigits { return false }
        if let scale = shape.scale, summary.fractionCount > scale { return false }
        return true
    }

    /// Commit normalisation: a lone minus is cleared, `-0` becomes `0`, a
    /// trailing separator is removed and, with `padFraction`, the fraction is
    /// padded to `scale`, as far as `maxDigits` leaves room. The caret stays after the same kept character: after
    /// the same token, and after the grouping separators that followed that
    /// token before the caret when the new display still has them there
    /// (`1,|234` stays `1,|234`).
    func commit(_ text: [Unit], caret: Int) -> (text: [Unit], caret: Int) {
        var raw: [NumericToken] = []
        var caretTokens = 0
        /// The units without meaning between the last token before the
        /// caret and the caret.
        var caretTrailing: [Unit] = []
        for (offset, unit) in text.enumerated() {
            guard let token = token(unit) else {
                if offset < caret { caretTrailing.append(unit) }
                continue
            }
            raw.append(token)
            if offset < caret {
                caretTokens = raw.count
                caretTrailing = []
            }
        }
        let summary = NumericSummary(raw, shape: shape)
        guard summary.hasDigits else { return ([], 0) }
        var removedSeparator: Int?
        if let separator = summary.separatorPosition, summary.fractionCount == 0 { removedSeparator = separator }
        let removesMinus = summary.hasMinus && !summary.hasNonZeroDigit
        var tokens: [NumericToken] = []
        var caretIndex = 0
        for (index, token) in raw.enumerated() where index != removedSeparator && !(removesMinus && index == 0) {
            tokens.append(token)
            if index < caretTokens { caretIndex = tokens.count }
        }
        // Padding never takes the display past `maxDigits` (a display the
        // field would refuse to show again when pasted): with no room left,
        // the fraction is padded as far as there is.
        let room = max(0, shape.maxDigits - summary.countedDigits)
        if padFraction, let scale = shape.scale, scale > summary.fractionCount, room > 0 {
            if removedSeparator != nil || summary.separatorPosition == nil { tokens.append(.separator) }
            tokens.append(contentsOf: repeatElement(.digit(0), count: min(scale - summary.fractionCount, room)))
        }
        let layout = NumericLayout(tokens: tokens, summary: NumericSummary(tokens, shape: shape), formatter: self, marks: caretIndex..<caretIndex)
        let display = layout.display
        if caret >= text.count { return (display, display.count) }
        var newCaret = layout.offsetBeforeMarks
        for unit in caretTrailing {
            guard newCaret < display.count, display[newCaret] == unit else { break }
            newCaret += 1
        }
        return (display, newCaret)
    }
}

/// The symbols of a ``NumericFormatter`` as text units.
struct NumericSymbols<Unit: TextUnit>: Sendable {
    /// Shown for a negative number.
    let minusSign: NumericSymbol<Unit>
    /// Shown between the integer and fraction parts.
    let decimalSeparator: NumericSymbol<Unit>
    /// Shown between digit groups; `nil` when the locale has none.
    let groupingSeparator: NumericSymbol<Unit>?
    /// Units accepted as the decimal separator when typed.
    let separatorInputs: SmallUnitSet<Unit>
    /// The locale's minus sign when it is one unit.
    let localeMinus: Unit?

    /// `nil` when a symbol of `rules` is not made of `Unit`s.
    init?(rules: NumericRules) {
        guard let minus = NumericSymbol<Unit>(rules.minusSign), let decimal = NumericSymbol<Unit>(rules.decimalSeparator),
              let inputs = Self.units(rules.separatorInputs).flatMap(SmallUnitSet.init) else { return nil }
        var group: NumericSymbol<Unit>?
        if !rules.groupingSeparator.isEmpty {
            guard let symbol = NumericSymbol<Unit>(rules.groupingSeparator) else { return nil }
            group = symbol
        }
        var localeMinus: Unit?
        if let character = rules.localeMinus {
            guard let unit = Unit(unitOf: character) else { return nil }
            localeMinus = unit
        }
        self.minusSign = minus
        self.decimalSeparator = decimal
        self.groupingSeparator = group
        self.separatorInputs = inputs
        self.localeMinus = localeMinus
    }

    static func units(_ characters: [Character]) -> [Unit]? {
        var result: [Unit] = []
        for character in characters {
            guard let unit = Unit(unitOf: character) else { return nil }
            result.append(unit)
        }
        return result
    }
}

/// A symbol a number shows: almost always one unit, which is appended
/// without a sequence append.
enum NumericSymbol<Unit: TextUnit>: Sendable {
    case one(Unit)
    case several([Unit])

    /// `nil` when `characters` is empty or not made of `Unit`s.
    init?(_ characters: [Character]) {
        guard let units = NumericSymbols<Unit>.units(characters), let first = units.first else { return nil }
        self = units.count == 1 ? .one(first) : .several(units)
    }

    @inline(__always)
    func append(to display: inout [Unit]) {
        switch self {
        case let .one(unit): display.append(unit)
        case let .several(units): display.append(contentsOf: units)
        }
    }
}

/// At most three units (the decimal separators a field accepts), without
/// an array.
struct SmallUnitSet<Unit: TextUnit>: Sendable {
    private let first: Unit?
    private let second: Unit?
    private let third: Unit?

    init?(_ units: [Unit]) {
        guard units.count <= 3 else { return nil }
        first = units.first
        second = units.count > 1 ? units[1] : nil
        third = units.count > 2 ? units[2] : nil
    }

    @inline(__always)
    func contains(_ unit: Unit) -> Bool {
        if let first, first == unit { return true }
        if let second, second == unit { return true }
        if let third, third == unit { return true }
        return false
    }
}
