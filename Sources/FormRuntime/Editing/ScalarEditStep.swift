/// ``EditStep`` on the fast path: one scalar array holding the text before
/// the edit, what was removed, what is inserted and the text after, in that
/// order, so passing it along the chain copies nothing.
struct ScalarEditStep {
    var scalars: [Unicode.Scalar]
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
    var after: Range<Int> { afterStart..<scalars.count }

    /// The caret after the edit.
    var caret: Int { removedStart + inserted.count }

    /// The text after the edit (without `removed`).
    var text: String { ScalarText.string(scalars, skipping: removed) }

    /// A formatter's result: `display` with nothing removed and the inserted
    /// text at `start..<caret`.
    init(display: [Unicode.Scalar], start: Int, caret: Int, direction: EditDirection) {
        scalars = display
        removedStart = start
        insertedStart = start
        afterStart = caret
        self.direction = direction
    }

    /// `edit` applied to `state` (offsets clamped, direction as
    /// ``FormatterChain/apply(_:to:)`` decides it), or `nil` when the text or
    /// the replacement holds a scalar outside the fast-path set.
    init?(_ edit: TextEdit, in state: EditingState) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(state.text.utf8.count + edit.replacement.utf8.count)
        guard ScalarText.appendSimpleScalars(of: state.text, to: &scalars) else { return nil }
        let count = scalars.count
        let lower = min(max(edit.range.lowerBound, 0), count)
        let upper = min(max(edit.range.upperBound, lower), count)
        guard ScalarText.appendSimpleScalars(of: edit.replacement, to: &scalars) else { return nil }
        // The replacement was appended; move it to `upper` (a rotation by
        // three reversals). Typing at the end, the usual case, needs none.
        if upper < count, scalars.count > count {
            scalars[upper..<count].reverse()
            scalars[count...].reverse()
            scalars[upper...].reverse()
        }
        self.scalars = scalars
        removedStart = lower
        insertedStart = upper
        afterStart = upper + scalars.count - count
        if afterStart > insertedStart {
            direction = .insertion
        } else if state.caret == lower, state.caret != upper {
            direction = .forward
        } else {
            direction = .backward
        }
    }

    /// Keeps the inserted scalars `transform` maps to a scalar, in place.
    mutating func filterInserted(_ transform: (Unicode.Scalar) -> Unicode.Scalar?) {
        var end = insertedStart
        for index in inserted {
            if let kept = transform(scalars[index]) {
                scalars[end] = kept
                end += 1
            }
        }
        truncateInserted(to: end - insertedStart)
    }

    /// Keeps the first `count` inserted scalars.
    mutating func truncateInserted(to count: Int) {
        let end = insertedStart + count
        guard end < afterStart else { return }
        scalars.removeSubrange(end..<afterStart)
        afterStart = end
    }
}
