import FormRuntime
import FormTestSupport
import FormSession
@testable import FormTerminal
import Testing

/// A keystroke redoes only the work for the fields it changed: the session
/// reports the fields it changed and the view keeps row counts between
/// updates. After any sequence of keys, what is kept must equal what a
/// state with no history (every field looked at again) gives.
@Suite struct FormIncrementalStateTests {
    /// The sample form with its validator telling which field's enabled
    /// state can change, so that only that one is asked after an edit.
    static let declaredMachine: FormMachine<ValuesForm> = {
        var validator = FormFixtures.validator
        validator.conditionallyEnabledFields = ["code"]
        return FormMachine(schema: FormFixtures.schema, locale: FormFixtures.locale, validator: validator)
    }()

    /// Cross-field conditions, fields enabled by other fields, a message for
    /// a field that does not exist, a list, and a last text (the
    /// field that changes the heading of nothing).
    static let crossMachine: FormMachine<ValuesForm> = {
        let schema = FormSchema(name: "Cross", fields: [
            FieldSchema(name: "a", type: FieldTypeRef(.text), label: "A"),
            FieldSchema(name: "t", type: FieldTypeRef(.bool), label: "T"),
            FieldSchema(name: "b", type: FieldTypeRef(.text), label: "B", caption: "A caption"),
            FieldSchema(name: "l", kind: .list, type: FieldTypeRef(.text), label: "L", listMinimum: 0, listMaximum: 4),
            FieldSchema(name: "n", type: FieldTypeRef(.int), label: "N"),
            FieldSchema(name: "d", type: FieldTypeRef(.decimal, isOptional: true), label: "D", isDisabled: true),
            FieldSchema(name: "e", type: FieldTypeRef(.text), label: "E"),
            FieldSchema(name: "p", type: FieldTypeRef(.text), label: "P", secure: .toggle),
        ])
        let validator = FormValidator(
            validate: { values, trigger in
                var errors: [FieldError<String>] = []
                if let a = values.text("a"), let b = values.text("b"), !a.isEmpty, a == b { errors.append(FieldError(field: "b", message: "Same as a")) }
                if (values.lists["l"] ?? []).count > 1 { errors.append(FieldError(field: "l", message: "One row at most")) }
                if trigger.evaluates(.blur), values.text("a")?.count == 1 { errors.append(FieldError(field: "a", message: "Too short")) }
                if trigger == .submit, values.int("n") == 1 { errors.append(FieldError(field: "n", message: "Not 1")) }
                if values.bool("t") == true { errors.append(FieldError(field: "nowhere", message: "No such field")) }
                return errors
            },
            isEnabled: { values, name in
                switch name {
                case "b": values.text("a")?.isEmpty == false
                case "l": values.bool("t") == true
                case "n": values.text("a")?.count != 2
                default: true
                }
            },
            conditionallyEnabledFields: ["b", "l", "n", "d"]
        )
        return FormMachine(schema: schema, locale: .enUS, validator: validator)
    }()

    static let machines: [FormMachine<ValuesForm>] = [FormFixtures.machine, declaredMachine, crossMachine, FormScreenEquivalenceTests.tallMachine]

    static let keys: [KeyEvent] = [
        .tab, .shiftTab, .up, .down, .enter, .enter, .backspace, .backspace, .delete, .left, .right, .home, .end,
        .ctrl("u"), .ctrl("r"), .character(" "), .paste("ab\ncd"), .paste("12"), .resize,
    ]

    /// A key: half the time a character to type.
    static func randomKey(_ random: inout SeededRandom) -> KeyEvent {
        random.chance(50) ? .character(random.pick(Array("ab1 2-x"))) : random.pick(keys)
    }

    /// `state` as a state new to every view: the same session, no history
    /// of which fields changed.
    static func fromScratch(_ state: FormState<ValuesForm>) -> FormState<ValuesForm> {
        state.withoutHistory()
    }

    /// `machine` asking every field about its enabled state and visibility
    /// after every edit (its validator says nothing of which can change).
    static func askingEveryField(_ machine: FormMachine<ValuesForm>) -> FormMachine<ValuesForm> {
        var validator = machine.validator
        validator.conditionallyEnabledFields = nil
        validator.conditionallyVisibleFields = nil
        return FormMachine(schema: machine.schema, locale: machine.locale, validator: validator)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func updatesAskingOnlyTheConditionalFieldsEqualUpdatesAskingEveryField(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for machine in Self.machines {
            let everyField = Self.askingEveryField(machine)
            var state = machine.initialState()
            var asked = everyField.initialState()
            for step in 0..<400 {
                if state.outcome != nil {
                    state = machine.initialState()
                    asked = everyField.initialState()
                }
                let key = Self.randomKey(&random)
                let previous = state
                let effects = machine.update(&state, key)
                let askedEffects = everyField.update(&asked, key)
                #expect(state == asked, "\(machine.schema.name) step \(step): \(key)")
                #expect(effects == askedEffects)
                #expect(machine.update(previous, key) == (state, effects), "the copying update agrees")
                if state != asked { return }
            }
        }
    }

    @Test(arguments: [UInt64(1), 2])
    func rowCountsKeptBetweenKeystrokesEqualRowCountsFromScratch(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for machine in [Self.crossMachine, FormScreenEquivalenceTests.tallMachine] {
            for (width, height) in [(80, 24), (20, 7)] {
                let view = FormView(machine: machine)
                var state = machine.initialState()
                for step in 0..<300 {
                    if state.outcome != nil || random.chance(1) { state = machine.initialState() }
                    _ = machine.update(&state, Self.randomKey(&random))
                    let fresh = FormView(machine: machine)
                    let kept = view.rowCache.plan(for: view, state: state, width: width)
                    #expect(kept == fresh.rowCache.plan(for: fresh, state: state, width: width), "\(machine.schema.name) \(width)×\(height) step \(step)")
                    let screen = view.screen(state, width: width, height: height)
                    let scratch = fresh.screen(Self.fromScratch(state), width: width, height: height)
                    #expect(screen.viewport == scratch.viewport)
                    #expect(screen.visibleFrame(width: width) == scratch.visibleFrame(width: width))
                    state.scrollRow = screen.viewport.firstRow
                    if kept != fresh.rowCache.plan(for: fresh, state: state, width: width) { return }
                }
            }
        }
    }

    @Test func leavingAFieldWhoseCaretTookARowOfItsOwnGivesTheRowBack() {
        // At 20 columns, 18 characters after the 2-column indent fill the row:
        // the caret after them takes a row of its own while the field is focused.
        let machine = FormScreenEquivalenceTests.tallMachine
        let view = FormView(machine: machine)
        var state = machine.run(machine.initialState(), [.tab, .shiftTab]).0
        let fieldRows = { (state: FormState<ValuesForm>) in view.rowCache.plan(for: view, state: state, width: 20).lineRows[0] }
        for key in FormFixtures.type(String(repeating: "a", count: 18)) {
            _ = machine.update(&state, key)
            _ = fieldRows(state)
        }
        #expect(fieldRows(state) == [1, 2, 4, 1], "label, input and caret, caption wrapped, separator")
        // Leaving it changes nothing in the field (already blurred, nothing to commit): only the focus moves.
        _ = machine.update(&state, .tab)
        #expect(fieldRows(state) == [1, 1, 4, 1])
    }

    @Test func statesShowingTheSameFormAreEqualWhateverTheirHistory() {
        let machine = FormFixtures.machine
        let typed = machine.run(machine.initialState(), FormFixtures.type("ab") + [.backspace]).0
        let direct = machine.run(machine.initialState(), FormFixtures.type("a")).0
        #expect(typed == direct)
        #expect(typed.hashValue == direct.hashValue)
    }
}
