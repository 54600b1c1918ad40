/// The session's fields, in schema order, remembering which of them were
/// changed since a renderer last asked (``FormSession/takeChangedFields()``),
/// so that a renderer redraws only those: a keystroke's bookkeeping grows
/// with what it changed, never with the form.
///
/// Every write through the subscript is recorded; a message, a heading or
/// anything else a field shows that is kept outside ``SessionField`` is
/// recorded with ``markChanged(_:)``.
struct SessionFields: Sendable, RandomAccessCollection, MutableCollection {
    /// The fields themselves.
    private(set) var all: [SessionField]
    /// The fields changed since the last ``takeChanged()``, unless
    /// ``changedAll``.
    private var changedIndices: [Int] = []
    /// Whether every field counts as changed.
    private var changedAll = true

    /// At most this many indices are remembered; past it, every field
    /// counts as changed (a submit, a whole revalidation).
    static let capacity = 64

    init(_ fields: [SessionField]) {
        all = fields
    }

    var startIndex: Int { all.startIndex }
    var endIndex: Int { all.endIndex }

    subscript(index: Int) -> SessionField {
        // Read in place: `fields[i].isFocusable` copies nothing.
        _read { yield all[index] }
        _modify {
            markChanged(index)
            yield &all[index]
        }
    }

    /// Sets field `index` without recording it as changed (a copy kept in
    /// step with another session: ``FormSession/follow(_:changed:)``).
    mutating func set(_ index: Int, _ field: SessionField) {
        all[index] = field
    }

    /// Records that what field `index` shows may have changed.
    mutating func markChanged(_ index: Int) {
        guard !changedAll, changedIndices.last != index else { return }
        if changedIndices.count >= Self.capacity {
            changedAll = true
            changedIndices = []
        } else {
            changedIndices.append(index)
        }
    }

    /// What changed since the last call, and starts recording afresh.
    mutating func takeChanged() -> ChangedFields {
        defer {
            changedAll = false
            changedIndices = []
        }
        return changedAll ? .all : .some(changedIndices)
    }
}

/// Which fields of a ``FormSession`` may show something new.
package enum ChangedFields: Sendable, Equatable {
    /// These schema indices (possibly repeated).
    case some([Int])
    /// Any field: too many to list, or the session is new.
    case all
}

extension SessionFields: FocusStops {
    package var fieldCount: Int { all.count }

    package func isFocusable(_ index: Int) -> Bool { all[index].isFocusable }

    package func rowCount(_ index: Int) -> Int { all[index].rows.count }
}
