/// The resolved rules of a `number` or `decimal` formatter: its options and
/// the locale's symbols, prepared for the keystroke path.
///
/// The options and group sizes, and the rules on them (`acceptsSeparator`,
/// `separatorBefore`, `groups`), are a ``NumericShape``; this type adds the
/// locale's symbols, which ``NumericFormatter`` turns into its text units.
struct NumericRules: Sendable {
    /// Options and group sizes, without symbols.
    let shape: NumericShape
    let padFraction: Bool
    /// Shown for a negative number (the locale's, without bidi marks).
    let minusSign: [Character]
    /// Shown between the integer and fraction parts.
    let decimalSeparator: [Character]
    /// Shown between digit groups.
    let groupingSeparator: [Character]
    /// Characters accepted as the decimal separator when typed.
    let separatorInputs: [Character]
    let localeMinus: Character?

    init(number options: NumberOptions, locale: LocaleRules) {
        self.init(locale: locale, isDecimal: false, grouping: options.grouping, signed: options.signed,
                  maxDigits: options.maxDigits, scale: 0, padFraction: false)
    }

    init(decimal options: DecimalOptions, locale: LocaleRules) {
        self.init(locale: locale, isDecimal: true, grouping: options.grouping, signed: options.signed,
                  maxDigits: options.maxDigits, scale: options.scale, padFraction: options.padFraction)
    }

    private init(locale: LocaleRules, isDecimal: Bool, grouping: Bool, signed: Bool, maxDigits: Int, scale: Int?, padFraction: Bool) {
        self.shape = NumericShape(
            isDecimal: isDecimal, grouping: grouping, signed: signed, maxDigits: max(0, maxDigits), scale: scale.map { max(0, $0) },
            primaryGroupSize: max(1, locale.primaryGroupSize), secondaryGroupSize: max(1, locale.secondaryGroupSize),
            minimumGroupingDigits: max(1, locale.minimumGroupingDigits)
        )
        self.padFraction = padFraction
        let minus = Array(LocaleRules.removingBidiMarks(locale.minusSign))
        self.minusSign = minus.isEmpty ? ["-"] : minus
        self.localeMinus = minus.count == 1 ? minus.first : nil
        let decimal = Array(locale.decimalSeparator)
        self.decimalSeparator = decimal.isEmpty ? ["."] : decimal
        let group = Array(locale.groupingSeparator)
        self.groupingSeparator = group
        var inputs: [Character] = decimal.count == 1 ? decimal : []
        for candidate: Character in [".", ","] where !group.contains(candidate) && !inputs.contains(candidate) {
            inputs.append(candidate)
        }
        self.separatorInputs = inputs
    }
}

/// What one character typed into a number field means.
enum NumericToken: Sendable, Equatable {
    case minus
    case digit(UInt8)
    case separator
}
