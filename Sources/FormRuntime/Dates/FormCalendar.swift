/// Calendar arithmetic of the expression functions `years`, `months` and
/// `days` (LANGUAGE.md §14), on the proleptic Gregorian calendar. Generated
/// validators and the preview interpreter call these same functions.
@_spi(Generated)
public enum FormCalendar {
    /// Whether `year`-`month`-`day` is a calendar date with a year of 1…9999.
    public static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1 else { return false }
        return day <= daysIn(year: year, month: month)
    }

    /// Whether `year` has 29 February.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The English name of a month (`month` 1…12), for messages.
    static func monthName(_ month: Int) -> String {
        let names = ["January", "February", "March", "April", "May", "June", "July",
                     "August", "September", "October", "November", "December"]
        return names.indices.contains(month - 1) ? names[month - 1] : "month \(month)"
    }

    /// The number of days of a month (`month` 1…12).
    public static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whole years from `a` to `b`: negative when `b` is earlier. A year is
    /// complete on the same month and day (29 February counts as complete on
    /// 28 February of a year without it, as 1 March would overshoot).
    public static func years(_ a: FormDate, _ b: FormDate) -> Int {
        let total = months(a, b)
        return total / 12
    }

    /// Whole months from `a` to `b`: negative when `b` is earlier. A month is
    /// complete on the same day of a later month, or on that month's last day
    /// when it is shorter (31 January to 28 February is one month).
    public static func months(_ a: FormDate, _ b: FormDate) -> Int {
        if b < a { return -months(b, a) }
        var count = (b.year - a.year) * 12 + (b.month - a.month)
        let lastDayOfB = daysIn(year: b.year, month: b.month)
        if b.day < a.day, b.day < lastDayOfB { count -= 1 }
        return count
    }

    /// Whole years from month `a` to month `b`.
    public static func years(_ a: FormMonth, _ b: FormMonth) -> Int {
        months(a, b) / 12
    }

    /// Months from month `a` to month `b`.
    public static func months(_ a: FormMonth, _ b: FormMonth) -> Int {
        (b.year - a.year) * 12 + (b.month - a.month)
    }

    /// Days from `a` to `b`: negative when `b` is earlier.
    public static func days(_ a: FormDate, _ b: FormDate) -> Int {
        dayNumber(b) - dayNumber(a)
    }

    /// The number of days from 0000-03-01 (proleptic Gregorian) to `date`.
    static func dayNumber(_ date: FormDate) -> Int {
        // Days-from-civil (H. Hinnant), with the year starting in March.
        let y = date.month <= 2 ? date.year - 1 : date.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = date.month
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + date.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra
    }

    /// The date `dayNumber` days after 0000-03-01, the inverse of
    /// ``dayNumber(_:)``; a day outside years 1…9999 gives 1970-01-01.
    static func date(dayNumber: Int) -> FormDate {
        // Civil-from-days (H. Hinnant), with the year starting in March.
        let era = (dayNumber >= 0 ? dayNumber : dayNumber - 146_096) / 146_097
        let dayOfEra = dayNumber - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return FormDate(checkedYear: year, month: month, day: day)
    }

    /// `value` with leading zeros to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The value of a run of ASCII digits, or nil.
    /// The numbers of an ISO text such as `2026-11-23` whose `-`-separated
    /// parts are ASCII digits of exactly `widths` (`[4, 2, 2]`), or nil. It
    /// says how the text is written, not whether it is on the calendar.
    static func isoNumbers(_ text: String, widths: [Int]) -> [Int]? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == widths.count else { return nil }
        var numbers: [Int] = []
        for (part, width) in zip(parts, widths) {
            guard part.count == width, let number = digits(part) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
