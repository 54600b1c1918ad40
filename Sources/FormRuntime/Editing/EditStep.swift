/// Which way a deletion went, as the mask and number rules need it.
enum EditDirection: Sendable {
    /// Typing, paste or committed composition (or a replacement).
    case insertion
    /// Backspace: deleting what is before the caret.
    case backward
    /// Forward delete: deleting what is after the caret.
    case forward
}

/// The edit as it passes along a chain: one array holding the text before
/// the edit, what was removed, what is inserted and the text after, in that
/// order, so passing it from formatter to formatter copies nothing.
///
/// The caret always ends up after `inserted`. Each formatter edits the step
/// in place, or rejects the edit.
struct EditStep<Unit: TextUnit> {
    var units: [Unit]
    /// Where `removed` starts (the length of `before`).
    var removedStart: Int
    /// Where `inserted` starts.
    var insertedStart: Int
    /// Where `after` starts.
    var afterStart: Int
    var direction: EditDirection

    var before: Range<Int> { 0..<removedStart }
    var removed: Range<Int> { removedStart..<insertedStart }
    var inserted: Range<Int> { insertedStart..<afterStart }
    var after: Range<Int> { afterStart..<units.count }

    /// The caret after the edit.
    var caret: Int { removedStart + inserted.count }

    /// The state the edit leads to (without `removed`).
    var state: EditingState { Unit.state(units, skipping: removed, caret: caret) }

    /// The text after the edit, as units (without `removed`).
    var resultUnits: [Unit] { Array(units[before]) + units[inserted] + units[after] }

    /// A formatter's result: `display` with nothing removed and the inserted
    /// text at `start..<caret`.
    init(display: [Unit], start: Int, caret: Int, direction: EditDirection) {
        units = display
        removedStart = start
        insertedStart = start
        afterStart = caret
        self.direction = direction
    }

    /// `edit` applied to `state` (offsets clamped, direction as
    /// ``FormatterChain/apply(_:to:)`` decides it), or `nil` when the text or
    /// the replacement holds something `Unit` cannot.
    init?(_ edit: TextEdit, in state: EditingState) {
        var units: [Unit] = []
        units.reserveCapacity(state.text.utf8.count + edit.replacement.utf8.count)
        guard Unit.appendUnits(of: state.text, to: &units) else { return nil }
        let count = units.count
        let lower = min(max(edit.range.lowerBound, 0), count)
        let upper = min(max(edit.range.upperBound, lower), count)
        guard Unit.appendUnits(of: edit.replacement, to: &units) else { return nil }
        // The replacement was appended; move it to `upper` (a rotation by
        // three reversals). Typing at the end, the usual case, needs none.
        if upper < count, units.count > count {
            units[upper..<count].reverse()
            units[count...].reverse()
            units[upper...].reverse()
        }
        self.units = units
        removedStart = lower
        insertedStart = upper
        afterStart = upper + units.count - count
        if afterStart > insertedStart {
            direction = .insertion
        } else if state.caret == lower, state.caret != upper {
            direction = .forward
        } else {
            direction = .backward
        }
    }

    /// Keeps the inserted units `transform` maps to a unit, in place.
    mutating func filterInserted(_ transform: (Unit) -> Unit?) {
        var end = insertedStart
        for index in inserted {
            if let kept = transform(units[index]) {
                units[end] = kept
                end += 1
            }
        }
        truncateInserted(to: end - insertedStart)
    }

    /// Keeps the first `count` inserted units.
    mutating func truncateInserted(to count: Int) {
        let end = insertedStart + count
        guard end < afterStart else { return }
        units.removeSubrange(end..<afterStart)
        afterStart = end
    }

    /// Replaces the inserted units with `replacement`.
    mutating func replaceInserted(with replacement: [Unit]) {
        units.replaceSubrange(inserted, with: replacement)
        afterStart = insertedStart + replacement.count
    }
}
