import FormPreview
import FormRuntime
import FormTerminal
import FormTestSupport
import Testing

/// The interpreter tells the session which fields can change their enabled
/// state and visibility, so that after an edit only those are asked again:
/// the machine must then behave exactly as when it asks every field.
@Suite struct PreviewIncrementalTests {
    @Test func onlyFieldsWithEnabledWhenAreConditionallyEnabled() throws {
        let goals = try #require(try SpecForms.load().first { $0.name == "DailyGoals" })
        #expect(PreviewInterpreter(form: goals).validator.conditionallyEnabledFields == ["reminderHour"])
        let intake = try #require(try SpecForms.load().first { $0.name == "Intake" })
        #expect(PreviewInterpreter(form: intake).validator.conditionallyEnabledFields == ["installments"])
        for form in try SpecForms.load() where form.name != "DailyGoals" && form.name != "Intake" {
            #expect(PreviewInterpreter(form: form).validator.conditionallyEnabledFields == [], "\(form.name)")
        }
    }

    static let keys: [KeyEvent] = [
        .tab, .shiftTab, .up, .down, .enter, .enter, .backspace, .delete, .left, .home, .end, .ctrl("u"), .ctrl("r"),
        .character(" "), .character(" "), .paste("ada@example.com"), .paste("12,5"), .paste("hunter2hunter2"), .character("@"),
    ]

    @Test(arguments: [UInt64(1), 2, 3])
    func keystrokesGiveTheSameStatesAsAMachineAskingEveryField(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for form in try SpecForms.load() {
            let machine = Preview(form: form, locale: .enUS).machine
            var everyFieldValidator = machine.validator
            everyFieldValidator.conditionallyEnabledFields = nil
            everyFieldValidator.conditionallyVisibleFields = nil
            let everyField = FormMachine(schema: machine.schema, locale: machine.locale, validator: everyFieldValidator)
            var state = machine.initialState()
            var asked = everyField.initialState()
            for step in 0..<300 {
                if state.outcome != nil {
                    state = machine.initialState()
                    asked = everyField.initialState()
                }
                let key = random.chance(50) ? KeyEvent.character(random.pick(Array("ab1 2-x9"))) : random.pick(Self.keys)
                let effects = machine.update(&state, key)
                #expect(everyField.update(&asked, key) == effects)
                #expect(state.fields == asked.fields && state.focus == asked.focus && state.outcome == asked.outcome, "\(form.name) step \(step): \(key)")
                if state.fields != asked.fields { return }
            }
        }
    }
}
