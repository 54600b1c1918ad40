import AdversarialGenerated
import FormRuntime
import FormSession
import FormTerminal
import Testing

/// LANGUAGE.md §6 and §18: a `required` field a session leaves unanswered
/// is empty, so it raises only its required message (on submit) and none
/// of its conditions, even one that reads only other fields; a field that
/// is not required reads as empty in conditions and nothing more. The
/// session (generated `validate(on:today:unanswered:)`) and the terminal
/// (its validator) agree (Tests/Adversarial/Spec, `UnansweredRules`).
@Suite struct UnansweredRequiredTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func theSessionShowsOnlyTheNotRequiredFieldsCondition() {
        var session = FormSession<UnansweredRules>(today: Self.today)
        session.replace(.product, utf16: 0..<0, with: "x")
        session.replace(.product, utf16: 0..<1, with: "")
        #expect(session.messages(.rating) == ["Rate only what you bought"], "rating is not required: its condition reads only product")
        #expect(session.messages(.quantity) == [], "quantity is required and unanswered: none of its conditions runs")
        session.replace(.quantity, utf16: 0..<0, with: "2")
        #expect(session.messages(.quantity) == ["Pick a product first"], "answered, its conditions run")
        guard case .failure(let errors) = session.submit() else {
            Issue.record("submitted with an empty product")
            return
        }
        #expect(errors.errors.contains { $0.field == .quantity && $0.message == "Pick a product first" })
    }

    @Test func onSubmitAnUnansweredRequiredFieldSaysOnlyThatItIsRequired() {
        var session = FormSession<UnansweredRules>(today: Self.today)
        guard case .failure(let errors) = session.submit() else {
            Issue.record("submitted an unanswered required field")
            return
        }
        #expect(errors.errors.filter { $0.field == .quantity }.map(\.message) == ["Enter a quantity"])
        #expect(session.messages(.quantity) == ["Enter a quantity"])
    }

    @Test func theTerminalShowsTheSameMessages() {
        let machine = FormMachine.generated(UnansweredRules.self)
        let quantity = UnansweredRules.schema.fields.firstIndex { $0.name == "quantity" } ?? -1
        let rating = UnansweredRules.schema.fields.firstIndex { $0.name == "rating" } ?? -1
        var state = machine.run(machine.initialState(), [.character("x"), .backspace]).0
        #expect(state.fields[rating].message == "Rate only what you bought")
        #expect(state.fields[quantity].message == nil)
        state = machine.run(state, [.tab, .character("2")]).0
        #expect(state.fields[quantity].message == "Pick a product first")
        state = machine.run(state, [.backspace, .enter, .enter]).0
        #expect(state.outcome == nil)
        #expect(state.fields[quantity].message == "Enter a quantity")
    }

    /// Line mode asks through a session too: the unanswered required
    /// quantity says only that it is required; answered, its condition on
    /// the product raises and it is asked again.
    @Test func lineModeSaysWhatTheSessionSays() {
        var io = ScriptedIO(answers: ["", "", "2"])
        let result = TerminalForm.fill(UnansweredRules?.none, io: &io, environment: ["LANG": "en_US.UTF-8"])
        #expect(result == nil, "the input ended")
        let output = io.output
        guard let required = output.range(of: "Enter a quantity"), let condition = output.range(of: "Pick a product first") else {
            Issue.record("\(output)")
            return
        }
        #expect(required.upperBound <= condition.lowerBound, "required first, the condition only once answered:\n\(output)")
        #expect(output.components(separatedBy: "Pick a product first").count == 2, "\(output)")
    }
}
