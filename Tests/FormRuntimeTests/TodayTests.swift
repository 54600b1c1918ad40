@_spi(Generated) @testable import FormRuntime
import Foundation
import Testing

/// `FormDate.today(at:in:)` is arithmetic on the time zone's offset (it runs
/// on every `validate` call); `Calendar` is kept here as its oracle.
@Suite struct TodayTests {
    /// What `today(at:in:)` answered when it asked `Calendar`.
    static func calendarDate(_ instant: Date, _ timeZone: TimeZone) -> FormDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return FormDate(checkedYear: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    static let zones = [
        "UTC", "Asia/Tokyo", "America/New_York", "Europe/Paris", "Asia/Kolkata", "Asia/Kathmandu",
        "Pacific/Chatham", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/St_Johns", "Australia/Lord_Howe",
    ]

    @Test(arguments: zones)
    func agreesWithCalendar(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        // Instants from 1900 to 2100 (a fixed pseudo-random walk), each also a
        // second before and after local midnight of its day.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let seconds = Double(Int64(bitPattern: state >> 1) % 6_311_390_400) - 2_208_988_800
            let instant = Date(timeIntervalSince1970: seconds)
            let offset = Double(timeZone.secondsFromGMT(for: instant))
            let local = (seconds + offset).rounded(.down)
            let midnight = local - local.truncatingRemainder(dividingBy: 86_400) - offset
            for probe in [instant, Date(timeIntervalSince1970: midnight - 1), Date(timeIntervalSince1970: midnight), Date(timeIntervalSince1970: midnight + 1)] {
                #expect(FormDate.today(at: probe, in: timeZone) == Self.calendarDate(probe, timeZone), "\(zone) \(probe.timeIntervalSince1970)")
            }
        }
    }

    @Test func acrossDaylightSavingTransitions() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        // 2026-03-29 01:00 UTC: Paris goes from 02:00 to 03:00 on the 29th.
        // 2026-11-01 06:00 UTC: New York goes from 02:00 back to 01:00 on the 1st.
        for (zone, transition) in [(paris, 1_774_746_000.0), (newYork, 1_793_512_800.0)] {
            for delta in stride(from: -86_400.0, through: 86_400, by: 1_800) {
                let instant = Date(timeIntervalSince1970: transition + delta)
                #expect(FormDate.today(at: instant, in: zone) == Self.calendarDate(instant, zone))
            }
        }
    }

    @Test func everyDayOfYears1To9999() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        var expected = try DateTests.date(1, 1, 1)
        var instant = -62_135_596_800.0 + 43_200  // noon, 0001-01-01 UTC
        var checked = 0
        while true {
            let answer = FormDate.today(at: Date(timeIntervalSince1970: instant), in: utc)
            guard answer == expected else {
                Issue.record("\(instant): \(answer) instead of \(expected)")
                return
            }
            checked += 1
            guard let next = Self.dayAfter(expected) else { break }
            expected = next
            instant += 86_400
        }
        #expect(checked == 3_652_059, "every day from 0001-01-01 to 9999-12-31")
    }

    @Test func instantsOutsideYears1To9999AreNoDate() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(FormDate.today(at: Date(timeIntervalSince1970: -62_135_596_801), in: utc) == .initial)
        #expect(FormDate.today(at: Date(timeIntervalSince1970: 253_402_300_800), in: utc) == .initial)
        #expect(FormDate.today(at: Date(timeIntervalSince1970: 1e300), in: utc) == .initial)
        #expect(FormDate.today(at: Date(timeIntervalSince1970: -.infinity), in: utc) == .initial)
        #expect(FormDate.today(at: Date(timeIntervalSince1970: .nan), in: utc) == .initial)
        #expect(FormDate.today(at: Date(timeIntervalSince1970: 253_402_300_799), in: utc) == (try DateTests.date(9999, 12, 31)))
    }

    static func dayAfter(_ date: FormDate) -> FormDate? {
        if date.day < FormCalendar.daysIn(year: date.year, month: date.month) {
            return FormDate(year: date.year, month: date.month, day: date.day + 1)
        }
        if date.month < 12 { return FormDate(year: date.year, month: date.month + 1, day: 1) }
        return FormDate(year: date.year + 1, month: 1, day: 1)
    }
}

/// `FormDate.today()` keeps its answer until the next local midnight or
/// offset change (`TodayCache`): walking the clock through a year, the kept
/// answer must always be the one computed afresh.
@Suite struct TodayCacheTests {
    @Test(arguments: ["Europe/Paris", "America/Havana", "Asia/Beirut", "America/Santiago", "Asia/Kolkata", "Australia/Lord_Howe"])
    func keptDateIsAlwaysTodays(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let cache = TodayCache()
        // 2026, every 7 minutes (so that steps fall on every minute of the hour over the year).
        var seconds = 1_767_225_600.0
        while seconds < 1_798_761_600 {
            let now = Date(timeIntervalSince1970: seconds)
            let kept = cache.date(at: now, in: timeZone)
            let fresh = FormDate.today(at: now, in: timeZone)
            guard kept == fresh else {
                Issue.record("\(zone) at \(seconds): kept \(kept), today is \(fresh)")
                return
            }
            seconds += 420
        }
    }

    @Test func aClockSetBackIsNotAnsweredFromTheCache() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let cache = TodayCache()
        #expect(cache.date(at: Date(timeIntervalSince1970: 1_795_476_600), in: utc) == (try DateTests.date(2026, 11, 23)))
        #expect(cache.date(at: Date(timeIntervalSince1970: 1_795_476_600 - 86_400), in: utc) == (try DateTests.date(2026, 11, 22)))
    }

    @Test func todayIsTheCurrentZonesDate() {
        let now = Date()
        let expected = FormDate.today(at: now, in: TimeZone.current)
        let answer = FormDate.today()
        // The clock may pass midnight between the two reads.
        #expect(answer == expected || answer == FormDate.today(at: Date(), in: TimeZone.current))
    }
}
