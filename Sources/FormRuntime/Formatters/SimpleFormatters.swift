/// `limit(n)`: at most `n` characters (grapheme clusters) in the result; an
/// insertion that would pass `n` keeps its longest leading part that fits.
///
/// The result is counted as a whole, not part by part: a combining mark
/// inserted after a character joins it (`a` + U+0301 is one character `á`),
/// so it fits even in a full field.
enum LimitFormatter {
    /// Applies `limit(maximum)`; `false` rejects the edit.
    static func apply<Unit: TextUnit>(_ maximum: Int, _ step: inout EditStep<Unit>) -> Bool {
        guard !step.inserted.isEmpty else { return true }
        // Joining only ever merges characters, so the parts' counts bound
        // the result's from above.
        let insertedCount = step.inserted.count
        if step.before.count + insertedCount + step.after.count <= maximum { return true }
        let units = step.units
        let before = step.before
        let insertedStart = step.insertedStart
        let after = step.after
        func fits(_ count: Int) -> Bool {
            guard Unit.canJoin else { return before.count + count + after.count <= maximum }
            return Unit.shownCount(units[before] + units[insertedStart..<insertedStart + count] + units[after]) <= maximum
        }
        if fits(insertedCount) { return true }
        // The longest leading part that fits: a longer part never has fewer
        // characters in the result.
        var low = 0
        var high = insertedCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        guard low > 0, fits(low) else { return false }
        step.truncateInserted(to: low)
        return true
    }
}

/// `lowercase` and `uppercase`: full case mapping of the inserted text under
/// the locale's language (tailored for `tr` and `az`).
struct CaseFormatter: Sendable {
    let upper: Bool
    let languageCode: String

    /// Maps the inserted text; `false` when `Unit` cannot hold the result
    /// (a chain with case mapping has no fast path, so never on characters).
    func apply<Unit: TextUnit>(_ step: inout EditStep<Unit>) -> Bool {
        guard !step.inserted.isEmpty else { return true }
        // ASCII text that already has the wanted case needs no work.
        if step.units[step.inserted].allSatisfy({ unit in
            guard let scalar = unit.singleScalar, scalar.isASCII else { return false }
            let ascii = scalar.value
            return upper ? !(ascii >= 0x61 && ascii <= 0x7A) : !(ascii >= 0x41 && ascii <= 0x5A)
        }) {
            return true
        }
        let text = Unit.string(step.units[step.inserted])
        let mapped = upper
            ? CaseMapping.uppercased(text, languageCode: languageCode)
            : CaseMapping.lowercased(text, languageCode: languageCode)
        var units: [Unit] = []
        guard Unit.appendUnits(of: mapped, to: &units) else { return false }
        step.replaceInserted(with: units)
        return true
    }
}

/// `trim`: on commit, removes leading and trailing white space.
enum TrimFormatter {
    static func commit(_ text: [Character], caret: Int) -> (text: [Character], caret: Int) {
        let start = text.firstIndex { !CharacterClass.isWhiteSpace($0) } ?? text.count
        let end = (text.lastIndex { !CharacterClass.isWhiteSpace($0) }).map { $0 + 1 } ?? start
        guard start > 0 || end < text.count else { return (text, caret) }
        let trimmed = Array(text[start..<max(start, end)])
        if caret >= text.count { return (trimmed, trimmed.count) }
        return (trimmed, min(max(caret - start, 0), trimmed.count))
    }
}
