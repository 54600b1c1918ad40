import AdversarialGenerated
import FormRuntime
import Foundation
import FormSession
import Testing

/// LANGUAGE.md §21, "Edits land on whole characters": a UTF-16 range is
/// widened to the characters (grapheme clusters) it touches, an empty range
/// inside a character inserts before it, and no edit removes text outside
/// the range it was given (issue 29, list item 2).
@Suite struct WholeCharacterRangeTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    /// `text` typed into the note (no formatter), then `replacement` put at
    /// UTF-16 range `range`: what the note shows.
    static func edit(_ text: String, _ range: Range<Int>, _ replacement: String) -> String {
        var session = FormSession<HostileInput>(today: today)
        session.replace(.note, utf16: 0..<0, with: text)
        return session.replace(.note, utf16: range, with: replacement).text
    }

    @Test func anEmptyRangeInsideAnEmojiWithASkinToneInsertsBeforeIt() {
        // 👍🏽 is four UTF-16 units; offset 2 is between its two scalars.
        #expect(Self.edit("a👍🏽b", 2..<2, "X") == "aX👍🏽b")
        #expect(Self.edit("a👍🏽b", 3..<3, "X") == "aX👍🏽b")
    }

    @Test func anEmptyRangeInsideAFlagInsertsBeforeIt() {
        #expect(Self.edit("🇩🇪🇨🇭", 1..<1, "x") == "x🇩🇪🇨🇭")
        #expect(Self.edit("🇩🇪🇨🇭", 2..<2, "x") == "x🇩🇪🇨🇭")
        #expect(Self.edit("🇩🇪🇨🇭", 6..<6, "x") == "🇩🇪x🇨🇭")
    }

    @Test func anEmptyRangeInsideAZWJSequenceInsertsBeforeIt() {
        // 👨‍👩‍👧 is eight UTF-16 units: three surrogate pairs and two joiners.
        for offset in 1..<8 {
            #expect(Self.edit("a👨‍👩‍👧", (1 + offset)..<(1 + offset), "x") == "ax👨‍👩‍👧", "offset \(offset)")
        }
    }

    @Test func aCombiningMarkInsertedInsideADecomposedCharacterRemovesNothing() {
        // é as e + U+0301: offset 5 is between the e and its mark. The mark
        // goes before the é, and joins the d.
        let result = Self.edit("abcde\u{301}", 5..<5, "\u{302}")
        #expect(result == "abcd\u{302}e\u{301}")
        #expect(result.unicodeScalars.filter { $0 == "e" }.count == 1)
        #expect(result.unicodeScalars.contains("\u{301}"))
    }

    @Test func aNonEmptyRangeWidensToTheCharactersItTouches() {
        // Half of the flag's first regional indicator: the whole flag goes.
        #expect(Self.edit("🇩🇪🇨🇭", 1..<2, "") == "🇨🇭")
        // From inside the first flag to inside the second: both go.
        #expect(Self.edit("🇩🇪🇨🇭z", 3..<5, "") == "z")
        // The mark of é alone: the whole é goes.
        #expect(Self.edit("xe\u{301}y", 2..<3, "") == "xy")
    }

    @Test func anEditNeverRemovesTextOutsideItsRange() {
        // Every empty range of every text keeps every character.
        for text in ["a👍🏽b", "🇩🇪🇨🇭", "e\u{301}e\u{301}", "👨‍👩‍👧x", "ก\u{E49}ข"] {
            for offset in 0...text.utf16.count {
                let result = Self.edit(text, offset..<offset, "Q")
                #expect(result.replacingOccurrences(of: "Q", with: "") == text, "\(text.debugDescription) at \(offset): \(result.debugDescription)")
            }
        }
    }
}
