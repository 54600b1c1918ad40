/// ``NumericFormatter`` on the fast path: one token array (before, accepted
/// insertion, after), a counting summary instead of index arrays, and a
/// single layout pass that also finds the caret offsets.
struct ScalarNumericFormatter: Sendable {
    /// The options and group sizes of the rules, as plain values.
    let shape: NumericShape
    private let minusSign: Unicode.Scalar
    private let decimalSeparator: Unicode.Scalar
    /// `nil` when the locale has no grouping separator.
    private let groupingSeparator: Unicode.Scalar?
    private let separatorInputs: SmallScalarSet
    private let localeMinus: Unicode.Scalar?

    /// `nil` when a symbol of `rules` is not a single fast-path scalar.
    init?(rules: NumericRules) {
        guard let minus = ScalarText.simpleScalars(rules.minusSign), minus.count == 1,
              let decimal = ScalarText.simpleScalars(rules.decimalSeparator), decimal.count == 1,
              let group = ScalarText.simpleScalars(rules.groupingSeparator), group.count <= 1,
              let inputs = ScalarText.simpleScalars(rules.separatorInputs).flatMap(SmallScalarSet.init) else { return nil }
        var localeMinus: Unicode.Scalar?
        if let character = rules.localeMinus {
            guard let scalar = ScalarText.simpleScalar(character) else { return nil }
            localeMinus = scalar
        }
        self.shape = rules.shape
        self.minusSign = minus[0]
        self.decimalSeparator = decimal[0]
        self.groupingSeparator = group.first
        self.separatorInputs = inputs
        self.localeMinus = localeMinus
    }

    /// ``NumericRules/token(_:)`` for a one-scalar character.
    @inline(__always)
    func token(_ scalar: Unicode.Scalar) -> NumericToken? {
        let value = scalar.value
        if value < 0x80 {
            if value >= 0x30 && value <= 0x39 { return .digit(UInt8(truncatingIfNeeded: value - 0x30)) }
            if value == 0x2D { return .minus }
            if shape.isDecimal, value == 0x2E || value == 0x2C {
                return separatorInputs.contains(scalar) ? .separator : nil
            }
            return nil
        }
        switch value {
        case 0x2212, 0x2013, 0xFE63, 0xFF0D: return .minus
        case 0x00A0, 0x202F, 0x2019, 0x2009, 0x0027: return isSeparatorInput(scalar) ? .separator : nil
        default: if let digit = CharacterClass.digitValue(scalar) { return .digit(digit) }
        }
        if scalar == localeMinus { return .minus }
        if isSeparatorInput(scalar) { return .separator }
        return nil
    }

    private func isSeparatorInput(_ scalar: Unicode.Scalar) -> Bool {
        shape.isDecimal && separatorInputs.contains(scalar)
    }

    private func appendTokens(of scalars: ArraySlice<Unicode.Scalar>, to tokens: inout [NumericToken]) {
        for scalar in scalars {
            if let token = token(scalar) { tokens.append(token) }
        }
    }

    /// Applies an edit; `false` rejects it.
    func apply(_ step: inout ScalarEditStep) -> Bool {
        let scalars = step.scalars
        var tokens: [NumericToken] = []
        tokens.reserveCapacity(scalars.count)
        appendTokens(of: scalars[step.before], to: &tokens)
        var after: [NumericToken] = []
        appendTokens(of: scalars[step.after], to: &after)

        if step.direction != .insertion, !scalars[step.removed].contains(where: { token($0) != nil }) {
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
        appendAcceptedInsertion(scalars[step.inserted], to: &tokens, after: after)
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
        let layout = ScalarNumericLayout(tokens: tokens, summary: summary, formatter: self, marks: insertedTokens)
        if hasInsertion, !layout.keepsMarked { return false }
        let display = layout.display
        let caret = insertedTokens.upperBound >= tokens.count ? display.count : layout.offsetAfterMarks
        let start = min(layout.offsetBeforeMarks, caret)
        step = ScalarEditStep(display: display, start: start, caret: caret, direction: step.direction)
        return true
    }

    /// ``NumericFormatter``'s accepted insertion, appended to `tokens` (which
    /// holds the tokens before the edit).
    private func appendAcceptedInsertion(_ inserted: ArraySlice<Unicode.Scalar>, to tokens: inout [NumericToken], after: [NumericToken]) {
        guard !inserted.isEmpty, after.first != .minus else { return }
        let beforeCount = tokens.count
        var hasMinus = tokens.first == .minus
        var hasSeparator = tokens.contains(.separator) || after.contains(.separator)
        for scalar in inserted {
            guard let token = token(scalar) else { continue }
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
                }
            case .digit:
                tokens.append(token)
            }
        }
    }

    /// How many of the `candidates` tokens are kept when not all fit: the
    /// longest leading part that fits, found by the same binary search as
    /// ``NumericFormatter``.
    private func keptCandidates(_ tokens: [NumericToken], _ candidates: Range<Int>) -> Int {
        var low = 0
        var high = candidates.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(tokens, dropping: candidates.lowerBound + middle..<candidates.upperBound) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether `tokens` without `dropped` respect `maxDigits` and `scale`.
    private func fits(_ tokens: [NumericToken], dropping dropped: Range<Int>) -> Bool {
        fits(NumericSummary(tokens, dropping: dropped, shape: shape))
    }

    /// Whether the summarised tokens respect `maxDigits` and `scale`.
    private func fits(_ summary: NumericSummary) -> Bool {
        if summary.countedDigits > shape.maxDigits { return false }
        if let scale = shape.scale, summary.fractionCount > scale { return false }
        return true
    }

    /// The scalar shown for `token`.
    @inline(__always)
    fileprivate func symbol(_ token: NumericToken) -> Unicode.Scalar {
        switch token {
        case .minus: minusSign
        case .separator: decimalSeparator
        case let .digit(value): CharacterClass.asciiDigitScalar(value)
        }
    }

    fileprivate var groupingScalar: Unicode.Scalar? { groupingSeparator }
}

/// ``NumericStructure`` as counts: what normalisation keeps of a token
/// sequence (optionally without a range of it).
struct NumericSummary {
    /// Whether the first token is a kept minus.
    var hasMinus = false
    /// The position of the first separator that counts.
    var separatorPosition: Int?
    /// All integer digits, and how many of them lead with `0`.
    var allIntegerCount = 0
    var leadingZeroCount = 0
    var fractionCount = 0

    init(_ tokens: [NumericToken], dropping dropped: Range<Int> = 0..<0, shape: NumericShape) {
        var position = 0
        for (index, token) in tokens.enumerated() where !dropped.contains(index) {
            defer { position += 1 }
            switch token {
            case .minus:
                if position == 0, shape.signed { hasMinus = true }
            case .separator:
                if shape.acceptsSeparator, separatorPosition == nil { separatorPosition = position }
            case let .digit(value):
                if separatorPosition != nil {
                    fractionCount += 1
                } else {
                    if value == 0, leadingZeroCount == allIntegerCount { leadingZeroCount += 1 }
                    allIntegerCount += 1
                }
            }
        }
    }

    /// Leading zeros dropped: all but one when every integer digit is `0`.
    var droppedZeroCount: Int { max(0, min(leadingZeroCount, allIntegerCount - 1)) }
    /// Integer digits shown.
    var integerCount: Int { allIntegerCount - droppedZeroCount }
    /// Digits counted against `maxDigits`: a lone `0` does not count.
    var countedDigits: Int {
        let zeroOnly = allIntegerCount > 0 && leadingZeroCount == allIntegerCount
        return (zeroOnly ? 0 : integerCount) + fractionCount
    }
}

/// ``NumericLayout`` in one pass. Instead of an offset per token it records
/// the two offsets the formatter asks for, around the `marks` range of
/// tokens (the inserted ones), and whether any marked token was kept.
struct ScalarNumericLayout {
    var display: [Unicode.Scalar] = []
    /// The offset after the last kept token before `marks`.
    var offsetBeforeMarks = 0
    /// The offset after the last kept token up to the end of `marks`.
    var offsetAfterMarks = 0
    var keepsMarked = false

    init(tokens: [NumericToken], summary: NumericSummary, formatter: ScalarNumericFormatter, marks: Range<Int>) {
        let shape = formatter.shape
        let integerCount = summary.integerCount
        let grouping = formatter.groupingScalar
        let grouped = grouping != nil && shape.groups(integerCount)
        let separator = summary.separatorPosition ?? tokens.count
        display.reserveCapacity(tokens.count * 2 + 2)
        var integerOrdinal = 0
        var shownIntegers = 0
        var lastEnd = 0
        for (index, token) in tokens.enumerated() {
            if index == marks.lowerBound { offsetBeforeMarks = lastEnd }
            if index == marks.upperBound { offsetAfterMarks = lastEnd }
            var kept = false
            switch token {
            case .minus:
                kept = index == 0 && summary.hasMinus
            case .separator:
                kept = index == separator
                if kept, integerCount == 0 { display.append("0") }
            case .digit where index < separator:
                kept = integerOrdinal >= summary.droppedZeroCount
                integerOrdinal += 1
                if kept, grouped, let grouping, shape.separatorBefore(digit: shownIntegers, of: integerCount) {
                    display.append(grouping)
                }
                if kept { shownIntegers += 1 }
            case .digit:
                kept = true
            }
            guard kept else { continue }
            display.append(formatter.symbol(token))
            lastEnd = display.count
            if marks.contains(index) { keepsMarked = true }
        }
        if marks.lowerBound >= tokens.count { offsetBeforeMarks = lastEnd }
        if marks.upperBound >= tokens.count { offsetAfterMarks = lastEnd }
    }
}

/// At most three scalars (the decimal separators a field accepts), without
/// an array.
struct SmallScalarSet: Sendable {
    private let first: Unicode.Scalar?
    private let second: Unicode.Scalar?
    private let third: Unicode.Scalar?

    init?(_ scalars: [Unicode.Scalar]) {
        guard scalars.count <= 3 else { return nil }
        first = scalars.first
        second = scalars.count > 1 ? scalars[1] : nil
        third = scalars.count > 2 ? scalars[2] : nil
    }

    @inline(__always)
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar == first || scalar == second || scalar == third
    }
}
