import FormRuntime
import FormSession
@testable import FormTerminal
import Testing

@Suite struct FormMachineKeyTests {
    let machine = FormFixtures.machine

    @Test func focusStartsOnTheFirstFieldAndTabSkipsDisabledFields() {
        var (state, _) = machine.run(machine.initialState(), [])
        #expect(FormFixtures.focusedName(state) == "name")
        (state, _) = machine.run(state, [.tab, .tab])
        #expect(FormFixtures.focusedName(state) == "agree", "code is disabled while agree is false")
        (state, _) = machine.run(state, [.shiftTab])
        #expect(FormFixtures.focusedName(state) == "pin")
        (state, _) = machine.run(state, [.down, .character(" "), .up])
        #expect(FormFixtures.focusedName(state) == "code", "agree is on, so code (before it) is enabled")
        (state, _) = machine.run(state, [.up])
        #expect(FormFixtures.focusedName(state) == "pin")
    }

    @Test func fromAFieldDisabledUnderTheFocusTabAndShiftTabGoToTheNearestEnabledFields() {
        // code is disabled while agree is false; focus sits on it anyway.
        let initial = machine.initialState()
        let code = FormFocus(field: 2)
        var onCode = initial
        onCode.focus = code
        #expect(!onCode.fields[2].isEnabled)
        #expect(FormFixtures.focusedName(machine.run(onCode, [.tab]).0) == "agree")
        #expect(FormFixtures.focusedName(machine.run(onCode, [.shiftTab]).0) == "pin")
        // An edit there does nothing.
        #expect(machine.run(onCode, FormFixtures.type("1")).0 == onCode)
    }

    @Test func focusSetOutsideTheFormIsRefusedAndKeysStillWork() {
        var state = machine.initialState()
        let before = state.focus
        for outside in [FormFocus(field: 99), FormFocus(field: -1), FormFocus(field: 0, row: -3)] {
            state.focus = outside
            #expect(state.focus == before, "\(outside) is not a place in the form")
        }
        for key in [KeyEvent.tab, .character("a"), .backspace, .enter, .shiftTab] { _ = machine.update(&state, key) }
        #expect(state.field(state.focus.field).isFocusable, "focus still rests on a field")
    }

    @Test func shiftTabOnTheFirstFieldAndTabOnTheLastStay() {
        var (state, _) = machine.run(machine.initialState(), [.shiftTab])
        #expect(FormFixtures.focusedName(state) == "name")
        (state, _) = machine.run(state, Array(repeating: .tab, count: 10))
        #expect(FormFixtures.focusedName(state) == "goals")
    }

    @Test func typingGoesThroughTheChainAndCaretKeysMove() {
        var (state, _) = machine.run(machine.initialState(), FormFixtures.type("Ada Lovelace!"))
        #expect(FormFixtures.text(state, "name") == "Ada Lovela", "limit(10) keeps what fits")
        (state, _) = machine.run(machine.initialState(), FormFixtures.type("abc") + [.left, .left, .character("X")])
        #expect(state.focusedEditing == EditingState(text: "aXbc", caret: 2))
        (state, _) = machine.run(state, [.ctrl("a"), .character("<"), .ctrl("e"), .character(">")])
        #expect(state.focusedEditing == EditingState(text: "<aXbc>", caret: 6))
        (state, _) = machine.run(state, [.home, .right, .delete, .end, .backspace])
        #expect(state.focusedEditing == EditingState(text: "<Xbc", caret: 4))
    }

    @Test func maskFormatsWhileTyping() {
        var (state, _) = machine.run(machine.initialState(), [.tab, .tab, .character(" "), .shiftTab])
        #expect(FormFixtures.focusedName(state) == "code")
        (state, _) = machine.run(state, FormFixtures.type("12"))
        #expect(FormFixtures.text(state, "code") == "1-2")
        (state, _) = machine.run(state, [.backspace])
        #expect(FormFixtures.text(state, "code") == "1")
    }

    @Test func ctrlUClearsTheField() {
        let (state, _) = machine.run(machine.initialState(), FormFixtures.type("Ada") + [.left, .ctrl("u")])
        #expect(state.focusedEditing == EditingState.empty)
    }

    @Test func spaceTogglesABoolAndTypesIntoText() {
        var (state, _) = machine.run(machine.initialState(), FormFixtures.type("A B"))
        #expect(FormFixtures.text(state, "name") == "A B")
        (state, _) = machine.run(state, [.tab, .tab, .character(" ")])
        #expect(FormFixtures.text(state, "agree") == "true")
        (state, _) = machine.run(state, [.character("x"), .backspace, .ctrl("u"), .character(" ")])
        #expect(FormFixtures.text(state, "agree") == "false", "only Space changes a bool")
    }

    @Test func ctrlRRevealsAndKeepsFocusCaretAndValue() {
        var (state, _) = machine.run(machine.initialState(), [.tab] + FormFixtures.type("1234") + [.left])
        let before = state.focusedEditing
        (state, _) = machine.run(state, [.ctrl("r")])
        #expect(FormFixtures.field(state, "pin").isRevealed)
        #expect(state.focusedEditing == before)
        #expect(FormFixtures.focusedName(state) == "pin")
        (state, _) = machine.run(state, [.ctrl("r")])
        #expect(!FormFixtures.field(state, "pin").isRevealed)
    }

    @Test func ctrlRDoesNothingOnAFieldWithoutToggle() {
        let (state, _) = machine.run(machine.initialState(), [.ctrl("r")])
        #expect(!FormFixtures.field(state, "name").isRevealed)
    }

    @Test func escapeAndCtrlCCancel() {
        for key in [KeyEvent.escape, .ctrl("c")] {
            let (state, effects) = machine.update(machine.initialState(), key)
            #expect(effects == [.cancel])
            #expect(state.outcome == .cancelled)
            #expect(machine.update(state, .character("a")).0 == state, "nothing happens after the end")
        }
    }

    @Test func pasteIsOneEditAndANewlineNeverSubmits() {
        var (state, effects) = machine.run(machine.initialState(), [.paste("Ad\nLo\u{1B}[2J")])
        #expect(effects.isEmpty)
        #expect(FormFixtures.text(state, "name") == "Ad Lo[2J")
        #expect(FormFixtures.focusedName(state) == "name")
        (state, _) = machine.run(machine.initialState(), [.tab, .tab, .character(" "), .shiftTab, .paste("9876")])
        #expect(FormFixtures.text(state, "code") == "9-8", "the mask takes what fits in one edit")
        (state, _) = machine.run(state, [.backspace])
        #expect(FormFixtures.text(state, "code") == "9", "one backspace undoes one slot, the paste was one edit")
    }

    @Test func enterMovesOnAndSubmitsOnTheLastField() {
        var state = machine.initialState()
        var effects: [FormEffect<ValuesForm>] = []
        (state, effects) = machine.run(state, FormFixtures.type("Ada") + [.enter])
        #expect(FormFixtures.focusedName(state) == "pin")
        (state, effects) = machine.run(state, FormFixtures.type("1234") + [.enter])
        #expect(FormFixtures.focusedName(state) == "agree", "code is disabled")
        (state, effects) = machine.run(state, [.character(" "), .enter] + FormFixtures.type("42") + [.enter] + FormFixtures.type("Run") + [.enter, .enter])
        #expect(FormFixtures.text(state, "goals", row: 0) == "Run")
        guard case .submitted(let form)? = state.outcome else {
            Issue.record("not submitted: \(state.fields.map(\.message))")
            return
        }
        #expect(effects == [.submit(form)])
        let values = form.values
        #expect(values.fields["name"] == .text("Ada"))
        #expect(values.fields["pin"] == .text("1234"))
        #expect(values.fields["code"] == FieldValue.none)
        #expect(values.fields["agree"] == .bool(true))
        #expect(values.fields["age"] == .int(42))
        #expect(values.lists["goals"] == [.text("Run")], "the empty row is not part of the value")
    }
}

/// The decoder reports a combining mark an input method sends late as a key
/// of its own; through `letters`, a `limit` and a letter mask it joins the
/// letter before it, as if `é` had been typed (issue 10, item 15's class).
@Suite struct CombiningMarkKeyTests {
    @Test(arguments: [
        [FormatterSpec.letters], [FormatterSpec.limit(1)], [FormatterSpec.mask(checked: "A-A", raw: false)],
    ])
    func aLateCombiningMarkJoinsTheLetterBeforeIt(formatters: [FormatterSpec]) {
        let schema = FormSchema(name: "N", fields: [FieldSchema(name: "n", type: FieldTypeRef(.text), formatters: formatters)])
        let machine = FormMachine(schema: schema, locale: .enUS, validator: .permissive(schema))
        let state = machine.run(machine.initialState(), [.character("e"), .character("\u{301}")]).0
        #expect(state.fields[0].rows[0].text == "e\u{301}")
        #expect(state.fields[0].rows[0].caret == 1)
    }
}
