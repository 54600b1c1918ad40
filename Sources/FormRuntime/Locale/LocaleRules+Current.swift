import Foundation

extension LocaleRules {
    /// The rules of the user's current locale, resolved at run time through
    /// Foundation (for forms without a fixed `locale`). Minimum grouping
    /// digits are not exposed by Foundation and default to 1.
    public static func current() -> LocaleRules {
        LocaleRules(foundationLocale: Locale.current)
    }

    /// The rules Foundation's `NumberFormatter` reports for `locale`.
    public init(foundationLocale locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        let primary = formatter.groupingSize > 0 ? formatter.groupingSize : 3
        let secondary = formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : primary
        let minus = LocaleRules.removingBidiMarks(formatter.minusSign ?? "-")
        self.init(
            identifier: locale.identifier,
            decimalSeparator: formatter.decimalSeparator ?? ".",
            groupingSeparator: formatter.groupingSeparator ?? ",",
            primaryGroupSize: primary,
            secondaryGroupSize: secondary,
            minimumGroupingDigits: 1,
            minusSign: minus.isEmpty ? "-" : minus
        )
    }

    /// `text` without bidi control characters (LRM, RLM, ALM, embeddings,
    /// isolates), as locale minus signs sometimes carry them.
    static func removingBidiMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
