import FormDiagnostics
import FormRuntime

/// The `two-digit-year` warning (LANGUAGE.md §21): a `date` pattern with
/// `YY` reads the year in the window from 80 years before today to 19 after,
/// so it cannot show a birth date of someone over 80 or a date 20 years
/// ahead, and what it reads moves as the years pass. A `month` pattern
/// (`MM/YY`, the default of `month` fields, such as a card's expiry) is not
/// warned about: its values are near today.
enum TwoDigitYears {
    /// Reports `two-digit-year` at `range` when `pattern` is a date pattern
    /// with a two-digit year.
    static func warn(_ pattern: DatePattern, at range: Range<Int>, bag: inout DiagnosticBag) {
        guard pattern.kind == .date, pattern.fields.contains(.year(digits: 2)) else { return }
        let fourDigits = pattern.source.replacingYY()
        bag.report(
            .twoDigitYear, at: range,
            "the date pattern \"\(pattern.source)\" has a two-digit year, which stands for the years from 80 before today to 19 after: a date outside them cannot be shown; write \"\(fourDigits)\""
        )
    }
}

private extension String {
    /// This pattern with `YY` written `YYYY` (a pattern has one year field).
    func replacingYY() -> String {
        var result = ""
        var characters = self[...]
        while let character = characters.first {
            if characters.hasPrefix("YYYY") {
                result += "YYYY"
                characters = characters.dropFirst(4)
            } else if characters.hasPrefix("YY") {
                result += "YYYY"
                characters = characters.dropFirst(2)
            } else {
                result.append(character)
                characters = characters.dropFirst()
            }
        }
        return result
    }
}
