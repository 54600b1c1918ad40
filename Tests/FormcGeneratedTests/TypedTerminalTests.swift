import FormcGenerated
import FormRuntime
import FormSession
import FormTerminal
import Testing

/// The terminal and line mode fill a generated model through the model's
/// own `FormSession<Model>` (issue 31 item 2): no `FormValues` rebuilt into
/// a model for each condition, and the conditions read the session's
/// `today`, not the clock.
@Suite struct TypedTerminalTests {
    /// A date far from the real one, so a condition that read the clock
    /// would answer otherwise.
    static let today = FormDate(checkedYear: 2040, month: 1, day: 1)

    @Test func aGeneratedMachineDrivesTheModelsOwnSession() {
        let machine = FormMachine.generated(Booking.self)
        let state = machine.initialState()
        #expect(type(of: state.session) as Any.Type == FormSession<Booking>.self, "not a session over a dictionary of values")
        #expect(type(of: machine) as Any.Type == FormMachine<Booking>.self)
    }

    @Test func theMachinesConditionsReadTheSessionsToday() {
        let machine = FormMachine.generated(Booking.self)
        var state = machine.initialState(nil, today: Self.today)
        #expect(state.session.today == Self.today)
        _ = machine.update(&state, .tab)
        #expect(state.session.focused?.field == .arrival)
        for character in "01/06/2030" { _ = machine.update(&state, .character(character)) }
        #expect(state.session.model.arrival == FormDate(checkedYear: 2030, month: 6, day: 1))
        // In 2026 this date is more than 18 months ahead; on the session's today it is past.
        #expect(state.field(1).message == "The arrival date is in the past")
    }

    @Test func lineModeReadsTheSessionsTodayAndSubmitsTheModel() {
        var io = ScriptedIO(answers: [
            "01/01/1990", "01/06/2030", "02/01/2040", "05/01/2040", "4111111111111111", "06/39", "12/41", "",
        ])
        let result = TerminalForm.fill(Booking?.none, io: &io, environment: ["LANG": "en_US.UTF-8"], today: Self.today)
        // In 2026 neither is past: the arrival would be too far ahead and the card valid.
        #expect(io.output.contains("The arrival date is in the past"), "\(io.output)")
        #expect(!io.output.contains("Bookings open 18 months ahead"), "\(io.output)")
        #expect(io.output.contains("The card has expired"), "\(io.output)")
        #expect(result?.arrival == FormDate(checkedYear: 2040, month: 1, day: 2), "\(io.output)")
        #expect(result?.cardExpiry == FormMonth(checkedYear: 2041, month: 12))
    }
}
