import FormRuntime
@testable import FormSession
import Testing

/// The rules of where focus goes (LANGUAGE.md §12), written once in
/// ``FocusStops`` and asked by the session (which every renderer drives),
/// over a plain table of fields.
@Suite struct FocusStopsTests {
    /// Fields by schema index: whether each can take focus, and its rows.
    struct Table: FocusStops {
        var focusable: [Bool]
        var rows: [Int]

        var fieldCount: Int { focusable.count }
        func isFocusable(_ index: Int) -> Bool { focusable[index] }
        func rowCount(_ index: Int) -> Int { rows[index] }
    }

    /// name (1 row), hidden (1), goals: a list (3 rows), disabled (1), last (1).
    let table = Table(focusable: [true, false, true, false, true], rows: [1, 1, 3, 1, 1])

    @Test func stopsAreRowsOfFocusableFieldsInSpecOrder() {
        var stops: [SessionFocus<Int>] = []
        var focus = table.neighbourStop(of: nil, forward: true)
        while let stop = focus {
            stops.append(stop)
            focus = table.neighbourStop(of: stop, forward: true)
        }
        #expect(stops == [.init(field: 0), .init(field: 2, row: 0), .init(field: 2, row: 1), .init(field: 2, row: 2), .init(field: 4)])
        var backwards: [SessionFocus<Int>] = []
        focus = table.neighbourStop(of: nil, forward: false)
        while let stop = focus {
            backwards.append(stop)
            focus = table.neighbourStop(of: stop, forward: false)
        }
        #expect(backwards == stops.reversed())
    }

    @Test func fromAFieldThatLostFocusTheNearestStopInSpecOrder() {
        // Focus was on field 3 when it was disabled.
        #expect(table.neighbourStop(of: .init(field: 3), forward: true) == .init(field: 4))
        #expect(table.neighbourStop(of: .init(field: 3), forward: false) == .init(field: 2, row: 2))
        #expect(table.nextFieldStop(after: .init(field: 0)) == .init(field: 2, row: 0))
        #expect(table.nextFieldStop(after: .init(field: 4)) == nil)
        // A focus outside the form (an empty form's, or a stale one) finds
        // the nearest stop inside it, or none.
        #expect(table.neighbourStop(of: .init(field: 99), forward: false) == .init(field: 4))
        #expect(table.neighbourStop(of: .init(field: 99), forward: true) == nil)
        #expect(table.neighbourStop(of: .init(field: -1), forward: true) == .init(field: 0))
        let empty = Table(focusable: [], rows: [])
        #expect(empty.neighbourStop(of: .init(field: 0), forward: true) == nil && empty.repairedStop(.init(field: 0)) == nil)
    }

    @Test func repairKeepsAStopMovesToTheLastRowOfTheSameListElseAway() {
        #expect(table.repairedStop(.init(field: 2, row: 1)) == .init(field: 2, row: 1))
        // The row was removed: the list's last row, not the next field.
        #expect(table.repairedStop(.init(field: 2, row: 5)) == .init(field: 2, row: 2))
        // The field was hidden: the next stop, else the previous.
        #expect(table.repairedStop(.init(field: 1)) == .init(field: 2, row: 0))
        let lastHidden = Table(focusable: [true, false], rows: [1, 1])
        #expect(lastHidden.repairedStop(.init(field: 1)) == .init(field: 0))
        let nothing = Table(focusable: [false, false], rows: [1, 1])
        #expect(nothing.repairedStop(.init(field: 0)) == nil)
    }

    @Test func returnAddsARowMovesOnOrSubmits() {
        let list = FieldSchema(name: "goals", kind: .list, type: FieldTypeRef(.text), listMaximum: 3)
        let growing = Table(focusable: [true, true, true], rows: [1, 2, 1])
        let plain = FieldSchema(name: "name", type: FieldTypeRef(.text))
        #expect(growing.returnDecision(at: .init(field: 1, row: 1), field: list, rowIsEmpty: false) == .addRow(below: 1))
        // An empty row moves to the next field.
        #expect(growing.returnDecision(at: .init(field: 1, row: 1), field: list, rowIsEmpty: true) == .move(.init(field: 2)))
        // A full list: a filled row moves to the list's next row, the last to the next field.
        let full = Table(focusable: [true, true, true], rows: [1, 3, 1])
        #expect(full.returnDecision(at: .init(field: 1, row: 0), field: list, rowIsEmpty: false) == .move(.init(field: 1, row: 1)))
        #expect(full.returnDecision(at: .init(field: 1, row: 2), field: list, rowIsEmpty: false) == .move(.init(field: 2)))
        // The last field submits; so does Return with nothing focused.
        #expect(growing.returnDecision(at: .init(field: 2), field: plain, rowIsEmpty: false) == .submit)
        #expect(growing.returnDecision(at: nil, field: nil, rowIsEmpty: true) == .submit)
    }

    @Test func listsKeepTheirMinimumAndAtLeastOneRow() {
        let bounded = FieldSchema(name: "goals", kind: .list, type: FieldTypeRef(.text), listMinimum: 2, listMaximum: 4)
        #expect(bounded.allowsRemovingRow(fromRows: 3) && !bounded.allowsRemovingRow(fromRows: 2))
        #expect(bounded.allowsAddingRow(toRows: 3) && !bounded.allowsAddingRow(toRows: 4))
        let open = FieldSchema(name: "tags", kind: .list, type: FieldTypeRef(.text))
        #expect(!open.allowsRemovingRow(fromRows: 1) && open.allowsAddingRow(toRows: 1_000))
        let plain = FieldSchema(name: "name", type: FieldTypeRef(.text))
        #expect(!plain.allowsAddingRow(toRows: 1) && !plain.allowsRemovingRow(fromRows: 2))
    }

    /// The oracle: every stop listed in order, the neighbour found by
    /// position (what the session did before ``FocusStops``), and from a
    /// field that is no stop, the nearest stop of another field in spec order.
    static func listedNeighbour(_ table: Table, of focus: SessionFocus<Int>, forward: Bool) -> SessionFocus<Int>? {
        let stops = (0..<table.fieldCount).filter(table.isFocusable).flatMap { field in
            (0..<table.rowCount(field)).map { SessionFocus(field: field, row: $0) }
        }
        if let position = stops.firstIndex(of: focus) {
            let target = forward ? position + 1 : position - 1
            return stops.indices.contains(target) ? stops[target] : nil
        }
        let others = stops.filter { forward ? $0.field > focus.field : $0.field < focus.field }
        return forward ? others.first : others.last
    }

    /// Random tables and foci: the walk agrees with the listed stops
    /// wherever focus is a stop or on a field that is none.
    @Test func theWalkAgreesWithEveryStopListed() {
        var random = RandomOperationTests.Seeded(state: 21)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...8, using: &random)
            let table = Table(focusable: (0..<count).map { _ in Bool.random(using: &random) },
                              rows: (0..<count).map { _ in Int.random(in: 1...3, using: &random) })
            guard count > 0 else { continue }
            let field = Int.random(in: 0..<count, using: &random)
            // A row of the field, or row 0 of a field that is no stop.
            let row = table.isFocusable(field) ? Int.random(in: 0..<table.rowCount(field), using: &random) : 0
            let focus = SessionFocus(field: field, row: row)
            for forward in [true, false] {
                #expect(table.neighbourStop(of: focus, forward: forward) == Self.listedNeighbour(table, of: focus, forward: forward),
                        "\(table) from \(focus) \(forward ? "forward" : "back")")
            }
        }
    }
}
