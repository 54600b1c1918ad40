/// Conversions between character (grapheme cluster) offsets, which the runtime
/// uses, and UTF-16 offsets, which platform text views (`UITextField`,
/// `NSTextView`, `NSRange`) use.
package enum TextOffsets {
    /// The character offset of UTF-16 offset `utf16Offset` in `text`.
    ///
    /// An offset inside a character (between the halves of a surrogate pair
    /// or inside a cluster) rounds down to that character's start; offsets
    /// outside the text are clamped.
    package static func characterOffset(ofUTF16Offset utf16Offset: Int, in text: String) -> Int {
        guard utf16Offset > 0 else { return 0 }
        var units = 0
        var characters = 0
        for character in text {
            let width = character.utf16.count
            if units + width > utf16Offset { return characters }
            units += width
            characters += 1
        }
        return characters
    }

    /// The UTF-16 offset of character offset `characterOffset` in `text`
    /// (clamped to the text).
    package static func utf16Offset(ofCharacterOffset characterOffset: Int, in text: String) -> Int {
        guard characterOffset > 0 else { return 0 }
        var units = 0
        var characters = 0
        for character in text {
            if characters == characterOffset { break }
            units += character.utf16.count
            characters += 1
        }
        return units
    }

    /// The character range covering UTF-16 range `range` (LANGUAGE.md §21,
    /// "Edits land on whole characters"): the start rounds down and the end
    /// rounds up to character boundaries, so a range touching part of a
    /// character takes all of it; an empty range stays empty, at the start
    /// of the character it falls in (an insertion inside a character goes
    /// before it, removing nothing).
    package static func characterRange(ofUTF16Range range: Range<Int>, in text: String) -> Range<Int> {
        let lower = characterOffset(ofUTF16Offset: range.lowerBound, in: text)
        guard !range.isEmpty else { return lower..<lower }
        var upper = characterOffset(ofUTF16Offset: range.upperBound, in: text)
        if utf16Offset(ofCharacterOffset: upper, in: text) < range.upperBound, upper < text.count {
            upper += 1
        }
        return lower..<max(lower, upper)
    }

    /// The UTF-16 range of character range `range` in `text`.
    package static func utf16Range(ofCharacterRange range: Range<Int>, in text: String) -> Range<Int> {
        let lower = utf16Offset(ofCharacterOffset: range.lowerBound, in: text)
        let upper = utf16Offset(ofCharacterOffset: range.upperBound, in: text)
        return lower..<max(lower, upper)
    }
}

extension TextEdit {
    /// An edit given in UTF-16 units, as platform text views report it,
    /// converted to characters of `text` (the text before the edit).
    package init(utf16Range: Range<Int>, replacement: String, in text: String) {
        self.init(range: TextOffsets.characterRange(ofUTF16Range: utf16Range, in: text), replacement: replacement)
    }
}
