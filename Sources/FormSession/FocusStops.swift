import FormRuntime

/// The fields focus moves over, by schema index: how many there are, which
/// can take focus now, and how many rows each shows.
///
/// The rules of where focus goes (LANGUAGE.md §12) are written once, in
/// this protocol's extension: the session asks them of its fields
/// (``SessionFields``), and every renderer drives the session, so focus
/// moves alike everywhere. Tests ask them of a plain table.
package protocol FocusStops {
    /// The number of fields, in schema order.
    var fieldCount: Int { get }
    /// Whether field `index` can take focus now (visible and enabled).
    func isFocusable(_ index: Int) -> Bool
    /// The number of rows field `index` shows (1 for a plain field).
    func rowCount(_ index: Int) -> Int
}

/// Where focus goes (LANGUAGE.md §12): each row of a list and each plain
/// field is one stop, in spec order; hidden and disabled fields have none.
/// Each rule walks from the focus to the nearest stop, so a key costs the
/// same however many fields the form has.
extension FocusStops {
    /// Whether focus can rest at `focus`: an existing row of a focusable field.
    package func isStop(_ focus: SessionFocus<Int>) -> Bool {
        focus.field >= 0 && focus.field < fieldCount && isFocusable(focus.field)
            && focus.row >= 0 && focus.row < rowCount(focus.field)
    }

    /// The first row of the first focusable field from field `start` on.
    package func firstStop(from start: Int = 0) -> SessionFocus<Int>? {
        var index = max(start, 0)
        while index < fieldCount {
            if isFocusable(index), rowCount(index) > 0 { return SessionFocus(field: index) }
            index += 1
        }
        return nil
    }

    /// The last row of the last focusable field before field `end`.
    package func lastStop(before end: Int) -> SessionFocus<Int>? {
        var index = min(end, fieldCount) - 1
        while index >= 0 {
            let rows = rowCount(index)
            if isFocusable(index), rows > 0 { return SessionFocus(field: index, row: rows - 1) }
            index -= 1
        }
        return nil
    }

    /// The stop after (or before) `focus`: the next (previous) row of its
    /// list, else the first row of the next (last row of the previous)
    /// focusable field; nil at the end (start). With no focus, the first
    /// (last) stop. When the focused field was hidden or disabled meanwhile,
    /// the nearest stop in spec order.
    package func neighbourStop(of focus: SessionFocus<Int>?, forward: Bool) -> SessionFocus<Int>? {
        guard let focus else { return forward ? firstStop() : lastStop(before: fieldCount) }
        if focus.field >= 0, focus.field < fieldCount, isFocusable(focus.field) {
            let rows = rowCount(focus.field)
            if forward, focus.row < rows - 1 { return SessionFocus(field: focus.field, row: max(focus.row + 1, 0)) }
            if !forward, focus.row > 0, rows > 0 { return SessionFocus(field: focus.field, row: min(focus.row - 1, rows - 1)) }
        }
        return forward ? firstStop(from: focus.field + 1) : lastStop(before: focus.field)
    }

    /// The first stop of the next focusable field after `focus`'s field
    /// (the first stop when nothing is focused).
    package func nextFieldStop(after focus: SessionFocus<Int>?) -> SessionFocus<Int>? {
        firstStop(from: focus.map { $0.field + 1 } ?? 0)
    }

    /// Where focus belongs after visibility, enabled states or rows
    /// changed: `focus` itself while it is a stop; the last row of the same
    /// field when its row is gone; else the next stop, else the previous;
    /// nil when no field can take focus.
    package func repairedStop(_ focus: SessionFocus<Int>) -> SessionFocus<Int>? {
        if isStop(focus) { return focus }
        if focus.field >= 0, focus.field < fieldCount, isFocusable(focus.field), rowCount(focus.field) > 0 {
            return SessionFocus(field: focus.field, row: rowCount(focus.field) - 1)
        }
        return neighbourStop(of: focus, forward: true) ?? neighbourStop(of: focus, forward: false)
    }

    /// What Return does at `focus` (LANGUAGE.md §12): on a non-empty row
    /// of a list that can grow, adds a row below; on a non-empty row of a
    /// full list, moves to the list's next row; otherwise moves to the next
    /// field, and submits on the last.
    ///
    /// - Parameters:
    ///   - field: the focused field's schema.
    ///   - rowIsEmpty: whether the focused row's text is empty.
    package func returnDecision(at focus: SessionFocus<Int>?, field: FieldSchema?, rowIsEmpty: Bool) -> ReturnDecision {
        guard let focus, let field else { return .submit }
        if field.kind == .list, !rowIsEmpty {
            if field.allowsAddingRow(toRows: rowCount(focus.field)) { return .addRow(below: focus.row) }
            if let next = neighbourStop(of: focus, forward: true), next.field == focus.field { return .move(next) }
        }
        if let next = nextFieldStop(after: focus) { return .move(next) }
        return .submit
    }
}

/// What Return does (``FocusStops/returnDecision(at:field:rowIsEmpty:)``).
package enum ReturnDecision: Sendable, Equatable {
    /// Commit the focused row, insert an empty row below it and focus that.
    case addRow(below: Int)
    /// Move focus to this stop.
    case move(SessionFocus<Int>)
    /// Submit the form.
    case submit
}

extension FieldSchema {
    /// Whether a list with `count` rows may take one more (its `max`).
    package func allowsAddingRow(toRows count: Int) -> Bool {
        kind == .list && count < (listMaximum ?? Int.max)
    }

    /// Whether a list with `count` rows may lose one: it keeps at least its
    /// `min` rows, and at least one.
    package func allowsRemovingRow(fromRows count: Int) -> Bool {
        kind == .list && count > max(listMinimum ?? 0, 1)
    }
}
