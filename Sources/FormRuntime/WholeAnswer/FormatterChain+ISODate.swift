/// A complete ISO 8601 date pasted or answered into a `date` or `month`
/// field (issue 23 item 16): `2026-11-23` in a `DD.MM.YYYY` field is placed
/// as 23 November 2026, not typed digit by digit into `20.26.1123`-like
/// nonsense. The terminal's paste and line mode's answers both go through
/// here.
extension FormatterChain {
    /// The display of `text` under the chain's date pattern when `text`
    /// (white space aside) is a complete ISO date — `YYYY-MM-DD` for a date
    /// pattern, `YYYY-MM` for a month pattern — with a month of 1…12 and a
    /// day of 1…31; `nil` otherwise, or when the chain has no date pattern.
    /// Whether the date is on the calendar is the field's usual check.
    package func isoDateDisplay(_ text: String) -> String? {
        guard let pattern = formatters.lazy.compactMap(\.datePattern).first else { return nil }
        let parts = text.trimmingWhitespace.split(separator: "-", omittingEmptySubsequences: false)
        let widths = pattern.kind == .date ? [4, 2, 2] : [4, 2]
        guard parts.count == widths.count else { return nil }
        var numbers: [Int] = []
        for (part, width) in zip(parts, widths) {
            guard part.count == width, part.allSatisfy(\.isASCIIDigit), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        let day = numbers.count == 3 ? numbers[2] : 1
        guard (1...12).contains(numbers[1]), (1...31).contains(day) else { return nil }
        return pattern.display(year: numbers[0], month: numbers[1], day: day)
    }

    /// Pasting `text` at the caret: ``insert(_:into:)``, except that a
    /// complete ISO date pasted into a `date` or `month` field is placed as
    /// that date (``isoDateDisplay(_:)``).
    public func paste(_ text: String, into state: EditingState) -> EditingState {
        insert(isoDateDisplay(text) ?? text, into: state)
    }
}

extension FormatterSpec {
    /// The pattern of a `date` or `month` formatter.
    var datePattern: DatePattern? {
        if case let .date(pattern) = self { return pattern }
        return nil
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

private extension String {
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
