import Foundation

/// The answer of `FormDate.today()`, kept for as long as it cannot change.
///
/// Generated `validate(on:today:)` evaluates its default `.today()` on every
/// call when a condition of the form reads `today` (other forms never read
/// the clock: docs/CODEGEN.md). Asking the time zone each time was the largest cost of validating a
/// small form (docs/PERFORMANCE.md, "Generated validator throughput"); with
/// this cache a call reads the clock and compares it with the instant until
/// which the date holds: the next local midnight or the zone's next offset
/// change (daylight saving time), whichever comes first, and at most an hour,
/// so that no quirk of the zone's data keeps a date longer than that.
final class TodayCache: @unchecked Sendable {
    /// The one cache `FormDate.today()` reads.
    static let shared = TodayCache()

    private let lock = NSLock()
    private var validFrom = Double.infinity
    private var validUntil = -Double.infinity
    private var date = FormDate.initial

    /// The date `now` falls on in `zone` (read only when the date kept no
    /// longer holds: the cache assumes every call passes the same zone, as
    /// `TimeZone.current` is until Foundation is told the system's changed).
    func date(at now: Date, in currentZone: @autoclosure () -> TimeZone = TimeZone.current) -> FormDate {
        let seconds = now.timeIntervalSince1970
        lock.lock()
        defer { lock.unlock() }
        if seconds >= validFrom, seconds < validUntil { return date }
        let zone = currentZone()
        let offset = zone.secondsFromGMT(for: now)
        date = FormDate.today(at: now, offset: offset)
        let local = seconds + Double(offset)
        let nextMidnight = ((local / 86_400).rounded(.down) + 1) * 86_400 - Double(offset)
        let nextTransition = zone.nextDaylightSavingTimeTransition(after: now)?.timeIntervalSince1970 ?? .infinity
        validFrom = seconds
        validUntil = min(nextMidnight, nextTransition, seconds + 3_600)
        return date
    }
}
