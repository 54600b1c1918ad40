import FormRuntime
@testable import FormTerminal
import Testing

/// LANGUAGE.md §14 in a form session: a date field types through the locale's
/// pattern, shows it as placeholder, starts empty, and on submit an
/// impossible date says "Enter a valid date" where an empty one says it is
/// required.
@Suite struct FormMachineDateTests {
    static let german = LocaleRules(identifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".", datePattern: "DD.MM.YYYY")
    static let schema = FormSchema(name: "D", locale: german, fields: [
        FieldSchema(name: "born", type: FieldTypeRef(.date), label: "Born"),
        FieldSchema(name: "expiry", type: FieldTypeRef(.month), label: "Expiry"),
    ])

    @Test func typingPlaceholderAndMessages() {
        let machine = FormMachine(schema: Self.schema, validator: .permissive(Self.schema))
        var state = machine.initialState()
        #expect(state.fields[0].rows[0].text == "", "a date without default starts empty")
        #expect(Self.schema.fields[0].shownPlaceholder(locale: machine.locale) == "DD.MM.YYYY")
        #expect(Self.schema.fields[1].shownPlaceholder(locale: machine.locale) == "MM/YY")
        state = machine.run(state, FormFixtures.type("31022026")).0
        #expect(state.fields[0].rows[0].text == "31.02.2026")
        state = machine.run(state, [.tab, .enter]).0
        #expect(state.outcome == nil)
        #expect(state.fields[0].message == BuiltInText.invalidDate.source)
        #expect(state.fields[1].message == "Expiry is required")
        state = machine.run(state, [.shiftTab, .backspace] + FormFixtures.type("8")).0
        #expect(state.fields[0].rows[0].text == "31.02.2028")
        state = machine.run(state, [.backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace] + FormFixtures.type("2902.2028")).0
        #expect(state.fields[0].rows[0].text == "29.02.2028")
        #expect(machine.values(of: state).fields["born"] == .date(FormDate(checkedYear: 2028, month: 2, day: 29)))
    }

    /// Issue 23 item 16: a complete ISO date pasted into a `DD.MM.YYYY`
    /// field is placed as that date (not `19.09.9122`-like digits), through
    /// the same `FormatterChain.isoDateDisplay` line mode uses.
    @Test func anISODatePastedIsPlacedAsThatDate() {
        let machine = FormMachine(schema: Self.schema, validator: .permissive(Self.schema))
        var state = machine.run(machine.initialState(), [.paste("2026-11-23")]).0
        #expect(state.fields[0].rows[0].text == "23.11.2026")
        #expect(machine.values(of: state).fields["born"] == .date(FormDate(checkedYear: 2026, month: 11, day: 23)))
        state = machine.run(state, [.tab, .paste("2027-03")]).0
        #expect(state.fields[1].rows[0].text == "03/27")
    }
}
