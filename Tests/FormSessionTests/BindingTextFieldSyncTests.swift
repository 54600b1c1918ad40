import FormSession
import Testing

/// What a bridged text field writes when SwiftUI draws the session: only
/// what differs, so no second change event and no caret jump.
@Suite struct BindingTextFieldSyncTests {
    @Test func aFieldShowingTheSessionsTextAndCaretWritesNothing() {
        let writes = TextFieldSync.writes(shownText: "abc", shownSelection: 3..<3, text: "abc", caret: 3, isFocused: true, isComposing: false)
        #expect(writes == .none)
    }

    @Test func aDifferentTextIsWrittenWithTheCaretWhenFocused() {
        let writes = TextFieldSync.writes(shownText: "ab", shownSelection: 2..<2, text: "+7-9", caret: 4, isFocused: true, isComposing: false)
        #expect(writes == TextFieldSync.Writes(text: "+7-9", caret: 4))
        let unfocused = TextFieldSync.writes(shownText: "ab", shownSelection: nil, text: "+7-9", caret: 4, isFocused: false, isComposing: false)
        #expect(unfocused == TextFieldSync.Writes(text: "+7-9", caret: nil))
    }

    @Test func nothingIsWrittenWhileTheSystemComposes() {
        let writes = TextFieldSync.writes(shownText: "ni", shownSelection: 2..<2, text: "", caret: 0, isFocused: true, isComposing: true)
        #expect(writes == .none)
    }

    @Test func aSelectionAroundTheCaretIsKeptAndAStrayCaretIsMoved() {
        let kept = TextFieldSync.writes(shownText: "hello", shownSelection: 1..<5, text: "hello", caret: 5, isFocused: true, isComposing: false)
        #expect(kept == .none)
        let moved = TextFieldSync.writes(shownText: "hello", shownSelection: 1..<1, text: "hello", caret: 5, isFocused: true, isComposing: false)
        #expect(moved == TextFieldSync.Writes(text: nil, caret: 5))
    }

    @Test func aCaretPastTheEndIsClamped() {
        let writes = TextFieldSync.writes(shownText: "", shownSelection: 0..<0, text: "ab", caret: 9, isFocused: true, isComposing: false)
        #expect(writes == TextFieldSync.Writes(text: "ab", caret: 2))
    }
}
