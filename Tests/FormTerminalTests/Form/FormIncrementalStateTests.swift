import FormRuntime
import FormTestSupport
@testable import FormTerminal
import Testing

/// A keystroke redoes only the work for the fields it changed: the machine
/// keeps the parsed values and the view keeps row counts between updates.
/// After any sequence of keys, what is kept must equal what a state new to
/// the machine and view (built from the same fields) gives.
@Suite struct FormIncrementalStateTests {
    /// The sample form with its validator telling which field's enabled
    /// state can change, so that only that one is asked after an edit.
    static let declaredMachine: FormMachine = {
        var validator = FormFixtures.validator
        validator.conditionallyEnabledFields = ["code"]
        return FormMachine(schema: FormFixtures.schema, locale: FormFixtures.locale, validator: validator)
    }()

    /// Cross-field conditions, fields enabled by other fields, a message for
    /// a field that does not exist, a list, and two fields named `a` (the
    /// later one's value is the one stored).
    static let crossMachine: FormMachine = {
        let schema = FormSchema(name: "Cross", fields: [
            FieldSchema(name: "a", type: FieldTypeRef(.text), label: "A"),
            FieldSchema(name: "t", type: FieldTypeRef(.bool), label: "T"),
            FieldSchema(name: "b", type: FieldTypeRef(.text), label: "B", caption: "A caption"),
            FieldSchema(name: "l", kind: .list, type: FieldTypeRef(.text), label: "L", listMinimum: 0, listMaximum: 4),
            FieldSchema(name: "n", type: FieldTypeRef(.int), label: "N"),
            FieldSchema(name: "d", type: FieldTypeRef(.decimal, isOptional: true), label: "D", isDisabled: true),
            FieldSchema(name: "a", type: FieldTypeRef(.text), label: "A again"),
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

    static let machines: [FormMachine] = [FormFixtures.machine, declaredMachine, crossMachine, FormScreenEquivalenceTests.tallMachine]

    static let keys: [KeyEvent] = [
        .tab, .shiftTab, .up, .down, .enter, .enter, .backspace, .backspace, .delete, .left, .right, .home, .end,
        .ctrl("u"), .ctrl("r"), .character(" "), .paste("ab\ncd"), .paste("12"), .resize,
    ]

    /// A key: half the time a character to type.
    static func randomKey(_ random: inout SeededRandom) -> KeyEvent {
        random.chance(50) ? .character(random.pick(Array("ab1 2-x"))) : random.pick(keys)
    }

    /// `state` as a state new to every machine and view: the same fields,
    /// nothing derived from them.
    static func fromScratch(_ state: FormState) -> FormState {
        FormState(fields: state.fields, focus: state.focus, hasAttemptedSubmit: state.hasAttemptedSubmit, outcome: state.outcome, scrollRow: state.scrollRow)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func incrementalUpdatesEqualUpdatesFromScratch(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for machine in Self.machines {
            var state = machine.initialState()
            for step in 0..<400 {
                if state.outcome != nil { state = machine.initialState() }
                let key = Self.randomKey(&random)
                let previous = state
                let effects = machine.update(&state, key)

                var scratch = Self.fromScratch(previous)
                let scratchEffects = machine.update(&scratch, key)
                #expect(state == scratch, "\(machine.schema.name) step \(step): \(key)")
                #expect(effects == scratchEffects)
                #expect(machine.update(previous, key) == (state, effects), "the copying update agrees")

                // The summary caught up with the changes logged since it was made.
                var caughtUp = state
                let (kept, isFresh) = machine.currentSummary(&caughtUp)
                #expect(!isFresh, "kept between updates")
                let fresh = machine.freshSummary(of: state)
                #expect(kept.values == fresh.values && kept.values == machine.values(of: state), "\(machine.schema.name) step \(step)")
                #expect(kept.blurred == fresh.blurred && kept.messaged == fresh.messaged)
                if state != scratch { return }
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
        let fieldRows = { (state: FormState) in view.rowCache.plan(for: view, state: state, width: 20).lineRows[0] }
        for key in FormFixtures.type(String(repeating: "a", count: 18)) {
            _ = machine.update(&state, key)
            _ = fieldRows(state)
        }
        #expect(fieldRows(state) == [1, 2, 4, 1], "label, input and caret, caption wrapped, separator")
        // Leaving it changes nothing in the field (already blurred, nothing to commit): only the focus moves.
        _ = machine.update(&state, .tab)
        #expect(fieldRows(state) == [1, 1, 4, 1])
    }

    @Test func fieldsSetFromOutsideTheMachineAreParsedAndDrawnAgain() throws {
        let machine = Self.declaredMachine
        let view = FormView(machine: machine)
        var state = machine.run(machine.initialState(), FormFixtures.type("Ad")).0
        _ = view.screen(state, width: 80, height: 24)
        let agree = try #require(machine.schema.fields.firstIndex { $0.name == "agree" })
        state.fields[agree].rows = [EditingState(text: "true")]
        _ = machine.update(&state, .character("a"))
        #expect(machine.values(of: state).bool("agree") == true)
        #expect(FormFixtures.field(state, "code").isEnabled, "code is enabled while agree is true")
        let text = view.screen(state, width: 80, height: 24).visibleFrame(width: 80).lines.map(\.text)
        #expect(text.contains("  [x]"), "the view does not keep the row of agree drawn before")
        #expect(text.contains("  Code"), "code is drawn enabled")
    }

    @Test func statesShowingTheSameFormAreEqualWhateverTheirHistory() {
        let machine = FormFixtures.machine
        let typed = machine.run(machine.initialState(), FormFixtures.type("ab") + [.backspace]).0
        let direct = machine.run(machine.initialState(), FormFixtures.type("a")).0
        #expect(typed == direct)
        #expect(typed.hashValue == direct.hashValue)
    }
}
