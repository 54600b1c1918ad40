/// Which fields of a ``FormState`` changed in its last updates (as the
/// session reported them, and the choice cursor), so that work done per
/// field (the view's row counts) is redone after a keystroke only for the
/// fields it touched.
///
/// Each update that changes a field ends in a new ``Revision``. A cache
/// remembers the revision it is up to date with and asks for the fields
/// changed since; when the log does not reach back that far (too many
/// updates, a state from another line of updates, a state with no history:
/// ``FormState/withoutHistory()``), the answer is nil and the cache starts
/// over.
struct FieldChangeLog: Sendable {
    /// A point in a state's history. Compared by identity: a revision is
    /// unique for as long as anyone holds it, so two states that forked from
    /// one never claim the same revision.
    final class Revision: Sendable {}

    /// How many updates back the log answers.
    static let capacity = 32

    /// The revision of the fields as they are, before ``pending`` changes.
    private(set) var revision = Revision()
    /// Earlier revisions, oldest first, each with the fields changed
    /// between it and the next one.
    private var history: [(revision: Revision, fields: [Int])] = []
    /// Fields changed since ``revision`` by the update in progress.
    private var pending: [Int] = []

    /// Records that field `index` is about to change.
    mutating func mark(_ index: Int) {
        if pending.last != index { pending.append(index) }
    }

    /// Ends an update: the fields marked since the last seal make a new
    /// revision (nothing marked, nothing changes).
    mutating func seal() {
        guard !pending.isEmpty else { return }
        history.append((revision, pending))
        if history.count > Self.capacity { history.removeFirst(history.count - Self.capacity) }
        revision = Revision()
        pending = []
    }

    /// The fields changed since `earlier` (possibly repeated), or nil when
    /// this log does not go back to `earlier`.
    func changes(since earlier: Revision) -> [Int]? {
        if earlier === revision { return pending }
        guard let start = history.lastIndex(where: { $0.revision === earlier }) else { return nil }
        var fields: [Int] = []
        for entry in history[start...] { fields.append(contentsOf: entry.fields) }
        fields.append(contentsOf: pending)
        return fields
    }
}
