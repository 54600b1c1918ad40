import FormChecker
import FormPreview
import FormRuntime
import FormTerminal
import Foundation
import Testing

/// A scripted line-mode channel.
struct ScriptedChannel: LineModeChannel {
    var answers: [String]
    var output = ""
    mutating func write(_ text: String) { output += text }
    mutating func readLine(secret: Bool) -> String? { answers.isEmpty ? nil : answers.removeFirst() }
}

@Suite struct PreviewLineModeTests {
    func form(_ name: String) throws -> CheckedForm {
        try #require(try SpecForms.load().first { $0.name == name })
    }

    @Test func lineModeReasksAndPrintsJSONWithExactDecimals() throws {
        let preview = Preview(form: try form("Transfer"))
        var io = ScriptedChannel(answers: ["5000", "12", "", "1 234,5", "", ""])
        let values = try #require(preview.fillLineMode(io: &io))
        #expect(io.output.contains("Enter a value from -1000 to 1000"))
        #expect(preview.json(values) == #"{"adjustment":12,"amount":1234.5}"# + "\n")
    }

    @Test func endOfInputCancels() throws {
        var io = ScriptedChannel(answers: ["ada@example.com"])
        #expect(Preview(form: try form("SignUp")).fillLineMode(io: &io) == nil)
    }

    @Test func theLocaleOptionAppliesOnlyWithoutAFixedLocale() throws {
        let german = try #require(LocaleTable.rules(for: "de_DE"))
        #expect(Preview(form: try form("Nickname"), locale: german).machine.locale == german)
        #expect(Preview(form: try form("Transfer"), locale: german).machine.locale.identifier.hasPrefix("fr"))
    }

    @Test func jsonEscapesTextAndWritesListsAndNulls() throws {
        let checked = try SpecForms.check(source: """
        form J { field a: text { label "A" } field b: int? { label "B" } list c: decimal { label "C" } }
        """)
        let form = try #require(checked.forms.first)
        let values = FormValues(fields: ["a": .text("q\"\\\n\u{1}é"), "b": FieldValue.none],
                                lists: ["c": [.decimal(Decimal(string: "0.1") ?? 0), .decimal(-3)]])
        #expect(PreviewJSON.render(values, form: form) == #"{"a":"q\"\\\n\u0001é","c":[0.1,-3]}"# + "\n")
    }

    @Test func interpreterEvaluatesArithmeticRangesAndCounts() throws {
        let checked = try SpecForms.check(source: """
        form E {
            field low: int { label "Low" }
            field high: decimal? { label "High" error "High must exceed low plus one" when high <= low + 1 }
            list tags: text { label "Tags" error "Tag too long" when length > 3 }
            field total: int { label "Total" error "Too many tags" when count(tags) > 2 && total in 0...10 on blur }
        }
        """)
        let interpreter = PreviewInterpreter(form: try #require(checked.forms.first))
        let values = FormValues(
            fields: ["low": .int(5), "high": .decimal(6), "total": .int(3)],
            lists: ["tags": [.text("a"), .text("abcd"), .text(""), .text("b")]]
        )
        #expect(interpreter.validate(values, on: .change).map(\.message) == ["High must exceed low plus one", "Tag too long"])
        #expect(interpreter.validate(values, on: .blur).map(\.message).last == "Too many tags")
        var empty = values
        empty.fields["high"] = FieldValue.none
        #expect(!interpreter.validate(empty, on: .submit).map(\.message).contains("High must exceed low plus one"), "nil is not evaluated")
    }
}
