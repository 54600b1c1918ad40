import AdversarialGenerated
import FormRuntime
import FormSession
import FormTerminal
import Testing

/// LANGUAGE.md §21, line mode (issue 29 item 7): a field is asked again only
/// while `required` fails for it or a failing condition reads its own value;
/// a failing condition that reads only other fields is shown once and checked
/// again at submit, where line mode asks again the first field (in spec
/// order) that the condition reads. Tests/Adversarial/Spec/lineask.form:
/// `high` fails when `value <= low`, `note` when `low > 100`.
@Suite struct LineModeAskingTests {
    static func fill(_ answers: [String]) -> (LineAsk?, String) {
        var script = LineModeRequiredWhenTests.Script(answers: answers)
        let model = LineModeForm(machine: FormMachine.generated(LineAsk.self)).run(initial: nil, io: &script)
        return (model, script.written)
    }

    static func count(_ text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    @Test func theSchemaKnowsWhatEachConditionReads() {
        let fields = LineAsk.schema.fields
        #expect(fields.map(\.conditionReads) == [[], [["high", "low"]], [["low"]]])
    }

    @Test func aConditionReadingTheFieldsOwnValueAsksItAgain() throws {
        let (record, output) = Self.fill(["5", "3", "7", "n"])
        let model = try #require(record, "\(output)")
        #expect(model.low == 5 && model.high == 7 && model.note == "n")
        // `high` took the answer after the message: it was asked again.
        #expect(Self.count("High must be above low", in: output) == 1, "\(output)")
    }

    /// Failed before: `note` was asked again while `low > 100`, which no
    /// answer to `note` can change, until the input ended (a cancel).
    @Test func aConditionReadingOnlyOtherFieldsIsShownOnceThenItsFieldIsAskedAtSubmit() throws {
        let (record, output) = Self.fill(["500", "600", "hi", "50"])
        let model = try #require(record, "cancelled: \(output)")
        #expect(model.low == 50 && model.high == 600 && model.note == "hi")
        // Shown after `note` is answered, and again at submit, before `low`
        // is asked again.
        #expect(Self.count("Low must be at most 100 for a note", in: output) == 2, "\(output)")
        let submitMessage = try #require(output.range(of: "Low must be at most 100 for a note", options: .backwards))
        #expect(output[submitMessage.upperBound...].contains("Low"), "low asked after the submit message: \(output)")
    }

    @Test func requiredIsAskedAgainAsBefore() throws {
        let (record, output) = Self.fill(["", "1", "2", "x"])
        let model = try #require(record, "\(output)")
        #expect(model.low == 1 && model.high == 2 && model.note == "x")
        #expect(output.contains("Low is required"), "\(output)")
    }
}
