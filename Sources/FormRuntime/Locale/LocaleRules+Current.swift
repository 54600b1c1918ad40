import Foundation

extension LocaleRules {
    /// The rules of the user's current locale, resolved at run time through
    /// Foundation (for forms without a fixed `locale`).
    public static func current() -> LocaleRules {
        LocaleRules(foundationLocale: Locale.current)
    }

    /// The rules Foundation's number formatting uses for `locale`.
    ///
    /// They are read from how `Decimal.FormatStyle` writes probe numbers, which
    /// follows CLDR grouping (Indian `12,34,567`, minimum grouping digits)
    /// where the legacy `NumberFormatter` does not on every platform; the
    /// symbols are always those of the Latin-digit numbering system.
    public init(foundationLocale locale: Locale) {
        let latin = locale.identifier.contains("@") ? locale : Locale(identifier: locale.identifier + "@numbers=latn")
        let style = Decimal.FormatStyle(locale: latin)
        let negative = Array((Decimal(string: "-1234567890.5") ?? -1).formatted(style))
        let short = Array(Decimal(1234).formatted(style))

        // Minus: everything before the first digit.
        let firstDigit = negative.firstIndex { $0.isASCII && $0.isNumber } ?? 0
        let minus = LocaleRules.removingBidiMarks(String(negative[..<firstDigit]))
        // The digits and separators after the minus, without trailing marks.
        let body = negative[firstDigit...].prefix { !LocaleRules.isBidiMark($0) }
        let lastDigit = body.lastIndex { $0.isASCII && $0.isNumber } ?? body.startIndex
        let integerEnd = body[..<lastDigit].lastIndex { !($0.isASCII && $0.isNumber) } ?? lastDigit
        let decimal = integerEnd < lastDigit ? String(body[integerEnd]) : "."
        let integer = body[body.startIndex..<integerEnd]
        let grouping = integer.first { !($0.isASCII && $0.isNumber) }.map { String($0) } ?? ","
        // Group sizes from the digit runs between separators: 1,23,45,67,890.
        let runs = integer.split { !($0.isASCII && $0.isNumber) }.map(\.count)
        let primary = runs.count >= 2 ? runs[runs.count - 1] : 3
        let secondary = runs.count >= 3 ? runs[runs.count - 2] : primary
        let shortHasSeparator = short.contains { !($0.isASCII && $0.isNumber) && !LocaleRules.isBidiMark($0) }

        self.init(
            identifier: locale.identifier,
            decimalSeparator: decimal,
            groupingSeparator: grouping,
            primaryGroupSize: primary,
            secondaryGroupSize: secondary,
            minimumGroupingDigits: runs.count >= 2 && !shortHasSeparator ? 2 : 1,
            minusSign: minus.isEmpty ? "-" : minus
        )
    }

    /// `text` without bidi control characters (LRM, RLM, ALM, embeddings,
    /// isolates), as locale minus signs sometimes carry them.
    static func removingBidiMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isBidiMark(scalar) {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    private static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func isBidiMark(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { isBidiMark($0) }
    }
}
