/// `limit(n)`: at most `n` characters (grapheme clusters) in the result; an
/// insertion that would pass `n` keeps its longest leading part that fits.
///
/// The result is counted as a whole, not part by part: a combining mark
/// inserted after a character joins it (`a` + U+0301 is one character `á`),
/// so it fits even in a full field.
struct LimitFormatter {
    let maximum: Int

    func apply(_ step: EditStep) -> EditStep? {
        guard !step.inserted.isEmpty else { return step }
        // Joining only ever merges characters, so the parts' counts bound
        // the result's from above.
        if step.before.count + step.inserted.count + step.after.count <= maximum { return step }
        func fits(_ count: Int) -> Bool {
            CharacterText.string(step.before, Array(step.inserted[..<count]), step.after).count <= maximum
        }
        if fits(step.inserted.count) { return step }
        // The longest leading part that fits: a longer part never has fewer
        // characters in the result.
        var low = 0
        var high = step.inserted.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        guard low > 0, fits(low) else { return nil }
        var result = step
        result.inserted.removeSubrange(low...)
        return result
    }
}

/// `lowercase` and `uppercase`: full case mapping of the inserted text under
/// the locale's language (tailored for `tr` and `az`).
struct CaseFormatter {
    let upper: Bool
    let languageCode: String

    func apply(_ step: EditStep) -> EditStep? {
        guard !step.inserted.isEmpty else { return step }
        // ASCII text that already has the wanted case needs no work.
        if step.inserted.allSatisfy({ character in
            guard let ascii = character.asciiValue else { return false }
            return upper ? !(ascii >= 0x61 && ascii <= 0x7A) : !(ascii >= 0x41 && ascii <= 0x5A)
        }) {
            return step
        }
        let text = String(step.inserted)
        let mapped = upper
            ? CaseMapping.uppercased(text, languageCode: languageCode)
            : CaseMapping.lowercased(text, languageCode: languageCode)
        var result = step
        result.inserted = Array(mapped)
        return result
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
