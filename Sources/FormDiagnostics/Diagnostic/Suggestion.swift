/// Finds the known name closest to a misspelt one, for `did you mean …?` fix-its.
public enum Suggestion {
    /// The most edits a suggestion may be away, in half-edits (3 full edits).
    static let maximumDistance = 6

    /// The candidate with the smallest edit distance to `name`, if it is close
    /// enough to be a plausible typo (at most a third of the longer name, and
    /// at most 3 edits). Case differences count as half an edit, so `phoneRu`
    /// suggests `phoneRU`. Ties go to the candidate listed first.
    ///
    /// The work is linear in the names' lengths: a candidate whose length
    /// differs by more than 3 scalars is skipped unread, and the distance is
    /// computed only within 3 edits of the diagonal, giving up once every
    /// alignment is over the limit.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let nameScalars = Array(name.unicodeScalars)
        let nameCount = name.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let scalarCount = candidate.unicodeScalars.count
            guard 2 * abs(scalarCount - nameScalars.count) <= maximumDistance, candidate != name else { continue }
            let allowed = min(maximumDistance, max(2, 2 * max(nameCount, candidate.count) / 3))
            let limit = min(allowed, (best?.distance ?? .max) - 1)
            guard limit >= 0, let distance = editDistance(nameScalars, Array(candidate.unicodeScalars), limit: limit) else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Damerau–Levenshtein distance in half-edits: a case-only change costs 1,
    /// any other insertion, deletion, substitution or transposition costs 2.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars), b = Array(rhs.unicodeScalars)
        return editDistance(a, b, limit: 2 * max(a.count, b.count)) ?? 2 * max(a.count, b.count)
    }

    /// ``editDistance(_:_:)`` on scalars, or `nil` when it exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        alignmentDistance(a, b, editCost: 2, limit: limit) { x, y in
            x.properties.lowercaseMapping == y.properties.lowercaseMapping ? 1 : 2
        }
    }

    /// Optimal-string-alignment distance between two scalar sequences: each
    /// insertion, deletion and adjacent transposition costs `editCost`; a
    /// substitution of unequal scalars costs what `substitutionCost` says
    /// (by default `editCost`).
    public static func alignmentDistance(
        _ a: [Unicode.Scalar],
        _ b: [Unicode.Scalar],
        editCost: Int = 1,
        substitutionCost: (Unicode.Scalar, Unicode.Scalar) -> Int = { _, _ in 1 }
    ) -> Int {
        let most = editCost * max(a.count, b.count)
        return alignmentDistance(a, b, editCost: editCost, limit: most, substitutionCost: substitutionCost) ?? most
    }

    /// ``alignmentDistance(_:_:editCost:substitutionCost:)`` bounded by
    /// `limit`: `nil` when the distance is larger. Only cells within
    /// `limit / editCost` of the diagonal are computed (a path outside makes
    /// more insertions or deletions than the limit pays for), and the work
    /// stops at the first two rows whose every cell is over the limit (a
    /// transposition spans two rows), so the time is O(length × limit)
    /// however long the sequences are.
    public static func alignmentDistance(
        _ a: [Unicode.Scalar],
        _ b: [Unicode.Scalar],
        editCost: Int = 1,
        limit: Int,
        substitutionCost: (Unicode.Scalar, Unicode.Scalar) -> Int = { _, _ in 1 }
    ) -> Int? {
        guard limit >= 0, editCost > 0 else { return nil }
        let band = limit / editCost
        guard abs(a.count - b.count) <= band else { return nil }
        if a.isEmpty { return editCost * b.count }
        if b.isEmpty { return editCost * a.count }
        let over = limit + 1
        var previousPrevious = [Int](repeating: over, count: b.count + 1)
        var previous = [Int](repeating: over, count: b.count + 1)
        var current = [Int](repeating: over, count: b.count + 1)
        for j in 0...min(b.count, band) { previous[j] = editCost * j }
        var previousMinimum = 0
        for i in 1...a.count {
            let low = max(1, i - band)
            let high = min(b.count, i + band)
            current[low - 1] = low == 1 && i <= band ? editCost * i : over
            if high < b.count { current[high + 1] = over }
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let substitution = a[i - 1] == b[j - 1] ? 0 : substitutionCost(a[i - 1], b[j - 1])
                    var value = min(previous[j] + editCost, current[j - 1] + editCost, previous[j - 1] + substitution)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previousPrevious[j - 2] + editCost)
                    }
                    value = min(value, over)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            if rowMinimum > limit, previousMinimum > limit { return nil }
            previousMinimum = rowMinimum
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
