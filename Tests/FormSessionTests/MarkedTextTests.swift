import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// Marked (composing) text and UTF-16 offsets through the session
/// (LANGUAGE.md §5, §18). Intake's `name` is `trim | limit(10)`.
@Suite struct MarkedTextTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func markedTextIsNeverCutByLimitUntilCommitted() {
        var session = FormSession<Intake>(today: Self.today)
        session.replace(.name, utf16: 0..<0, with: "abcdefgh")
        let composing = session.setMarkedText(.name, utf16: 8..<8, marked: "nihao")
        #expect(composing == FieldEdit(text: "abcdefghnihao", caret: 13))
        #expect(session.markedRange(.name) == 8..<13)
        session.setMarkedText(.name, utf16: 8..<13, marked: "nihaoshijie")
        #expect(session.text(.name) == "abcdefghnihaoshijie")
        let committed = session.commitMarkedText(.name, "你好世界")
        #expect(committed == FieldEdit(text: "abcdefgh你好", caret: 10))
        #expect(session.markedRange(.name) == nil)
        #expect(session.model.name == "abcdefgh你好")
    }

    @Test func cancellingACompositionLeavesTheTextAsBefore() {
        var session = FormSession<Intake>(today: Self.today)
        session.replace(.name, utf16: 0..<0, with: "Li ")
        session.setMarkedText(.name, utf16: 3..<3, marked: "ming")
        let cancelled = session.setMarkedText(.name, utf16: 3..<7, marked: "")
        #expect(cancelled == FieldEdit(text: "Li ", caret: 3))
        #expect(session.markedRange(.name) == nil)
    }

    @Test func editsWhileComposingStayInTheMarkedTextOnlyInsideIt() {
        var session = FormSession<Intake>(today: Self.today)
        session.replace(.name, utf16: 0..<0, with: "ab")
        session.setMarkedText(.name, utf16: 2..<2, marked: "nih")
        // A deletion inside the marked text deletes there only.
        #expect(session.replace(.name, utf16: 3..<5, with: "") == FieldEdit(text: "abn", caret: 3))
        #expect(session.markedRange(.name) == 2..<3)
        // One reaching outside it commits the marked text first (LANGUAGE.md
        // §21, the platform's rule), then deletes what it covers.
        let edit = session.replace(.name, utf16: 0..<3, with: "")
        #expect(edit.text == "")
        #expect(session.markedRange(.name) == nil)
    }

    @Test func offsetsAreUTF16UnitsAroundEmojiAndCombiningMarks() {
        var session = FormSession<Intake>(today: Self.today)
        // 👩‍💻 is 5 UTF-16 units and one character; é as e + U+0301 is 2 units.
        let typed = session.replace(.name, utf16: 0..<0, with: "👩‍💻e\u{301}x")
        #expect(typed == FieldEdit(text: "👩‍💻e\u{301}x", caret: 8))
        // Deleting half of the emoji's surrogate pair deletes the whole character.
        let deleted = session.replace(.name, utf16: 4..<5, with: "")
        #expect(deleted == FieldEdit(text: "e\u{301}x", caret: 0))
        session.placeCaret(.name, utf16: 1)
        // The caret inside é rounds down to before it.
        #expect(session.caret(.name) == 0)
    }

    @Test func limitCountsCharactersNotUTF16Units() {
        var session = FormSession<Intake>(today: Self.today)
        let edit = session.replace(.name, utf16: 0..<0, with: String(repeating: "👨‍👩‍👧", count: 12))
        #expect(edit.text == String(repeating: "👨‍👩‍👧", count: 10))
        #expect(edit.caret == 80)
    }

    @Test func aSecureDigitsFieldDropsWhatItDoesNotTake() {
        var session = FormSession<Intake>(today: Self.today)
        let edit = session.replace(.pin, utf16: 0..<0, with: "1a2b٣4 5")
        #expect(edit == FieldEdit(text: "1234", caret: 4))
    }
}
