import Foundation

/// The painted row count of every line of a form at one width, remembered
/// per field between keystrokes: a field is laid out again only when its
/// state or focus changed, or the width did.
///
/// Which fields to look at comes from the state's ``FieldChangeLog``: the
/// fields the machine changed since the last plan, and the fields focused
/// then and now. When the log does not reach back that far (a state from
/// elsewhere, or fields set from outside the machine), every field is
/// compared with what was cached. Where each field starts is kept as
/// running totals, recomputed from the first field whose row count changed.
final class FormRowCache: @unchecked Sendable {
    /// Row counts for one state: the header's and footer's lines, each
    /// field's lines (blank separator included) and where each field starts.
    struct Plan: Equatable {
        var headerRows: [Int]
        var footerRows: [Int]
        var lineRows: [[Int]]
        /// The first painted row of each field, then of the footer.
        var fieldStartRows: [Int]

        var fieldCount: Int { lineRows.count }
        var rowCount: Int { (fieldStartRows.last ?? 0) + footerRows.reduce(0, +) }

        /// The first row of section `section` (0 the header, 1…fieldCount
        /// the fields, then the footer).
        func sectionStartRow(_ section: Int) -> Int {
            section == 0 ? 0 : fieldStartRows[section - 1]
        }

        /// The first section with a row at or after `row`.
        func firstSection(endingAfter row: Int) -> Int {
            if headerRows.reduce(0, +) > row { return 0 }
            // fieldStartRows is ascending: find the first field that ends after `row`.
            var low = 0
            var high = fieldCount
            while low < high {
                let middle = (low + high) / 2
                if fieldStartRows[middle + 1] > row { high = middle } else { low = middle + 1 }
            }
            return low + 1
        }
    }

    /// What a field's row counts were computed from.
    private struct Entry {
        var state: FieldState
        var focused: Bool
        /// The focused row (the caret can take a row of its own).
        var caretRow: Int?
    }

    private let lock = NSLock()
    private var width = 0
    private var headerRows: [Int] = []
    private var footerRows: [Int] = []
    /// Per field: what its counts were computed from (nil: nothing yet),
    /// the rows of each of its lines, and their sum.
    private var entries: [Entry?] = []
    private var lineRows: [[Int]] = []
    private var totals: [Int] = []
    /// The first painted row of each field, then of the footer.
    private var starts: [Int] = []
    /// The revision of the fields last planned, and the field focused then.
    private var revision: FieldChangeLog.Revision?
    private var focusedField = 0

    /// The row counts of `state` drawn by `view` at `width` columns.
    func plan<Form>(for view: FormView, state: FormState<Form>, width: Int) -> Plan {
        plan(for: view, state: state.display, width: width)
    }

    /// The row counts of what a state shows, drawn by `view` at `width` columns.
    func plan(for view: FormView, state: FormDisplay, width: Int) -> Plan {
        lock.lock()
        defer { lock.unlock() }
        let count = view.drawnFieldCount(state)
        if width != self.width || entries.count != count {
            self.width = width
            headerRows = view.headerLines().map { Self.rowCount($0, width: width) }
            footerRows = view.footerLines().map { Self.rowCount($0, width: width) }
            entries = Array(repeating: nil, count: count)
            lineRows = Array(repeating: [], count: count)
            totals = Array(repeating: 0, count: count)
            starts = []
            revision = nil
        }
        var firstMoved = count
        if let revision, let changed = state.changeLog.changes(since: revision) {
            for index in changed + [focusedField, state.focus.field] where (0..<count).contains(index) {
                if refresh(index, view: view, state: state) { firstMoved = min(firstMoved, index) }
            }
        } else {
            for index in 0..<count where refresh(index, view: view, state: state) {
                firstMoved = min(firstMoved, index)
            }
        }
        if starts.count != count + 1 {
            starts = Array(repeating: 0, count: count + 1)
            firstMoved = 0
        }
        var row = firstMoved == 0 ? headerRows.reduce(0, +) : starts[firstMoved]
        for index in firstMoved..<count {
            starts[index] = row
            row += totals[index]
        }
        starts[count] = row
        revision = state.changeLog.revision
        focusedField = state.focus.field
        return Plan(headerRows: headerRows, footerRows: footerRows, lineRows: lineRows, fieldStartRows: starts)
    }

    /// Lays field `index` out again if its state or focus changed; whether
    /// its row count changed (or was not known).
    private func refresh(_ index: Int, view: FormView, state: FormDisplay) -> Bool {
        let fieldState = state.field(index)
        let focused = view.isFocused(index, state: state)
        let entry = Entry(state: fieldState, focused: focused, caretRow: focused ? state.focus.row : nil)
        if let cached = entries[index], cached.focused == entry.focused, cached.caretRow == entry.caretRow, cached.state == entry.state {
            return false
        }
        let block = view.fieldBlock(index, state: state)
        let rows = block.lines.enumerated().map { line, styled in
            Self.rowCount(styled, width: width, caret: block.cursor.flatMap { $0.line == line ? $0.character : nil })
        }
        let total = rows.reduce(0, +)
        let moved = entries[index] == nil || totals[index] != total
        entries[index] = entry
        lineRows[index] = rows
        totals[index] = total
        return moved
    }

    /// The painted rows `line` takes at `width` columns (a caret after a
    /// full row takes one more).
    static func rowCount(_ line: StyledLine, width: Int, caret: Int? = nil) -> Int {
        var laid = LineLayout(line: line, width: width, caret: caret)
        return laid.takeRows().count
    }
}
