/// The number, date and case-mapping rules of one locale, as plain data.
///
/// The compiler embeds a table of these derived from CLDR, so generated code
/// never depends on the platform's ICU version. Symbols are always those of the
/// Latin-digit numbering system; digits are always shown as ASCII.
public struct LocaleRules: Sendable, Hashable, Codable {
    /// The locale identifier these rules were resolved from, such as `fr_FR`.
    public var identifier: String
    /// The decimal separator, such as `,` in `fr_FR`.
    public var decimalSeparator: String
    /// The grouping separator, such as U+202F in `fr_FR` or `’` in `de_CH`.
    public var groupingSeparator: String
    /// Size of the group nearest the decimal separator (3 almost everywhere).
    public var primaryGroupSize: Int
    /// Size of every further group (2 in Indian grouping, `12,34,567`);
    /// equal to `primaryGroupSize` where the locale has no secondary size.
    public var secondaryGroupSize: Int
    /// Grouping is used only when the integer part has at least
    /// `primaryGroupSize + minimumGroupingDigits` digits: with 2 (Polish,
    /// Spanish) `1234` is written without a separator but `12 345` with one.
    public var minimumGroupingDigits: Int
    /// The minus sign shown for negative numbers, without bidi marks.
    public var minusSign: String
    /// The numeric date input pattern of a `date` field without `format`
    /// (LANGUAGE.md §14), such as `DD.MM.YYYY` in `de_DE`: CLDR's short date
    /// order and separator with two-digit day and month and four-digit year.
    public var datePattern: String

    /// Creates rules from their parts.
    public init(
        identifier: String,
        decimalSeparator: String,
        groupingSeparator: String,
        primaryGroupSize: Int = 3,
        secondaryGroupSize: Int? = nil,
        minimumGroupingDigits: Int = 1,
        minusSign: String = "-",
        datePattern: String = "MM/DD/YYYY"
    ) {
        self.identifier = identifier
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroupSize = primaryGroupSize
        self.secondaryGroupSize = secondaryGroupSize ?? primaryGroupSize
        self.minimumGroupingDigits = minimumGroupingDigits
        self.minusSign = minusSign
        self.datePattern = datePattern
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, decimalSeparator, groupingSeparator, primaryGroupSize, secondaryGroupSize
        case minimumGroupingDigits, minusSign, datePattern
    }

    /// Decodes rules; `datePattern`, added with dates, defaults to `MM/DD/YYYY`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        decimalSeparator = try container.decode(String.self, forKey: .decimalSeparator)
        groupingSeparator = try container.decode(String.self, forKey: .groupingSeparator)
        primaryGroupSize = try container.decode(Int.self, forKey: .primaryGroupSize)
        secondaryGroupSize = try container.decode(Int.self, forKey: .secondaryGroupSize)
        minimumGroupingDigits = try container.decode(Int.self, forKey: .minimumGroupingDigits)
        minusSign = try container.decode(String.self, forKey: .minusSign)
        datePattern = try container.decodeIfPresent(String.self, forKey: .datePattern) ?? "MM/DD/YYYY"
    }

    /// The language part of the identifier (`tr` for `tr_TR`), which selects
    /// tailored case mapping.
    public var languageCode: String {
        let separators: Set<Character> = ["_", "-"]
        return String(identifier.prefix { !separators.contains($0) }).lowercased()
    }

    /// `en_US` rules: `.` decimal, `,` grouping in threes, `-` minus.
    public static let enUS = LocaleRules(identifier: "en_US", decimalSeparator: ".", groupingSeparator: ",")
}
