/// Fast conversions between `String` and the character arrays formatters
/// work on.
enum CharacterText {
    /// The string of `parts`, joined.
    @inline(__always)
    static func string(_ parts: [Character]...) -> String {
        var result = ""
        var capacity = 0
        for part in parts { capacity += part.count }
        result.reserveCapacity(capacity)
        for part in parts {
            for character in part { result.append(character) }
        }
        return result
    }

    /// The caret after `before` and `inserted` in `text`, their join with
    /// `after`: normally `before.count + inserted.count`, but characters that
    /// meet at a seam can join into one grapheme cluster (क् then क is the
    /// conjunct क्क; e then U+0301 is é), and the caret must then count the
    /// clusters of the joined text.
    static func caret(after before: [Character], _ inserted: [Character], followedBy after: [Character], in text: String) -> Int {
        let caret = before.count + inserted.count
        let count = text.count
        if count == caret + after.count { return caret }
        return min(string(before, inserted).count, count)
    }
}
