/// What normalisation keeps of a sequence of number tokens, as counts:
/// leading zeros are dropped (one `0` stays), a minus counts only in front,
/// and only the first separator counts. Built a token at a time (``add(_:shape:)``).
struct NumericSummary {
    /// How many tokens were summarised.
    var position = 0
    /// Whether the first token is a kept minus.
    var hasMinus = false
    /// The position of the first separator that counts.
    var separatorPosition: Int?
    /// All integer digits, and how many of them lead with `0`.
    var allIntegerCount = 0
    var leadingZeroCount = 0
    var fractionCount = 0
    /// Whether any digit is not `0`.
    var hasNonZeroDigit = false

    init(_ tokens: some Sequence<NumericToken>, shape: NumericShape) {
        for token in tokens { add(token, shape: shape) }
    }

    /// Adds `token` after the tokens summarised so far.
    @inline(__always)
    mutating func add(_ token: NumericToken, shape: NumericShape) {
        defer { position += 1 }
        switch token {
        case .minus:
            if position == 0, shape.signed { hasMinus = true }
        case .separator:
            if shape.acceptsSeparator, separatorPosition == nil { separatorPosition = position }
        case let .digit(value):
            if value != 0 { hasNonZeroDigit = true }
            if separatorPosition != nil {
                fractionCount += 1
            } else {
                if value == 0, leadingZeroCount == allIntegerCount { leadingZeroCount += 1 }
                allIntegerCount += 1
            }
        }
    }

    /// Leading zeros dropped: all but one when every integer digit is `0`.
    var droppedZeroCount: Int { max(0, min(leadingZeroCount, allIntegerCount - 1)) }
    /// Integer digits shown.
    var integerCount: Int { allIntegerCount - droppedZeroCount }
    /// Whether there is at least one digit.
    var hasDigits: Bool { allIntegerCount > 0 || fractionCount > 0 }
    /// Digits counted against `maxDigits`: a lone `0` does not count.
    var countedDigits: Int {
        let zeroOnly = allIntegerCount > 0 && leadingZeroCount == allIntegerCount
        return (zeroOnly ? 0 : integerCount) + fractionCount
    }
}

extension NumericSummary {
    /// What decides how the digits of tokens added after a summary count:
    /// whether nothing came before (a minus counts), whether a separator
    /// counts already (digits are fraction digits) and whether every integer
    /// digit so far is `0` (zeros still lead). Two summaries with the same
    /// continuation grow by the same counts when the same tokens are added.
    struct Continuation: Equatable {
        var atStart: Bool
        var separated: Bool
        var zerosLead: Bool
    }

    /// The digit counts a sequence of tokens adds to a summary
    /// (``growth(adding:shape:)``).
    struct Growth {
        var allIntegerCount = 0
        var leadingZeroCount = 0
        var fractionCount = 0
    }

    /// This summary's ``Continuation``.
    var continuation: Continuation {
        Continuation(atStart: position == 0, separated: separatorPosition != nil, zerosLead: leadingZeroCount == allIntegerCount)
    }

    /// The digit counts `tokens` add to this summary, and so to every
    /// summary with the same ``continuation``.
    func growth(adding tokens: some Sequence<NumericToken>, shape: NumericShape) -> Growth {
        var grown = self
        for token in tokens { grown.add(token, shape: shape) }
        return Growth(
            allIntegerCount: grown.allIntegerCount - allIntegerCount,
            leadingZeroCount: grown.leadingZeroCount - leadingZeroCount,
            fractionCount: grown.fractionCount - fractionCount
        )
    }

    /// This summary's digit counts grown by `growth` (what ``countedDigits``
    /// and ``fractionCount`` read; the other properties are left as they are).
    func counts(grownBy growth: Growth) -> NumericSummary {
        var grown = self
        grown.allIntegerCount += growth.allIntegerCount
        grown.leadingZeroCount += growth.leadingZeroCount
        grown.fractionCount += growth.fractionCount
        return grown
    }
}
