/// A calendar month without day, time or time zone (LANGUAGE.md §14): the
/// model type of a `month` field. Encoded as the string `"2026-11"`.
public struct FormMonth: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year, 1…9999.
    public let year: Int
    /// The month, 1…12.
    public let month: Int

    /// The month, or nil when `month` is not 1…12 or `year` not 1…9999.
    public init?(year: Int, month: Int) {
        guard FormCalendar.isValid(year: year, month: month, day: 1) else { return nil }
        self.year = year
        self.month = month
    }

    /// A month the compiler already validated; an invalid one gives 1970-01.
    public init(checkedYear year: Int, month: Int) {
        if FormCalendar.isValid(year: year, month: month, day: 1) {
            self.year = year
            self.month = month
        } else {
            self.year = 1970
            self.month = 1
        }
    }

    /// 1970-01, the initial value of a `month` field without `default`.
    public static let initial = FormMonth(checkedYear: 1970, month: 1)

    /// Parses `yyyy-mm`.
    public init?(iso text: String) {
        guard let numbers = FormCalendar.isoNumbers(text, widths: [4, 2]) else { return nil }
        self.init(year: numbers[0], month: numbers[1])
    }

    /// `2026-11`.
    public var description: String { FormCalendar.padded(year, 4) + "-" + FormCalendar.padded(month, 2) }

    /// Earlier months first.
    public static func < (lhs: FormMonth, rhs: FormMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    /// Encodes as `"2026-11"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes `"2026-11"`; anything else is a data-corrupted error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let month = FormMonth(iso: text) else {
            let written = FormCalendar.isoNumbers(text, widths: [4, 2]) != nil
            throw DecodingError.dataCorruptedError(in: container, debugDescription: written
                ? "'\(text)' is not on the calendar (months run from 01 to 12, years from 0001 to 9999)"
                : "'\(text)' is not a month written yyyy-mm")
        }
        self = month
    }
}
