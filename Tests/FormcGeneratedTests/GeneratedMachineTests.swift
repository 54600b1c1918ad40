import FormcGenerated
import FormRuntime
import FormTerminal
import Testing

/// The terminal state machine driving generated models.
@Suite struct GeneratedMachineTests {
    @Test func generatedModelsNameTheirConditionallyEnabledFields() {
        #expect(DailyGoals.conditionallyEnabledFields == [.reminderHour])
        #expect(SignUp.conditionallyEnabledFields == [])
    }

    @Test func anEnabledWhenFieldFollowsTheFieldItReads() {
        let machine = FormMachine.generated(DailyGoals.self)
        var state = machine.initialState(DailyGoals())
        let hour = 2
        #expect(state.fields[hour].isEnabled, "remind defaults to true")
        // goals row 1 → remind, then Space turns remind off.
        for key: KeyEvent in [.character("W"), .tab, .character(" ")] {
            _ = machine.update(&state, key)
        }
        #expect(!state.fields[hour].isEnabled, "remind is off")
        _ = machine.update(&state, .character(" "))
        #expect(state.fields[hour].isEnabled, "remind is on again")
    }
}
