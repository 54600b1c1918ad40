import FormRuntime
import FormSession
@testable import FormTerminal
import Testing

@Suite struct FormMachineListTests {
    let machine = FormFixtures.machine

    /// Focus on the list's first row.
    func atGoals() -> FormState<ValuesForm> {
        var state = machine.initialState()
        state = machine.run(state, Array(repeating: .tab, count: 4)).0
        return state
    }

    @Test func aListStartsWithMaxOfMinAndOneRows() {
        #expect(FormFixtures.field(machine.initialState(), "goals").rows.count == 1)
    }

    /// A list the initial values leave out holds no rows, and says so in
    /// the values, as one given with none does: the values name every list.
    @Test func aListLeftOutOfTheInitialValuesHoldsNoRows() {
        #expect(machine.values(of: machine.initialState()).lists["goals"] == [])
        var given = FormValues()
        given.fields["name"] = .text("Ada")
        #expect(machine.values(of: machine.initialState(given)).lists["goals"] == [])
    }

    @Test func enterOnAFilledRowAddsARowBelowUpToMax() {
        var state = atGoals()
        #expect(FormFixtures.focusedName(state) == "goals")
        state = machine.run(state, FormFixtures.type("a") + [.enter] + FormFixtures.type("b") + [.enter]).0
        #expect(FormFixtures.field(state, "goals").rows.map(\.text) == ["a", "b", ""])
        #expect(state.focus.row == 2)
        state = machine.run(state, FormFixtures.type("c")).0
        let (full, effects) = machine.run(state, [.enter])
        #expect(FormFixtures.field(full, "goals").rows.count == 3, "max 3: Enter moves on")
        #expect(effects.count == 1 || full.outcome != nil || full.focus.field != state.focus.field)
    }

    @Test func enterOnAnEmptyRowMovesOnAsEnterDoes() {
        var state = atGoals()
        state = machine.run(state, FormFixtures.type("a") + [.enter]).0
        #expect(FormFixtures.field(state, "goals").rows.count == 2)
        // goals is the last field: moving on from it submits (and fails: no name).
        let (after, _) = machine.run(state, [.enter])
        #expect(FormFixtures.field(after, "goals").rows.count == 2)
        #expect(FormFixtures.focusedName(after) == "name", "submit failed and focused the first failing field")
        #expect(FormFixtures.field(after, "name").message == "Enter a name")
    }

    @Test func backspaceOnAnEmptyRowRemovesItAndPutsTheCaretAtTheEndOfTheRowAbove() {
        var state = atGoals()
        state = machine.run(state, FormFixtures.type("ab") + [.enter]).0
        state = machine.run(state, [.backspace]).0
        #expect(FormFixtures.field(state, "goals").rows.map(\.text) == ["ab"])
        #expect(state.focus.row == 0)
        #expect(state.focusedEditing?.caret == 2)
        state = machine.run(state, [.backspace, .backspace, .backspace]).0
        #expect(FormFixtures.field(state, "goals").rows.map(\.text) == [""], "at least one row stays")
    }

    @Test func backspaceKeepsAtLeastMinRows() {
        let schema = FormSchema(name: "L", fields: [
            FieldSchema(name: "rows", kind: .list, type: FieldTypeRef(.text), listMinimum: 2),
        ])
        let machine = FormMachine(schema: schema, locale: .enUS, validator: .permissive(schema))
        var state = machine.initialState()
        #expect(state.fields[0].rows.count == 2)
        state = machine.run(state, [.tab, .backspace]).0
        #expect(state.fields[0].rows.count == 2)
    }

    @Test func tabAndArrowsVisitEveryRow() {
        var state = atGoals()
        state = machine.run(state, FormFixtures.type("a") + [.enter] + FormFixtures.type("b")).0
        state = machine.run(state, [.up]).0
        #expect(state.focus == FormFocus(field: 5, row: 0))
        state = machine.run(state, [.up]).0
        #expect(FormFixtures.focusedName(state) == "age")
    }

    @Test func rowsAreCommittedWhenLeft() {
        let schema = FormSchema(name: "L", fields: [
            FieldSchema(name: "rows", kind: .list, type: FieldTypeRef(.text), formatters: [.trim]),
        ])
        let machine = FormMachine(schema: schema, locale: .enUS, validator: .permissive(schema))
        let state = machine.run(machine.initialState(), FormFixtures.type(" a ") + [.enter]).0
        #expect(state.fields[0].rows.map(\.text) == ["a", ""])
    }
}
