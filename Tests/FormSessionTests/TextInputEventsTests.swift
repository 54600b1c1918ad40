import FormSession
import Testing

/// The decisions behind the text-field bridge, one callback at a time
/// (``TextInputEvents``); the sequences are in `BindingUIKitSequenceTests`.
@Suite struct TextInputEventsTests {
    typealias Row = TextInputEvents.Row
    typealias Keyboard = TextInputEvents.Keyboard

    @Test func aCompositionMayBeginOnComposingKeyboardsAndOnesThatDoNotSay() {
        #expect(Keyboard(primaryLanguage: "zh-Hans").mayCompose)
        #expect(Keyboard(primaryLanguage: "zh-Hant-HK").mayCompose)
        #expect(Keyboard(primaryLanguage: "ja-JP").mayCompose)
        #expect(Keyboard(primaryLanguage: "ko-KR").mayCompose)
        #expect(Keyboard(primaryLanguage: "yue-Hant").mayCompose)
        #expect(Keyboard(primaryLanguage: "vi").mayCompose)
        #expect(Keyboard(primaryLanguage: "mul").mayCompose)
        #expect(Keyboard(primaryLanguage: nil).mayCompose)
        #expect(!Keyboard(primaryLanguage: "en-US").mayCompose)
        #expect(!Keyboard(primaryLanguage: "de_CH").mayCompose)
        #expect(!Keyboard(primaryLanguage: "zh-Hans", isSecure: true).mayCompose)
    }

    @Test func theSystemEditsWhileAFieldComposesWhateverTheKeyboard() {
        var events = TextInputEvents()
        let row = Row(text: "ab", caret: 2, marked: 1..<2)
        #expect(events.proposedChange(1..<2, replacement: "bc", fieldMarked: 1..<2, keyboard: Keyboard(primaryLanguage: "en-US"), row: row) == .letSystemEdit)
        #expect(events.proposedChange(0..<0, replacement: "x", fieldMarked: nil, keyboard: Keyboard(primaryLanguage: "en-US"), row: Row(text: "", caret: 0)) == .throughSession)
    }

    @Test func theSystemMakesAChangeTheSessionTookExactlyAsProposed() {
        let before = Row(text: "teh ", caret: 4)
        let taken = FieldEdit(text: "the ", caret: 3)
        #expect(TextInputEvents.answer(after: taken, isSecure: false, row: before, utf16: 0..<3, replacement: "the") == nil)
        // The chain changed it: shown by the delegate.
        let lowered = FieldEdit(text: "ann", caret: 3)
        #expect(TextInputEvents.answer(after: lowered, isSecure: false, row: Row(text: "", caret: 0), utf16: 0..<0, replacement: "Ann") == lowered)
        // A secure field is always written (the system would clear it).
        let secret = FieldEdit(text: "ab", caret: 2)
        #expect(TextInputEvents.answer(after: secret, isSecure: true, row: Row(text: "a", caret: 1), utf16: 1..<1, replacement: "b") == secret)
    }

    @Test func deletingTheMarkedTextCancelsTheComposition() {
        var events = TextInputEvents()
        #expect(events.textChanged(shown: "ab", marked: nil, row: Row(text: "abni", caret: 4, marked: 2..<4)) == [.cancelComposition])
        #expect(events.textChanged(shown: "ab你", marked: nil, row: Row(text: "abni", caret: 4, marked: 2..<4)) == [.commitMarkedText("你")])
    }

    @Test func textCommittedBeforeANewCompositionIsCommittedFirst() {
        var events = TextInputEvents()
        // The session composes "한"; the field shows 하 committed and 나 marked.
        let steps = events.textChanged(shown: "x하나", marked: 2..<3, row: Row(text: "x한", caret: 2, marked: 1..<2))
        #expect(steps == [.commitMarkedText("하"), .setMarkedTextAtCaret("나")])
    }

    @Test func aCompositionOverASelectionReplacesIt() {
        var events = TextInputEvents()
        // "a{bc}d" and the first pinyin keystroke: no change was let through first.
        #expect(events.textChanged(shown: "and", marked: 1..<2, row: Row(text: "abcd", caret: 3)) == [.setMarkedText(1..<3, marked: "n")])
        _ = events.proposedChange(1..<3, replacement: "n", fieldMarked: nil, keyboard: Keyboard(primaryLanguage: "zh-Hans"), row: Row(text: "abcd", caret: 3))
        #expect(events.textChanged(shown: "and", marked: 1..<2, row: Row(text: "abcd", caret: 3)) == [.setMarkedText(1..<3, marked: "n")])
    }

    @Test func aChangeLetThroughIsTakenWhereItWasMadeNotWhereADifferenceGuesses() {
        var events = TextInputEvents()
        let row = Row(text: "aa", caret: 1)
        _ = events.proposedChange(0..<0, replacement: "a", fieldMarked: nil, keyboard: Keyboard(primaryLanguage: "ko"), row: row)
        // A common-prefix difference would say the insertion was at 2.
        #expect(events.textChanged(shown: "aaa", marked: nil, row: row) == [.replace(0..<0, with: "a")])
        // Without one, the difference.
        #expect(events.textChanged(shown: "aaa", marked: nil, row: row) == [.replace(2..<2, with: "a")])
    }

    @Test func textChangedAroundACompositionResynchronizesWithoutLosingIt() {
        var events = TextInputEvents()
        // The session composes "ni" after "ab"; the field shows "xab" + "nih" marked.
        let steps = events.textChanged(shown: "xabnih", marked: 3..<6, row: Row(text: "abni", caret: 4, marked: 2..<4))
        #expect(steps == [.cancelComposition, .replace(0..<0, with: "x"), .placeCaret(3), .setMarkedTextAtCaret("nih")])
    }

    @Test func aSelectionIsTakenOnlyWhenTheFieldShowsTheSessionsTextUncomposed() {
        let events = TextInputEvents()
        let row = Row(text: "hello", caret: 5)
        #expect(events.selectionChanged(shown: "hello", selection: 2..<2, marked: nil, row: row) == .placeCaret(2))
        #expect(events.selectionChanged(shown: "hello", selection: 5..<5, marked: nil, row: row) == nil)
        // A selection around the caret is kept as it is.
        #expect(events.selectionChanged(shown: "hello", selection: 1..<5, marked: nil, row: row) == nil)
        #expect(events.selectionChanged(shown: "hello", selection: 0..<2, marked: nil, row: row) == .placeCaret(2))
        // A change under way, a composition: not the person's caret.
        #expect(events.selectionChanged(shown: "hellox", selection: 6..<6, marked: nil, row: row) == nil)
        #expect(events.selectionChanged(shown: "hello", selection: 1..<1, marked: 0..<2, row: row) == nil)
    }

    @Test func theFieldIsWrittenOnlyOutsideACompositionAndWhenItDiffers() {
        let edit = FieldEdit(text: "ab", caret: 2)
        #expect(TextInputEvents.write(shown: "abc", marked: nil, session: edit) == edit)
        #expect(TextInputEvents.write(shown: "ab", marked: nil, session: edit) == nil)
        #expect(TextInputEvents.write(shown: "abc", marked: 2..<3, session: edit) == nil)
    }
}
