import FormRuntime
@testable import FormTerminal
import Testing

/// A scripted channel: answers in order, everything written kept.
private struct Script: LineModeChannel {
    var answers: [String]
    var output = ""

    mutating func write(_ text: String) { output += text }

    mutating func readLine(secret: Bool) -> String? {
        answers.isEmpty ? nil : answers.removeFirst()
    }
}

/// Issue 10, item 21 (line-mode part): "Enter keeps …" shows what the field
/// would show (the display through the chain), not the model's raw value.
@Suite struct LineModeFormPromptTests {
    static let deDE = LocaleRules(identifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".")

    @Test func enterKeepsShowsTheDisplayOfADecimal() {
        let schema = FormSchema(name: "Budget", locale: Self.deDE, fields: [
            FieldSchema(name: "amount", type: FieldTypeRef(.decimal), label: "Amount",
                        formatters: [.decimal(DecimalOptions(scale: 2, padFraction: true))]),
        ])
        let form = LineModeForm(schema: schema, validate: { _, _ in [] }, isEnabled: { _, _ in true })
        var io = Script(answers: [""])
        let result = form.run(initial: FormValues(fields: ["amount": .decimal(49.9)]), io: &io)
        #expect(result?.fields["amount"] == .decimal(49.9))
        #expect(io.output.contains("[Enter keeps 49,90]"), "\(io.output)")
    }

    @Test func enterKeepsShowsTheMaskDisplayOfARawMask() throws {
        let schema = FormSchema(name: "Phone", fields: [
            FieldSchema(name: "phone", type: FieldTypeRef(.text), label: "Phone",
                        formatters: [.mask(checked: "+7-###-###-##-##", raw: true)]),
        ])
        let form = LineModeForm(schema: schema, validate: { _, _ in [] }, isEnabled: { _, _ in true })
        var io = Script(answers: [""])
        let result = form.run(initial: FormValues(fields: ["phone": .text("9991234567")]), io: &io)
        #expect(result?.fields["phone"] == .text("9991234567"))
        #expect(io.output.contains("[Enter keeps +7-999-123-45-67]"), "\(io.output)")
    }
}
