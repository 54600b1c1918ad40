import FormRuntime
import FormSession
@testable import FormTerminal
import Testing

/// The terminal draws the session's messages from outside (LANGUAGE.md §21)
/// in the field's message row, until the field is edited.
@Suite struct OutsideMessageTerminalTests {
    let machine = FormFixtures.machine
    var view: FormView { FormView(machine: machine) }

    @Test func aMessageFromOutsideIsDrawnUnderItsFieldUntilTheFieldIsEdited() throws {
        var state = machine.initialState()
        let name = try #require((0..<state.fieldCount).first { state.session.schema.fields[$0].name == "name" })
        state.showMessage("This name is taken", forField: name)
        #expect(FormFixtures.field(state, "name").message == "This name is taken")
        let lines = view.draw(state).frame.lines
        #expect(lines[4].segments.last == StyledLine.Segment("  This name is taken", style: .red), "in place of the caption, in red")
        // Another field's edit leaves it; an edit of the name removes it.
        state = machine.run(state, [.tab] + FormFixtures.type("12")).0
        #expect(FormFixtures.field(state, "name").message == "This name is taken")
        state = machine.run(state, [.shiftTab] + FormFixtures.type("Ada")).0
        #expect(FormFixtures.field(state, "name").message == nil)
        #expect(view.draw(state).frame.lines[4].segments.last == StyledLine.Segment("  Your name", style: .dim), "the caption again")
    }

    @Test func anIndexOutsideTheFormChangesNothing() {
        var state = machine.initialState()
        let before = state
        state.showMessage("Lost", forField: 999)
        #expect(state == before)
    }
}
