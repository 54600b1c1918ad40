/// How a sequence of number tokens reads once normalised: which minus,
/// integer digits, separator and fraction digits are kept. Leading zeros are
/// dropped (one `0` stays), a minus counts only in front, and only the first
/// separator counts.
struct NumericStructure {
    var minusIndex: Int?
    /// Token indexes of the kept integer digits.
    var integerIndexes: [Int] = []
    var separatorIndex: Int?
    /// Token indexes of the fraction digits.
    var fractionIndexes: [Int] = []

    init(tokens: [NumericToken], rules: NumericRules) {
        var allIntegers: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token {
            case .minus:
                if index == 0, rules.signed { minusIndex = index }
            case .separator:
                if rules.acceptsSeparator, separatorIndex == nil { separatorIndex = index }
            case .digit:
                if separatorIndex == nil { allIntegers.append(index) } else { fractionIndexes.append(index) }
            }
        }
        var first = 0
        while first < allIntegers.count - 1, tokens[allIntegers[first]] == .digit(0) { first += 1 }
        integerIndexes = Array(allIntegers[first...])
    }

    /// Digits counted against `maxDigits`: all kept digits except a lone
    /// leading `0`.
    func countedDigits(_ tokens: [NumericToken]) -> Int {
        let integers = integerIndexes.count == 1 && tokens[integerIndexes[0]] == .digit(0) ? 0 : integerIndexes.count
        return integers + fractionIndexes.count
    }

    /// Whether there is at least one digit.
    var hasDigits: Bool { !integerIndexes.isEmpty || !fractionIndexes.isEmpty }

    /// Whether every digit is zero.
    func isZero(_ tokens: [NumericToken]) -> Bool {
        (integerIndexes + fractionIndexes).allSatisfy { tokens[$0] == .digit(0) }
    }
}

/// A number's display built from tokens, with where each kept token ended up.
struct NumericLayout {
    var display: [Character] = []
    /// For each token, the display offset just after it, or `nil` if dropped.
    var endOffsets: [Int?]

    init(tokens: [NumericToken], rules: NumericRules) {
        let structure = NumericStructure(tokens: tokens, rules: rules)
        endOffsets = [Int?](repeating: nil, count: tokens.count)
        display.reserveCapacity(tokens.count + tokens.count / 2 + 2)
        if let minus = structure.minusIndex {
            display.append(contentsOf: rules.minusSign)
            endOffsets[minus] = display.count
        }
        let integers = structure.integerIndexes
        if integers.isEmpty, structure.separatorIndex != nil { display.append("0") }
        let grouped = rules.groups(integers.count)
        for (position, index) in integers.enumerated() {
            if grouped, rules.separatorBefore(digit: position, of: integers.count) {
                display.append(contentsOf: rules.groupingSeparator)
            }
            if case let .digit(value) = tokens[index] { display.append(CharacterClass.asciiDigit(value)) }
            endOffsets[index] = display.count
        }
        if let separator = structure.separatorIndex {
            display.append(contentsOf: rules.decimalSeparator)
            endOffsets[separator] = display.count
            for index in structure.fractionIndexes {
                if case let .digit(value) = tokens[index] { display.append(CharacterClass.asciiDigit(value)) }
                endOffsets[index] = display.count
            }
        }
    }

    /// The display offset for a caret after the first `tokenCount` tokens: just
    /// after the last kept one of them, or the start when none was kept.
    func offset(afterTokens tokenCount: Int) -> Int {
        var index = min(tokenCount, endOffsets.count) - 1
        while index >= 0 {
            if let end = endOffsets[index] { return end }
            index -= 1
        }
        return 0
    }

    /// Whether any token in `range` was kept.
    func keepsAny(in range: Range<Int>) -> Bool {
        range.contains { endOffsets[$0] != nil }
    }
}
