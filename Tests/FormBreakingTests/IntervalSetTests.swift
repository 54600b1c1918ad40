import Foundation
import Testing
@testable import FormBreaking

/// The number sets behind condition ranges.
@Suite struct IntervalSetTests {
    typealias Bound = IntervalSet.Bound

    @Test func wholeNumbersCloseOpenEnds() {
        let above = IntervalSet.between(Bound(value: 130, isClosed: false), nil, integral: true)
        #expect(above.minimum == 131)
        #expect(!above.contains(130) && above.contains(131))
        let half = IntervalSet.between(Bound(value: Decimal(string: "2.5")!, isClosed: true), Bound(value: Decimal(string: "-2.5")!, isClosed: true), integral: true)
        #expect(half.isEmpty)
        let negative = IntervalSet.between(nil, Bound(value: Decimal(string: "-2.5")!, isClosed: true), integral: true)
        #expect(negative.maximum == -3)
    }

    @Test func complementsUnionsAndSubsets() {
        let range = IntervalSet.between(Bound(value: 0, isClosed: true), Bound(value: 150, isClosed: true), integral: true)
        let outside = range.complement
        #expect(outside.contains(-1) && outside.contains(151) && !outside.contains(0) && !outside.contains(150))
        #expect(outside.complement == range)
        let below = IntervalSet.between(nil, Bound(value: 0, isClosed: false), integral: true)
        let above = IntervalSet.between(Bound(value: 150, isClosed: false), nil, integral: true)
        #expect(below.union(above) == outside)
        #expect(above.isSubset(of: outside) && !range.isSubset(of: outside))
        #expect(IntervalSet.empty(integral: true).complement == .all(integral: true))
        let touching = IntervalSet.between(nil, Bound(value: 5, isClosed: true), integral: true)
            .union(.between(Bound(value: 6, isClosed: true), nil, integral: true))
        #expect(touching == .all(integral: true), "over whole numbers 5 and 6 touch")
    }

    @Test func decimalsKeepOpenEnds() {
        let open = IntervalSet.between(Bound(value: 1, isClosed: false), Bound(value: 2, isClosed: false), integral: false)
        #expect(!open.contains(1) && open.contains(Decimal(string: "1.5")!) && !open.contains(2))
        #expect(open.complement.contains(1) && open.complement.contains(2))
        let point = IntervalSet.between(Bound(value: 2, isClosed: true), Bound(value: 2, isClosed: true), integral: false)
        #expect(open.union(point).contains(2) && !open.union(point).contains(Decimal(string: "2.1")!))
    }
}
