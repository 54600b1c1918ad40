import FormSession
import Testing

/// Compositions reported after the fact, changes made without the delegate,
/// and the multi-range delegate call, as UTF-16 arithmetic.
@Suite struct BindingTextEditsTests {
    @Test func theRangeAFirstCompositionReplacedIsFoundAroundTheMarkedText() {
        // "ab|cd": the user starts composing "ni" at the caret.
        #expect(CompositionReport.replacedRange(previous: "abcd", current: "abnicd", marked: 2..<4) == 2..<2)
        // A selection "bc" replaced by the composition.
        #expect(CompositionReport.replacedRange(previous: "abcd", current: "anid", marked: 1..<3) == 1..<3)
    }

    @Test func theCommittedTextIsWhatTookTheMarkedTextsPlace() {
        #expect(CompositionReport.committedText(previous: "abnihaocd", marked: 2..<7, current: "ab你好cd") == "你好")
        #expect(CompositionReport.committedText(previous: "ni", marked: 0..<2, current: "😀") == "😀")
        #expect(CompositionReport.substring("a😀b", utf16: 1..<3) == "😀")
    }

    @Test func aChangeWithoutTheDelegateIsOneReplacement() throws {
        let typed = try #require(TextDifference.edit(from: "helo", to: "hello"))
        #expect(typed.range == 3..<3 && typed.replacement == "l")
        let corrected = try #require(TextDifference.edit(from: "teh cat", to: "the cat"))
        #expect(corrected.range == 1..<3 && corrected.replacement == "he")
        #expect(TextDifference.edit(from: "same", to: "same") == nil)
    }

    @Test func aChangeNeverSplitsASurrogatePair() throws {
        // 😀 is D83D DE00, 😁 is D83D DE01: the common prefix stops before the pair.
        let change = try #require(TextDifference.edit(from: "a😀", to: "a😁"))
        #expect(change.range == 1..<3 && change.replacement == "😁")
    }

    @Test func multipleRangesDeleteFromTheEndAndReplaceTheFirstLast() {
        let steps = MultiRangeEdit.steps([6..<8, 1..<2, 3..<4], replacement: "x")
        #expect(steps == [
            MultiRangeEdit.Step(range: 6..<8, replacement: ""),
            MultiRangeEdit.Step(range: 3..<4, replacement: ""),
            MultiRangeEdit.Step(range: 1..<2, replacement: "x"),
        ])
        #expect(MultiRangeEdit.steps([2..<4, 3..<6], replacement: "") == [MultiRangeEdit.Step(range: 2..<6, replacement: "")])
        #expect(MultiRangeEdit.steps([], replacement: "x").isEmpty)
    }
}
