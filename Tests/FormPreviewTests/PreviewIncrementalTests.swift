import FormPreview
import FormRuntime
import FormTerminal
import FormTestSupport
import Testing

/// The interpreter tells the state machine which fields can change their
/// enabled state, so that after an edit only those are asked again: the
/// machine must then behave exactly as when it asks every field.
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
    func keystrokesGiveTheSameStatesAsStatesNewToTheMachine(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for form in try SpecForms.load() {
            let machine = Preview(form: form, locale: .enUS).machine
            var state = machine.initialState()
            for step in 0..<300 {
                if state.outcome != nil { state = machine.initialState() }
                let key = random.chance(50) ? KeyEvent.character(random.pick(Array("ab1 2-x9"))) : random.pick(Self.keys)
                // The same fields in a state built from them: nothing kept from earlier updates.
                var scratch = FormState(fields: state.fields, focus: state.focus, hasAttemptedSubmit: state.hasAttemptedSubmit, outcome: state.outcome)
                let effects = machine.update(&state, key)
                #expect(machine.update(&scratch, key) == effects)
                #expect(state.fields == scratch.fields && state.focus == scratch.focus && state.outcome == scratch.outcome, "\(form.name) step \(step): \(key)")
                if state.fields != scratch.fields { return }
            }
        }
    }
}
