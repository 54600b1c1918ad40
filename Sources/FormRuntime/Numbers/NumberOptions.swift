/// Arguments of `number(grouping:signed:maxDigits:)`.
public struct NumberOptions: Sendable, Hashable, Codable {
    /// The largest `maxDigits` an `int` holds without overflow.
    package static let maxDigitsLimit = 18

    /// Show the locale's grouping separators.
    public var grouping: Bool
    /// Accept one leading minus.
    public var signed: Bool
    /// At most this many digits (1...``maxDigitsLimit``).
    public var maxDigits: Int

    /// Creates options with the language's defaults.
    public init(grouping: Bool = true, signed: Bool = true, maxDigits: Int = 18) {
        self.grouping = grouping
        self.signed = signed
        self.maxDigits = maxDigits
    }
}

/// Arguments of `decimal(scale:grouping:signed:maxDigits:padFraction:)`.
public struct DecimalOptions: Sendable, Hashable, Codable {
    /// The largest `maxDigits` a `Decimal` holds exactly.
    package static let maxDigitsLimit = 38

    /// Fraction digits allowed; `nil` is unlimited (within `maxDigits`), `0`
    /// accepts no decimal separator.
    public var scale: Int?
    /// Show the locale's grouping separators.
    public var grouping: Bool
    /// Accept one leading minus.
    public var signed: Bool
    /// At most this many digits in the integer and fraction parts together,
    /// not counting a lone leading `0` (1...``maxDigitsLimit``).
    public var maxDigits: Int
    /// On commit, pad a non-empty value's fraction to `scale` digits.
    public var padFraction: Bool

    /// Creates options with the language's defaults.
    public init(scale: Int? = nil, grouping: Bool = true, signed: Bool = true, maxDigits: Int = 28, padFraction: Bool = false) {
        self.scale = scale
        self.grouping = grouping
        self.signed = signed
        self.maxDigits = maxDigits
        self.padFraction = padFraction
    }
}
