import Foundation

/// A set of numbers as a union of disjoint intervals, sorted: what a
/// condition on one number (a field's `value` or `length`) holds for. Over
/// whole numbers (``isIntegral``) every interval is closed, so `x > 130` is
/// `[131, ∞)`; over decimals the ends may be open.
struct IntervalSet: Equatable {
    /// One end of an interval: a number, closed or open; `nil` is infinity.
    struct Bound: Equatable {
        var value: Decimal
        var isClosed: Bool
    }

    /// One interval; `lower`/`upper` nil are −∞/+∞.
    struct Interval: Equatable {
        var lower: Bound?
        var upper: Bound?
    }

    /// The intervals, disjoint and sorted.
    private(set) var intervals: [Interval]
    /// Whether the numbers are whole (`int` values, lengths).
    let isIntegral: Bool

    /// The empty set.
    static func empty(integral: Bool) -> IntervalSet { IntervalSet(intervals: [], isIntegral: integral) }

    /// Every number.
    static func all(integral: Bool) -> IntervalSet { IntervalSet(intervals: [Interval(lower: nil, upper: nil)], isIntegral: integral) }

    /// The numbers between `lower` and `upper` (each end optional: unbounded).
    static func between(_ lower: Bound?, _ upper: Bound?, integral: Bool) -> IntervalSet {
        IntervalSet(intervals: [Interval(lower: lower, upper: upper)], isIntegral: integral).normalized()
    }

    /// Whether the set holds no number.
    var isEmpty: Bool { intervals.isEmpty }

    /// Whether `number` is in the set.
    func contains(_ number: Decimal) -> Bool {
        intervals.contains { interval in
            let aboveLower = interval.lower.map { $0.isClosed ? number >= $0.value : number > $0.value } ?? true
            let belowUpper = interval.upper.map { $0.isClosed ? number <= $0.value : number < $0.value } ?? true
            return aboveLower && belowUpper
        }
    }

    /// The largest number of the set, when it has one (nil when unbounded
    /// above, empty, or its supremum is an open end).
    var maximum: Decimal? {
        guard let last = intervals.last, let upper = last.upper, upper.isClosed else { return nil }
        return upper.value
    }

    /// The smallest number of the set, when it has one.
    var minimum: Decimal? {
        guard let first = intervals.first, let lower = first.lower, lower.isClosed else { return nil }
        return lower.value
    }

    /// The numbers not in the set.
    var complement: IntervalSet {
        var result: [Interval] = []
        var previous: Bound?? = .some(nil)  // the start of the next gap; .some(nil) is −∞
        for interval in intervals {
            if let lower = interval.lower, case .some(let start) = previous {
                result.append(Interval(lower: start, upper: Bound(value: lower.value, isClosed: !lower.isClosed)))
            }
            if let upper = interval.upper {
                previous = .some(Bound(value: upper.value, isClosed: !upper.isClosed))
            } else {
                previous = .none
            }
        }
        if case .some(let start) = previous { result.append(Interval(lower: start, upper: nil)) }
        return IntervalSet(intervals: result, isIntegral: isIntegral).normalized()
    }

    /// The numbers in both sets.
    func intersection(_ other: IntervalSet) -> IntervalSet {
        var result: [Interval] = []
        for a in intervals {
            for b in other.intervals {
                let lower = Self.stricterLower(a.lower, b.lower)
                let upper = Self.stricterUpper(a.upper, b.upper)
                result.append(Interval(lower: lower, upper: upper))
            }
        }
        return IntervalSet(intervals: result, isIntegral: isIntegral).normalized()
    }

    /// The numbers in either set.
    func union(_ other: IntervalSet) -> IntervalSet {
        IntervalSet(intervals: intervals + other.intervals, isIntegral: isIntegral).normalized()
    }

    /// Whether every number of the set is in `other`.
    func isSubset(of other: IntervalSet) -> Bool {
        intersection(other.complement).isEmpty
    }

    private static func stricterLower(_ a: Bound?, _ b: Bound?) -> Bound? {
        guard let a else { return b }
        guard let b else { return a }
        if a.value != b.value { return a.value > b.value ? a : b }
        return Bound(value: a.value, isClosed: a.isClosed && b.isClosed)
    }

    private static func stricterUpper(_ a: Bound?, _ b: Bound?) -> Bound? {
        guard let a else { return b }
        guard let b else { return a }
        if a.value != b.value { return a.value < b.value ? a : b }
        return Bound(value: a.value, isClosed: a.isClosed && b.isClosed)
    }

    /// Empty intervals dropped, whole-number ends closed (`(1, 5)` is
    /// `[2, 4]`), sorted by lower end, and overlapping or touching intervals
    /// merged.
    private func normalized() -> IntervalSet {
        var items: [Interval] = []
        for var interval in intervals {
            if isIntegral {
                interval.lower = interval.lower.map { Bound(value: Self.wholeAbove($0), isClosed: true) }
                interval.upper = interval.upper.map { Bound(value: Self.wholeBelow($0), isClosed: true) }
            }
            if let lower = interval.lower, let upper = interval.upper {
                if lower.value > upper.value { continue }
                if lower.value == upper.value, !(lower.isClosed && upper.isClosed) { continue }
            }
            items.append(interval)
        }
        items.sort { a, b in
            guard let x = a.lower else { return b.lower != nil }
            guard let y = b.lower else { return false }
            return x.value < y.value || x.value == y.value && x.isClosed && !y.isClosed
        }
        var merged: [Interval] = []
        for item in items {
            guard var last = merged.last else {
                merged.append(item)
                continue
            }
            if touches(last.upper, item.lower) {
                last.upper = Self.looserUpper(last.upper, item.upper)
                merged[merged.count - 1] = last
            } else {
                merged.append(item)
            }
        }
        return IntervalSet(intervals: merged, isIntegral: isIntegral)
    }

    /// Whether an interval ending at `upper` meets one starting at `lower`
    /// (sorted after it), so the two are one interval.
    private func touches(_ upper: Bound?, _ lower: Bound?) -> Bool {
        guard let upper, let lower else { return true }
        if isIntegral { return lower.value <= upper.value + 1 }
        if lower.value < upper.value { return true }
        return lower.value == upper.value && (lower.isClosed || upper.isClosed)
    }

    private static func looserUpper(_ a: Bound?, _ b: Bound?) -> Bound? {
        guard let a, let b else { return nil }
        if a.value != b.value { return a.value > b.value ? a : b }
        return Bound(value: a.value, isClosed: a.isClosed || b.isClosed)
    }

    /// The least whole number the bound admits as a lower end.
    private static func wholeAbove(_ bound: Bound) -> Decimal {
        let floor = rounded(bound.value, .down)
        if floor == bound.value { return bound.isClosed ? floor : floor + 1 }
        return floor + 1
    }

    /// The greatest whole number the bound admits as an upper end.
    private static func wholeBelow(_ bound: Bound) -> Decimal {
        let floor = rounded(bound.value, .down)
        if floor == bound.value { return bound.isClosed ? floor : floor - 1 }
        return floor
    }

    private static func rounded(_ value: Decimal, _ mode: NSDecimalNumber.RoundingMode) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, 0, mode)
        return output
    }
}
