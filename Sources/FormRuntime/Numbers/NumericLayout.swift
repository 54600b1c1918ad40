/// A number's display built from tokens in one pass. Instead of an offset
/// per token it records the two offsets the formatter asks for, around the
/// `marks` range of tokens (the inserted ones, or an empty range at the
/// caret), and whether any marked token was kept.
struct NumericLayout<Unit: TextUnit> {
    var display: [Unit] = []
    /// The offset after the last kept token before `marks`.
    var offsetBeforeMarks = 0
    /// The offset after the last kept token up to the end of `marks`.
    var offsetAfterMarks = 0
    var keepsMarked = false

    init(tokens: [NumericToken], summary: NumericSummary, formatter: NumericFormatter<Unit>, marks: Range<Int>) {
        let shape = formatter.shape
        let symbols = formatter.symbols
        let integerCount = summary.integerCount
        let grouping = shape.groups(integerCount) ? symbols.groupingSeparator : nil
        let separator = summary.separatorPosition ?? tokens.count
        var display: [Unit] = []
        display.reserveCapacity(tokens.count * 2 + 2)
        var integerOrdinal = 0
        var shownIntegers = 0
        var lastEnd = 0
        for (index, token) in tokens.enumerated() {
            if index == marks.lowerBound { offsetBeforeMarks = lastEnd }
            if index == marks.upperBound { offsetAfterMarks = lastEnd }
            switch token {
            case .minus:
                guard index == 0, summary.hasMinus else { continue }
                symbols.minusSign.append(to: &display)
            case .separator:
                guard index == separator else { continue }
                if integerCount == 0 { display.append(Unit.asciiDigit(0)) }
                symbols.decimalSeparator.append(to: &display)
            case let .digit(value) where index < separator:
                let kept = integerOrdinal >= summary.droppedZeroCount
                integerOrdinal += 1
                guard kept else { continue }
                if let grouping, shape.separatorBefore(digit: shownIntegers, of: integerCount) {
                    grouping.append(to: &display)
                }
                shownIntegers += 1
                display.append(Unit.asciiDigit(value))
            case let .digit(value):
                display.append(Unit.asciiDigit(value))
            }
            lastEnd = display.count
            if marks.contains(index) { keepsMarked = true }
        }
        if marks.lowerBound >= tokens.count { offsetBeforeMarks = lastEnd }
        if marks.upperBound >= tokens.count { offsetAfterMarks = lastEnd }
        self.display = display
    }
}
