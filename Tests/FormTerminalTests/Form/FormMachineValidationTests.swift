import FormRuntime
@testable import FormTerminal
import Testing

@Suite struct FormMachineValidationTests {
    let machine = FormFixtures.machine

    @Test func changeConditionsShowWhileTyping() {
        var state = machine.run(machine.initialState(), FormFixtures.type("A")).0
        #expect(FormFixtures.field(state, "name").message == "Too short")
        state = machine.run(state, FormFixtures.type("d")).0
        #expect(FormFixtures.field(state, "name").message == nil)
    }

    @Test func blurConditionsWaitForBlurThenFollowEveryEdit() {
        var state = machine.run(machine.initialState(), [.tab] + FormFixtures.type("12")).0
        #expect(FormFixtures.field(state, "pin").message == nil, "not blurred yet")
        state = machine.run(state, [.tab]).0
        #expect(FormFixtures.field(state, "pin").message == "Four digits")
        state = machine.run(state, [.shiftTab] + FormFixtures.type("34")).0
        #expect(FormFixtures.field(state, "pin").message == nil, "re-evaluated after the later edit")
        state = machine.run(state, [.backspace]).0
        #expect(FormFixtures.field(state, "pin").message == "Four digits")
    }

    @Test func submitRaisesSubmitConditionsRequiredAndEmptyNumbersAndFocusesTheFirst() {
        var state = machine.run(machine.initialState(), [.tab, .tab, .tab, .tab, .enter]).0
        #expect(state.outcome == nil)
        #expect(FormFixtures.focusedName(state) == "name")
        #expect(FormFixtures.field(state, "name").message == "Enter a name")
        #expect(FormFixtures.field(state, "agree").message == "Agree first")
        #expect(FormFixtures.field(state, "age").message == "Age is required", "empty non-optional int")
        state = machine.run(state, FormFixtures.type("Ada")).0
        #expect(FormFixtures.field(state, "name").message == nil, "fixed messages clear on the next edit")
        #expect(FormFixtures.field(state, "agree").message == "Agree first")
    }

    @Test func disabledFieldsAreNotValidatedNorFocused() {
        let state = machine.initialState()
        #expect(!FormFixtures.field(state, "code").isEnabled)
        #expect(FormFixtures.field(state, "code").message == nil)
    }

    @Test func oneMessagePerFieldTheFirstRaised() {
        let schema = FormSchema(name: "M", fields: [FieldSchema(name: "a", type: FieldTypeRef(.text))])
        let validator = FormValidator(
            validate: { _, _ in [FieldError(field: "a", message: "first"), FieldError(field: "a", message: "second")] },
            isEnabled: { _, _ in true }
        )
        let machine = FormMachine(schema: schema, locale: .enUS, validator: validator)
        let state = machine.run(machine.initialState(), FormFixtures.type("x")).0
        #expect(state.fields[0].message == "first")
    }

    @Test func initialValuesAreShownThroughTheChain() {
        let schema = FormSchema(name: "I", locale: LocaleRules(identifier: "fr_FR", decimalSeparator: ",", groupingSeparator: " "), fields: [
            FieldSchema(name: "amount", type: FieldTypeRef(.decimal), formatters: [.decimal(DecimalOptions(scale: 2))]),
            FieldSchema(name: "count", type: FieldTypeRef(.int)),
            FieldSchema(name: "on", type: FieldTypeRef(.bool), defaultValue: .bool(true)),
        ])
        let machine = FormMachine(schema: schema, validator: .permissive(schema))
        let state = machine.initialState(FormValues(fields: ["amount": .decimal(1234.5), "count": .int(0)]))
        #expect(state.fields[0].rows[0].text == "1 234,5")
        #expect(state.fields[1].rows[0].text == "0", "a value given is an answer, even 0 (LANGUAGE.md §18)")
        let blank = machine.initialState(FormValues(fields: ["amount": .decimal(1234.5)]))
        #expect(blank.fields[1].rows[0].text == "", "a non-optional number given nothing, without default, starts empty")
        #expect(state.fields[2].rows[0].text == "true")
        #expect(machine.values(of: state).fields["amount"] == .decimal(1234.5))
    }
}

/// LANGUAGE.md §6: a field left empty has none of its conditions evaluated;
/// an empty non-optional number raises only its required message, and only
/// on submit, as line mode does (issue 10, item 13).
@Suite struct EmptyNumberValidationTests {
    static let schema = FormSchema(name: "Age", fields: [
        FieldSchema(name: "age", type: FieldTypeRef(.int), label: "Age", requiredMessage: "Enter your age"),
        FieldSchema(name: "name", type: FieldTypeRef(.text), label: "Name"),
    ])

    /// What a generated model does: an empty non-optional int holds 0, and
    /// `error "Between 13 and 120" when !(value in 13...120) on blur` reads
    /// it; unanswered (``FieldValue/none``), it reads as empty and the
    /// condition raises nothing.
    static let validator = FormValidator(
        validate: { values, trigger in
            guard trigger.evaluates(.blur), let age = values.int("age"), !(13...120).contains(age) else { return [] }
            return [FieldError(field: "age", message: "Between 13 and 120")]
        },
        isEnabled: { _, _ in true }
    )

    let machine = FormMachine(schema: Self.schema, locale: .enUS, validator: Self.validator)

    @Test func leavingAnEmptyNumberRaisesNothing() {
        let state = machine.run(machine.initialState(), [.tab]).0
        #expect(state.fields[0].hasBlurred)
        #expect(state.fields[0].message == nil)
    }

    @Test func emptyingANumberAfterBlurRaisesNothing() {
        var state = machine.run(machine.initialState(), FormFixtures.type("5") + [.tab]).0
        #expect(state.fields[0].message == "Between 13 and 120")
        state = machine.run(state, [.shiftTab, .backspace]).0
        #expect(state.fields[0].message == nil)
    }

    @Test func submitRaisesOnlyTheRequiredMessage() {
        let state = machine.run(machine.initialState(), [.tab, .enter]).0
        #expect(state.outcome == nil)
        #expect(state.fields[0].message == "Enter your age")
    }
}

/// A number that is not `required` and that the user has not typed reads
/// as empty in conditions and nothing more (LANGUAGE.md §18): a condition
/// on it that reads only other fields raises, as in a session. The terminal
/// used to drop every message of such a field while it was empty. (A
/// `required` one runs none of its conditions while unanswered: the
/// validator's rule, `UnansweredRequiredTests`.)
@Suite struct EmptyNotRequiredNumberTests {
    static let schema = FormSchema(name: "Rating", fields: [
        FieldSchema(name: "rating", type: FieldTypeRef(.int), label: "Rating"),
        FieldSchema(name: "name", type: FieldTypeRef(.text), label: "Name"),
    ])

    /// `error "Not for skip" when name == "skip"` on rating, as generated.
    static let validator = FormValidator(
        validate: { values, trigger in
            guard trigger.evaluates(.change), values.text("name") == "skip" else { return [] }
            return [FieldError(field: "rating", message: "Not for skip")]
        },
        isEnabled: { _, _ in true }
    )

    @Test func aConditionOnAnEmptyNumberThatReadsOtherFieldsRaises() {
        let machine = FormMachine(schema: Self.schema, locale: .enUS, validator: Self.validator)
        var state = machine.run(machine.initialState(), [.tab] + FormFixtures.type("ski")).0
        #expect(state.fields[0].message == nil)
        state = machine.run(state, FormFixtures.type("p")).0
        #expect(state.fields[0].rows[0].text == "")
        #expect(state.fields[0].message == "Not for skip")
    }
}
