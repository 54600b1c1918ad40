import FormRuntime
@testable import FormTerminal
import Testing

/// A scripted line-mode channel: answers in order, everything written kept.
private struct Script: LineModeChannel {
    var answers: [String]
    var output = ""

    mutating func write(_ text: String) { output += text }

    mutating func readLine(secret: Bool) -> String? {
        answers.isEmpty ? nil : answers.removeFirst()
    }
}

/// LANGUAGE.md §18 "Line mode reads whole answers" and issue 23 item 16 in
/// line mode: a refused answer is asked again with the built-in message in
/// the form's language (to an English-speaking user too), never silently
/// changed.
@Suite struct LineModeWholeAnswerTests {
    static let deDE = WholeAnswerTests.deDE

    static func run(_ field: FieldSchema, _ answers: [String], locale: LocaleRules = WholeAnswerTests.enUS,
                    language: String? = nil, initial: FormValues = FormValues(fields: [:])) -> (FieldValue?, String) {
        // `language`: the form is written in it (LANGUAGE.md §21), so its
        // built-in texts are shown in it.
        let schema = FormSchema(name: "F", locale: locale, language: language ?? "en", fields: [field])
        let machine = FormMachine(schema: schema, validator: .permissive(schema)).translatedForUser(environment: ["LANG": "en_US.UTF-8"])
        var io = Script(answers: answers)
        let result = LineModeForm(machine: machine).run(initial: initial, io: &io)
        return (result?.fields[field.name], io.output)
    }

    @Test func aMonthOf13IsAskedAgain() {
        let field = FieldSchema(name: "expiry", type: FieldTypeRef(.month), label: "Expiry")
        let (value, output) = Self.run(field, ["13/27", "12/27"])
        #expect(value == .month(FormMonth(checkedYear: 2027, month: 12)))
        #expect(output.contains("Enter a valid date"), "\(output)")
        #expect(!output.contains("01/27"), "\(output)")
    }

    @Test func anImpossibleMonthInADateIsAskedAgainInGerman() {
        let field = FieldSchema(name: "born", type: FieldTypeRef(.date), label: "Born")
        let (value, output) = Self.run(field, ["31.13.1990", "31.12.1990"], locale: WholeAnswerTests.deDE, language: "de")
        #expect(value == .date(FormDate(checkedYear: 1990, month: 12, day: 31)))
        #expect(output.contains(BuiltInText.invalidDate.text(in: .de)), "\(output)")
        #expect(!output.contains("31.01.1990"), "\(output)")
    }

    @Test func aDecimalPointInGermanIsAskedAgain() {
        let field = FieldSchema(name: "weight", type: FieldTypeRef(.decimal), label: "Weight")
        let (value, output) = Self.run(field, ["72.5", "72,5"], locale: WholeAnswerTests.deDE, language: "de")
        #expect(value == .decimal(72.5))
        #expect(output.contains(BuiltInText.invalidValue.text(in: .de)), "\(output)")
        #expect(!output.contains("725"), "\(output)")
    }

    @Test func aValidAnswerIsTakenUnchanged() {
        let field = FieldSchema(name: "weight", type: FieldTypeRef(.decimal), label: "Weight")
        let (value, output) = Self.run(field, ["72,5"], locale: WholeAnswerTests.deDE)
        #expect(value == .decimal(72.5))
        #expect(!output.contains("Enter a valid"), "\(output)")
        #expect(!output.contains("→"), "the display is the answer: \(output)")
    }

    @Test func aMaskWithoutItsLiteralsIsAccepted() {
        let field = FieldSchema(name: "phone", type: FieldTypeRef(.text), label: "Phone",
                                formatters: [.mask(checked: "+7-###-###-##-##", raw: true)])
        let (value, output) = Self.run(field, ["9991234567"])
        #expect(value == .text("9991234567"))
        #expect(output.contains("→ +7-999-123-45-67"), "\(output)")
    }

    @Test func anISODateIsPlacedAsThatDate() {
        let field = FieldSchema(name: "born", type: FieldTypeRef(.date), label: "Born")
        let (value, output) = Self.run(field, ["2026-11-23"], locale: WholeAnswerTests.deDE)
        #expect(value == .date(FormDate(checkedYear: 2026, month: 11, day: 23)))
        #expect(output.contains("→ 23.11.2026"), "\(output)")
    }

    @Test func aListRowIsAskedAgain() {
        let field = FieldSchema(name: "years", kind: .list, type: FieldTypeRef(.int), label: "Years",
                                formatters: [.number(NumberOptions(signed: false))])
        let schema = FormSchema(name: "F", fields: [field])
        let form = LineModeForm(schema: schema, validate: { _, _ in [] }, isEnabled: { _, _ in true })
        var io = Script(answers: ["-1", "1", ""])
        let result = form.run(initial: FormValues(fields: [:]), io: &io)
        #expect(result?.lists["years"] == [.int(1)])
        #expect(io.output.contains("Enter a valid value"), "\(io.output)")
    }

    @Test(arguments: ["en", "de", "fr", "ru", "ja"])
    func aMultipleChoiceWithNothingSelectedHasNoKeepHint(language: String) {
        let field = FieldSchema(name: "toppings", type: FieldTypeRef(.text), label: "Toppings", options: [
            ChoiceOption(id: "cheese", label: "Cheese"), ChoiceOption(id: "ham", label: "Ham"),
        ], allowsMultiple: true)
        let (value, output) = Self.run(field, ["", "1"], language: language, initial: FormValues(fields: ["toppings": .choices([])]))
        let empty = BuiltInText.enterKeeps.text(in: BuiltInLanguage(rawValue: language) ?? .en, ["value": ""])
        #expect(!output.contains(empty), "\(output)")
        #expect(!output.contains("[]"), "\(output)")
        _ = value
    }
}
