import FormRuntime
import Testing

/// Inputs found by the `formatters` fuzz target (Fuzz/Targets/formatters.swift).
@Suite struct RegressionFuzzFormatterTests {
    /// The caret and any composing range lie within the text.
    static func expectInBounds(_ state: EditingState, sourceLocation: SourceLocation = #_sourceLocation) {
        let count = state.text.count
        #expect(state.caret >= 0 && state.caret <= count, "\(state)", sourceLocation: sourceLocation)
        if let composing = state.composing {
            #expect(composing.lowerBound >= 0 && composing.upperBound <= count, "\(state)", sourceLocation: sourceLocation)
            #expect(composing.contains(state.caret) || composing.upperBound == state.caret, "\(state)", sourceLocation: sourceLocation)
        }
    }

    /// Typing a character that joins the one before into one grapheme
    /// cluster (क् then क is the conjunct क्क; e then U+0301 is é): the caret
    /// was counted in the characters typed, one past the end of the text.
    @Test func typingACharacterThatJoinsTheClusterBeforeIt() throws {
        for chain in [chain(.alphanumeric), chain(.letters), chain(), chain(.limit(5)), chain(.deny(try CharacterPattern.parse(" ")))] {
            let conjunct = chain.insert("क्", into: chain.insert("क्", into: .empty))
            Self.expectInBounds(conjunct)
            #expect(conjunct.text == "क्क्")
            #expect(conjunct.caret == 1)
            let middle = chain.insert("क्", into: EditingState(text: "क्a", caret: 1))
            Self.expectInBounds(middle)
            #expect(middle.caret == 1)
        }
        let accent = chain().insert("\u{301}", into: chain().insert("e", into: .empty))
        Self.expectInBounds(accent)
        #expect(accent == EditingState(text: "e\u{301}", caret: 1))
    }
}

extension RegressionFuzzFormatterTests {
    /// Marked text whose first character joins the character before it, or
    /// whose last joins the one after: the composing range and caret were
    /// counted in the characters set, past the end of the joined text.
    @Test func markedTextThatJoinsItsNeighbours() {
        let plain = chain()
        let joinedBefore = plain.setMarkedText("\u{301}x", in: EditingState(text: "e"))
        Self.expectInBounds(joinedBefore)
        #expect(joinedBefore.text == "e\u{301}x")
        let joinedAfter = plain.setMarkedText("क्", in: EditingState(text: "क", caret: 0))
        Self.expectInBounds(joinedAfter)
        #expect(joinedAfter.text == "क्क")
        let edited = plain.insert("\u{301}", into: plain.setMarkedText("a", in: .empty))
        Self.expectInBounds(edited)
        #expect(edited.text == "a\u{301}")
        let committed = plain.commitMarkedText("\u{301}", in: plain.setMarkedText("x", in: EditingState(text: "e")))
        Self.expectInBounds(committed)
        #expect(committed.text == "e\u{301}")
    }
}
