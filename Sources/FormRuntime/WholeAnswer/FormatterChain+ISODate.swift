/// A complete ISO 8601 date pasted or answered into a `date` or `month`
/// field (issue 23 item 16, issue 29): `2026-11-23` in a `DD.MM.YYYY` field
/// is placed as 23 November 2026, not typed digit by digit into
/// `20.26.1123`-like nonsense. Every paste (``paste(_:to:)``: the session's
/// edits, the terminal's paste, a committed composition) and line mode's
/// answers go through here.
extension FormatterChain {
    /// The display of `text` under the chain's date pattern when `text`
    /// (white space aside) is a complete ISO date — `YYYY-MM-DD` for a date
    /// pattern, `YYYY-MM` for a month pattern — with a month of 1…12 and a
    /// day of 1…31; `nil` otherwise, or when the chain has no date pattern.
    /// A date followed by an ISO time of day (`2026-11-23T10:00Z`,
    /// `2026-11-23 10:00:05.5+01:00`) is the date as written: a field holds
    /// no time and no zone, so none is applied. Whether the date is on the
    /// calendar is the field's usual check.
    package func isoDateDisplay(_ text: String) -> String? {
        isoDate(text).map { $0.pattern.display(year: $0.year, month: $0.month, day: $0.day) }
    }

    /// The date `text` names when it is a complete ISO date for the chain's
    /// date pattern (``isoDateDisplay(_:)``), with that pattern; a month's
    /// day is 1.
    package func isoDate(_ text: String) -> (pattern: DatePattern, year: Int, month: Int, day: Int)? {
        guard let pattern = formatters.lazy.compactMap(\.datePattern).first else { return nil }
        var characters = Array(text.trimmingWhitespace)
        if pattern.kind == .date, characters.count > 10, characters[10] == "T" || characters[10] == " " {
            guard Self.isISOTime(characters[11...]) else { return nil }
            characters.removeSubrange(10...)
        }
        let parts = characters.split(separator: "-", omittingEmptySubsequences: false)
        let widths = pattern.kind == .date ? [4, 2, 2] : [4, 2]
        guard parts.count == widths.count else { return nil }
        var numbers: [Int] = []
        for (part, width) in zip(parts, widths) {
            guard part.count == width, part.allSatisfy(\.isASCIIDigit), let number = Int(String(part)) else { return nil }
            numbers.append(number)
        }
        let day = numbers.count == 3 ? numbers[2] : 1
        guard (1...12).contains(numbers[1]), (1...31).contains(day) else { return nil }
        return (pattern, numbers[0], numbers[1], day)
    }

    /// Whether `characters` are an ISO 8601 time of day: `hh:mm`, then
    /// optionally `:ss` and a fraction, then optionally `Z` or an offset
    /// (`+01:00`, `-0500`, `+01`).
    private static func isISOTime(_ characters: ArraySlice<Character>) -> Bool {
        var rest = characters[...]
        func digits(_ count: Int) -> Bool {
            guard rest.count >= count, rest.prefix(count).allSatisfy(\.isASCIIDigit) else { return false }
            rest = rest.dropFirst(count)
            return true
        }
        func take(_ character: Character) -> Bool {
            guard rest.first == character else { return false }
            rest = rest.dropFirst()
            return true
        }
        guard digits(2), take(":"), digits(2) else { return false }
        if take(":") {
            guard digits(2) else { return false }
            if take(".") || take(",") {
                guard digits(1) else { return false }
                while let next = rest.first, next.isASCIIDigit { rest = rest.dropFirst() }
            }
        }
        if take("Z") { return rest.isEmpty }
        if take("+") || take("-") {
            guard digits(2) else { return false }
            if take(":") { guard digits(2) else { return false } } else if !rest.isEmpty { guard digits(2) else { return false } }
        }
        return rest.isEmpty
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
