import FormRuntime
@testable import FormTerminal
import Testing

/// LANGUAGE.md §14: "Enter a valid date" is a translatable text like any
/// other, so a form shown in another language says it in that language, in
/// the form session and in line mode.
@Suite struct InvalidDateTranslationTests {
    static let german = LocaleRules(identifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".", datePattern: "DD.MM.YYYY")
    static let translatedMessage = "Gib ein gültiges Datum ein"
    static let schema = FormSchema(
        name: "D", locale: german,
        fields: [FieldSchema(name: "born", type: FieldTypeRef(.date), label: "Born")],
        translations: ["de": ["Born": "Geboren", BuiltInText.invalidDate.source: translatedMessage]]
    )

    @Test func formSessionShowsTheTranslatedMessage() {
        let machine = FormMachine(schema: Self.schema, validator: .permissive(Self.schema)).translated(to: "de")
        var state = machine.initialState()
        state = machine.run(state, FormFixtures.type("31022026") + [.enter]).0
        #expect(state.outcome == nil)
        #expect(state.fields[0].message == Self.translatedMessage)
    }

    @Test func untranslatedFormKeepsTheSourceMessage() {
        let machine = FormMachine(schema: Self.schema, validator: .permissive(Self.schema))
        var state = machine.initialState()
        state = machine.run(state, FormFixtures.type("31022026") + [.enter]).0
        #expect(state.fields[0].message == BuiltInText.invalidDate.source)
    }

    @Test func lineModeReasksWithTheTranslatedMessage() {
        let machine = FormMachine(schema: Self.schema, validator: .permissive(Self.schema)).translated(to: "de")
        let form = LineModeForm(machine: machine)
        var io = DateScript(answers: ["31.02.2026", "28.02.2026"])
        let result = form.run(initial: FormValues(fields: [:]), io: &io)
        #expect(result?.fields["born"] == .date(FormDate(checkedYear: 2026, month: 2, day: 28)))
        #expect(io.output.contains(Self.translatedMessage), "\(io.output)")
        #expect(!io.output.contains(BuiltInText.invalidDate.source), "\(io.output)")
    }
}

/// A scripted line-mode channel: answers in order, everything written kept.
private struct DateScript: LineModeChannel {
    var answers: [String]
    var output = ""

    mutating func write(_ text: String) { output += text }

    mutating func readLine(secret: Bool) -> String? {
        answers.isEmpty ? nil : answers.removeFirst()
    }
}
