/// Finds the known name closest to a misspelt one, for `did you mean …?` fix-its.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `name`, if it is close
    /// enough to be a plausible typo (at most a third of the longer name, and
    /// at most 3 edits). Case differences count as half an edit, so `phoneRu`
    /// suggests `phoneRU`. Ties go to the candidate listed first.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name, candidate)
            let allowed = min(6, max(2, 2 * max(name.count, candidate.count) / 3))
            guard distance <= allowed else { continue }
            if best == nil || distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Damerau–Levenshtein distance in half-edits: a case-only change costs 1,
    /// any other insertion, deletion, substitution or transposition costs 2.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        alignmentDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars), editCost: 2) { a, b in
            a.properties.lowercaseMapping == b.properties.lowercaseMapping ? 1 : 2
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
        if a.isEmpty { return editCost * b.count }
        if b.isEmpty { return editCost * a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = (0...b.count).map { editCost * $0 }
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = editCost * i
            for j in 1...b.count {
                let substitution = a[i - 1] == b[j - 1] ? 0 : substitutionCost(a[i - 1], b[j - 1])
                var value = min(previous[j] + editCost, current[j - 1] + editCost, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + editCost)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
