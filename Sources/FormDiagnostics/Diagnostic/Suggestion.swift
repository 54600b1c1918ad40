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
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return 2 * b.count }
        if b.isEmpty { return 2 * a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = (0...b.count).map { 2 * $0 }
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = 2 * i
            for j in 1...b.count {
                let substitution: Int
                if a[i - 1] == b[j - 1] {
                    substitution = 0
                } else if a[i - 1].properties.lowercaseMapping == b[j - 1].properties.lowercaseMapping {
                    substitution = 1
                } else {
                    substitution = 2
                }
                var value = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 2)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
