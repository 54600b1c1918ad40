import FormRuntime
import FormSession
import FormTooling
import Foundation
import Testing

/// The delegate's decision as a pure function (LANGUAGE.md §18, "What is
/// verified where"): the conformance formatter vectors (`Tests/Conformance`) replayed as UTF-16 edits,
/// and UIKit's own sequences.
@Suite struct TextFieldDecisionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func vectors(_ name: String) throws -> [FormatterVector] {
        let url = packageRoot.appendingPathComponent("Tests/Conformance/\(name)").standardizedFileURL
        return try FormatterVectorFile.parse(String(contentsOf: url, encoding: .utf8))
    }

    static func chain(_ source: String, _ type: FieldType, _ locale: String = "en_US") throws -> FormatterChain {
        let vector = FormatterVector(line: 0, chain: source, type: FieldTypeRef(type), locale: locale, keys: "", expectedDisplay: "|", expectedValue: .none)
        return try FormatterVectorRunner.chain(for: vector)
    }

    @Test(arguments: ["formatters.tsv", "formatters-precisions.tsv"])
    func theConformanceVectorsPassAsUTF16Edits(file: String) throws {
        let vectors = try Self.vectors(file)
        #expect(vectors.count >= 16)
        for vector in vectors {
            let chain = try FormatterVectorRunner.chain(for: vector)
            let actions = try KeyScript.parse(vector.keys)
            let expected = try DisplayNotation.parse(vector.expectedDisplay)
            var field = UTF16Field(chain: chain)
            for action in actions { field.perform(action) }
            let state = field.state
            #expect(state.text == expected.text && state.caret == expected.caret,
                    "line \(vector.line) \(vector.keys): \(DisplayNotation.render(state)) != \(vector.expectedDisplay)")
        }
    }

    @Test func pastingOverASelectionReplacesItThroughTheChain() throws {
        let chain = try Self.chain("number(grouping: true)", .int)
        var field = UTF16Field(chain: chain)
        _ = field.change(0..<0, "1234567")
        #expect(field.text == "1,234,567")
        // Select "234" and paste "9x9".
        field.caret = 5
        let decision = field.change(2..<5, "9x9")
        #expect(decision.text == "1,99,567" || decision.text == "199,567")
        #expect(decision.text == "199,567")
        #expect(!decision.accept)
        #expect(decision.changesText)
    }

    @Test func deletingAMaskLiteralDeletesTheSlotBeforeIt() throws {
        let chain = try Self.chain(##"mask("#-#-#-#")"##, .text)
        // Backspace over the second "-" takes the 2 before it; the 3 moves up.
        let backspace = chain.textFieldDecision(text: "1-2-3", utf16: 3..<4, replacement: "", marked: nil)
        #expect(backspace == TextFieldDecision(text: "1-3", caret: 2, accept: false, changesText: true))
        // Forward delete (the caret before the "-") takes the 3 after it.
        let forward = chain.textFieldDecision(text: "1-2-3", utf16: 3..<4, replacement: "", marked: nil, caret: 3)
        #expect(forward == TextFieldDecision(text: "1-2", caret: 3, accept: false, changesText: true))
    }

    @Test func typingThatTheChainTakesAsIsIsLeftToTheSystem() throws {
        let chain = try Self.chain("limit(5)", .text)
        let typed = chain.textFieldDecision(text: "abc", utf16: 3..<3, replacement: "d", marked: nil)
        #expect(typed == TextFieldDecision(text: "abcd", caret: 4, accept: true, changesText: true))
        let cut = chain.textFieldDecision(text: "abcd", utf16: 4..<4, replacement: "efg", marked: nil)
        #expect(cut == TextFieldDecision(text: "abcde", caret: 5, accept: false, changesText: true))
        let rejected = chain.textFieldDecision(text: "abcde", utf16: 5..<5, replacement: "f", marked: nil)
        #expect(rejected == TextFieldDecision(text: "abcde", caret: 5, accept: false, changesText: false))
    }

    @Test func composeThenCommitAppliesTheLimitOnlyOnCommit() throws {
        let chain = try Self.chain("limit(3)", .text)
        var field = UTF16Field(chain: chain)
        field.perform(.type("a"))
        field.perform(.mark("ni"))
        field.perform(.mark("nihao"))
        #expect(field.text == "anihao")
        #expect(field.marked == 1..<6)
        field.perform(.unmark("你好世界"))
        #expect(field.text == "a你好")
        #expect(field.caret == 3)
    }

    @Test func composeThenCancelRestoresTheText() throws {
        let chain = try Self.chain("limit(3)", .text)
        var field = UTF16Field(chain: chain)
        field.perform(.type("a"))
        field.perform(.mark("nihao"))
        let decision = field.change(1..<6, "")
        #expect(decision.accept)
        #expect(field.text == "a")
        #expect(field.marked == nil)
    }

    @Test func whileComposingTheSystemEditsTheMarkedText() throws {
        let chain = try Self.chain("digits", .text)
        // Marked text is not formatted: letters stay while composing.
        let decision = chain.textFieldDecision(text: "12", utf16: 2..<2, replacement: "ni", marked: 2..<2)
        #expect(decision == TextFieldDecision(text: "12ni", caret: 4, accept: true, changesText: true))
    }

    @Test func autocorrectReplacingAWordGoesThroughTheChain() throws {
        let chain = try Self.chain("uppercase", .text, "tr_TR")
        // "teh" → "the" replaced as a range, as autocorrect reports it.
        let decision = chain.textFieldDecision(text: "TEH İS", utf16: 0..<3, replacement: "the", marked: nil, caret: 6)
        #expect(decision.text == "THE İS")
        #expect(decision.caret == 3)
        #expect(!decision.accept)
    }

    @Test func backspaceOverAnEmojiOrACombiningMarkRemovesTheWholeCharacter() throws {
        let chain = try Self.chain("limit(10)", .text)
        let text = "a👨‍👩‍👧e\u{301}"
        let overAccent = chain.textFieldDecision(text: text, utf16: 10..<11, replacement: "", marked: nil)
        #expect(overAccent.text == "a👨‍👩‍👧")
        #expect(overAccent.caret == 9)
        let overEmoji = chain.textFieldDecision(text: "a👨‍👩‍👧", utf16: 8..<9, replacement: "", marked: nil)
        #expect(overEmoji.text == "a")
        #expect(overEmoji.caret == 1)
    }

    @Test func aRangeOutsideTheTextIsClamped() throws {
        let chain = try Self.chain("limit(10)", .text)
        let decision = chain.textFieldDecision(text: "ab", utf16: 5..<9, replacement: "c", marked: nil)
        #expect(decision.text == "abc")
        #expect(decision.caret == 3)
    }
}
