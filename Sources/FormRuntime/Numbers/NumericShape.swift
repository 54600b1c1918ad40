/// The options and group sizes of a `number` or `decimal` formatter, without
/// the locale's symbols (plain data, so the keystroke path copies no
/// arrays), and the rules that depend on them alone.
struct NumericShape: Sendable {
    let isDecimal: Bool
    let grouping: Bool
    let signed: Bool
    /// At least 0.
    let maxDigits: Int
    /// At least 0 when given.
    let scale: Int?
    /// Each at least 1.
    let primaryGroupSize: Int
    let secondaryGroupSize: Int
    let minimumGroupingDigits: Int

    /// Whether a decimal separator may be typed: a decimal with fraction digits.
    var acceptsSeparator: Bool { isDecimal && scale != 0 }

    /// Whether a grouping separator goes before integer digit `index` of `count`.
    @inline(__always)
    func separatorBefore(digit index: Int, of count: Int) -> Bool {
        guard index > 0 else { return false }
        let fromRight = count - index
        if fromRight == primaryGroupSize { return true }
        return fromRight > primaryGroupSize && (fromRight - primaryGroupSize) % secondaryGroupSize == 0
    }

    /// Whether an integer part of `count` digits is grouped, for a locale
    /// with a grouping separator (``NumericRules/groups(_:)`` checks that).
    @inline(__always)
    func groups(_ count: Int) -> Bool {
        grouping && count >= primaryGroupSize + minimumGroupingDigits
    }
}
