/// One formatter of a `format` chain, as a value (§5 of LANGUAGE.md).
public enum FormatterSpec: Sendable, Hashable, Codable {
    /// Keeps decimal digits (category Nd), shown as ASCII.
    case digits
    /// Keeps letters (category L plus attached combining marks).
    case letters
    /// Keeps letters and digits.
    case alphanumeric
    /// Keeps only the characters of the set.
    case allow(CharacterPattern)
    /// Drops the characters of the set.
    case deny(CharacterPattern)
    /// Lower-cases inserted text under the chain's locale.
    case lowercase
    /// Upper-cases inserted text under the chain's locale.
    case uppercase
    /// On commit, removes leading and trailing white space.
    case trim
    /// At most this many characters.
    case limit(Int)
    /// Fits input to a pattern; with `raw` the value holds only slot characters.
    case mask(MaskPattern, raw: Bool)
    /// An integer with the locale's grouping and minus sign.
    case number(NumberOptions)
    /// A decimal number with the locale's separators.
    case decimal(DecimalOptions)
    /// `date("DD.MM.YYYY")` / `month("MM/YY")`: digits typed into a date
    /// pattern (LANGUAGE.md §14).
    case date(DatePattern)

    /// The built-in formatter this is.
    package var builtin: BuiltinFormatterName {
        switch self {
        case .digits: .digits
        case .letters: .letters
        case .alphanumeric: .alphanumeric
        case .allow: .allow
        case .deny: .deny
        case .lowercase: .lowercase
        case .uppercase: .uppercase
        case .trim: .trim
        case .limit: .limit
        case .mask: .mask
        case .number: .number
        case .decimal: .decimal
        case let .date(pattern): pattern.kind == .month ? .month : .date
        }
    }

    /// The name used in `.form` source, such as `mask`.
    public var name: String { builtin.rawValue }
}
