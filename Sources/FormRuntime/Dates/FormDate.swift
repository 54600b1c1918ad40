import Foundation

/// A calendar date without time of day or time zone (LANGUAGE.md §14): the
/// model type of a `date` field. Encoded as the string `"2026-11-23"`.
public struct FormDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year, 1…9999.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…(days in that month).
    public let day: Int

    /// The date, or nil when it is not a day of the proleptic Gregorian
    /// calendar between years 1 and 9999 (`FormDate(year: 2026, month: 2, day: 31)` is nil).
    public init?(year: Int, month: Int, day: Int) {
        guard FormCalendar.isValid(year: year, month: month, day: day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A date the compiler already validated (a `date(…)` literal or a
    /// default). A value that is not a date (impossible after checking)
    /// gives 1970-01-01 rather than a crash.
    public init(checkedYear year: Int, month: Int, day: Int) {
        if FormCalendar.isValid(year: year, month: month, day: day) {
            self.year = year
            self.month = month
            self.day = day
        } else {
            self.year = 1970
            self.month = 1
            self.day = 1
        }
    }

    /// 1970-01-01, the initial value of a `date` field without `default`.
    public static let initial = FormDate(checkedYear: 1970, month: 1, day: 1)

    /// Parses `yyyy-mm-dd` (exactly four, two and two ASCII digits).
    public init?(iso text: String) {
        guard let numbers = FormCalendar.isoNumbers(text, widths: [4, 2, 2]) else { return nil }
        self.init(year: numbers[0], month: numbers[1], day: numbers[2])
    }

    /// Today in the user's current time zone, read from the clock once.
    public static func today() -> FormDate {
        TodayCache.shared.date(at: Date())
    }

    /// The date `instant` falls on in `timeZone`: the day of the instant
    /// moved by the zone's offset from UTC at that instant. An instant outside
    /// years 1…9999 gives 1970-01-01, like any value that is not a date.
    ///
    /// Generated `validate(on:today:)` of a form that reads `today` evaluates
    /// its default `.today()` on every call, so this is arithmetic on the
    /// offset rather than a `Calendar` (which took more than half of the
    /// validator benchmark's instructions; docs/PERFORMANCE.md).
    public static func today(at instant: Date, in timeZone: TimeZone) -> FormDate {
        today(at: instant, offset: timeZone.secondsFromGMT(for: instant))
    }

    /// The date `instant` falls on where clocks are `offset` seconds ahead of UTC.
    static func today(at instant: Date, offset: Int) -> FormDate {
        let local = (instant.timeIntervalSince1970 + Double(offset)).rounded(.down)
        // Years 1…9999 lie within 2.6e11 seconds of 1970; beyond that (or NaN) is no date.
        guard local.magnitude < 3e11 else { return .initial }
        let (days, seconds) = Int(local).quotientAndRemainder(dividingBy: 86_400)
        return FormCalendar.date(dayNumber: FormCalendar.dayNumber(.initial) + days - (seconds < 0 ? 1 : 0))
    }

    /// The month this date is in.
    public var monthOfYear: FormMonth { FormMonth(checkedYear: year, month: month) }

    /// `2026-11-23`.
    public var description: String {
        FormCalendar.padded(year, 4) + "-" + FormCalendar.padded(month, 2) + "-" + FormCalendar.padded(day, 2)
    }

    /// Earlier dates first.
    public static func < (lhs: FormDate, rhs: FormDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Encodes as `"2026-11-23"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes `"2026-11-23"`; anything else is a data-corrupted error that
    /// says which: not written yyyy-mm-dd, or written so but not on the calendar.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = FormDate(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.whyNotADate(text))
        }
        self = date
    }

    /// Why `text` is not a date: `'1985-02-30' is not on the calendar
    /// (February 1985 has 28 days)`, or `'…' is not a date written yyyy-mm-dd`.
    static func whyNotADate(_ text: String) -> String {
        guard let numbers = FormCalendar.isoNumbers(text, widths: [4, 2, 2]) else {
            return "'\(text)' is not a date written yyyy-mm-dd"
        }
        let (year, month, day) = (numbers[0], numbers[1], numbers[2])
        if year < 1 { return "'\(text)' is not on the calendar (years run from 0001 to 9999)" }
        if !(1...12).contains(month) { return "'\(text)' is not on the calendar (there is no month \(month))" }
        if day < 1 { return "'\(text)' is not on the calendar (there is no day 0)" }
        return "'\(text)' is not on the calendar (\(FormCalendar.monthName(month)) \(year) has \(FormCalendar.daysIn(year: year, month: month)) days)"
    }
}
