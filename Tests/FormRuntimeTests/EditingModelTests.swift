import FormRuntime
import Testing

@Suite struct EditingModelTests {
    @Test func utf16OffsetsConvertToCharacterOffsets() {
        let text = "a👍🏽e\u{301}🇫🇷b"  // a, thumbs up + skin tone (4 units), e + acute (2), flag (4), b
        #expect(TextOffsets.utf16Offset(ofCharacterOffset: 0, in: text) == 0)
        #expect(TextOffsets.utf16Offset(ofCharacterOffset: 1, in: text) == 1)
        #expect(TextOffsets.utf16Offset(ofCharacterOffset: 2, in: text) == 5)
        #expect(TextOffsets.utf16Offset(ofCharacterOffset: 3, in: text) == 7)
        #expect(TextOffsets.utf16Offset(ofCharacterOffset: 4, in: text) == 11)
        #expect(TextOffsets.utf16Offset(ofCharacterOffset: 5, in: text) == 12)
        #expect(TextOffsets.utf16Offset(ofCharacterOffset: 99, in: text) == 12)
        #expect(TextOffsets.characterOffset(ofUTF16Offset: 5, in: text) == 2)
        #expect(TextOffsets.characterOffset(ofUTF16Offset: 3, in: text) == 1, "inside a cluster rounds down")
        #expect(TextOffsets.characterOffset(ofUTF16Offset: 12, in: text) == 5)
        #expect(TextOffsets.characterOffset(ofUTF16Offset: -4, in: text) == 0)
        #expect(TextOffsets.characterRange(ofUTF16Range: 2..<6, in: text) == 1..<3, "ends round outwards")
        #expect(TextOffsets.utf16Range(ofCharacterRange: 1..<4, in: text) == 1..<11)
        let edit = TextEdit(utf16Range: 1..<5, replacement: "x", in: text)
        #expect(edit.range == 1..<2)
    }

    @Test func backspaceAndForwardDeleteEdits() {
        let state = EditingState(text: "abc", caret: 1)
        #expect(TextEdit.backspace(in: state) == TextEdit(range: 0..<1, replacement: ""))
        #expect(TextEdit.forwardDelete(in: state) == TextEdit(range: 1..<2, replacement: ""))
        #expect(TextEdit.backspace(in: EditingState(text: "abc", caret: 0)) == nil)
        #expect(TextEdit.forwardDelete(in: EditingState(text: "abc")) == nil)
    }

    @Test func caretMovesStayInTextAndInMarkedText() {
        let state = EditingState(text: "abc", caret: 3)
        #expect(state.moving(.right).caret == 3)
        #expect(state.moving(.left).caret == 2)
        #expect(state.moving(.home).caret == 0)
        let composing = EditingState(text: "abxyz", caret: 5, composing: 2..<5)
        #expect(composing.moving(.home).caret == 2)
        #expect(composing.moving(.home).moving(.left).caret == 2)
        #expect(composing.moving(.end).caret == 5)
    }

    @Test func markedTextIsShownUnformattedAndCommittedThroughTheChain() {
        let limit = chain(.limit(3), .uppercase)
        var state = limit.insert("ab", into: .empty)
        state = limit.setMarkedText("nihao", in: state)
        #expect(state == EditingState(text: "ABnihao", caret: 7, composing: 2..<7))
        #expect(state.markedText == "nihao")
        #expect(limit.value(of: state.text, type: FieldTypeRef(.text)) == .text("ABnihao"))
        state = limit.backspace(state)
        #expect(state == EditingState(text: "ABniha", caret: 6, composing: 2..<6))
        state = limit.commitMarkedText("你好", in: state)
        #expect(state == EditingState(text: "AB你", caret: 3))
        #expect(!state.isComposing)
    }

    @Test func deletingAllMarkedTextEndsComposition() {
        let plain = chain()
        var state = plain.setMarkedText("n", in: EditingState(text: "a"))
        state = plain.backspace(state)
        #expect(state == EditingState(text: "a", caret: 1))
        #expect(state.composing == nil)
        #expect(plain.setMarkedText("", in: plain.setMarkedText("ni", in: .empty)) == .empty)
    }

    @Test func rejectedCompositionRestoresThePreviousState() {
        let digits = chain(.digits)
        let before = EditingState(text: "12", caret: 1)
        let composing = digits.setMarkedText("ni", in: before)
        #expect(composing.text == "1ni2")
        #expect(digits.commitMarkedText("你", in: composing) == before)
    }

    @Test func commitWhileComposingCommitsTheMarkedTextFirst() {
        let trim = chain(.trim, .uppercase)
        let state = trim.setMarkedText("ab ", in: EditingState(text: " "))
        #expect(trim.commit(state) == EditingState(text: "AB", caret: 2))
    }

    @Test func editsOutsideTheTextAreClampedNotCrashing() {
        let plain = chain(.limit(5))
        let state = EditingState(text: "abc", caret: 99)
        #expect(plain.apply(TextEdit(range: 7..<9, replacement: "x"), to: state).text == "abcx")
        #expect(plain.apply(TextEdit(range: -3..<1, replacement: ""), to: EditingState(text: "abc")).text == "bc")
        #expect(plain.apply(TextEdit(range: 1..<1, replacement: ""), to: state) == state)
    }
}
