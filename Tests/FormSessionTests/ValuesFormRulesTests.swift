@_spi(Generated) import FormRuntime
import FormSession
import FormTerminal
import FormcGenerated
import Testing
import ValuesFormOracle

/// What a form described at run time tells its session: which fields read
/// which (so an edit sets only the messages it can change), and the texts
/// it shows.
@Suite struct ValuesFormRulesTests {
    /// The readers a generated validator passes on, by name, or nil.
    static func readers<F: GeneratedForm>(_ type: F.Type) -> [String: [String]]? {
        FormValidator.generated(F.self).readers
    }

    static func check<F: GeneratedForm>(_ type: F.Type) throws {
        let readers = try #require(Self.readers(F.self), "\(F.schema.name): the generated validator names its model's readers")
        for field in F.Field.allCases {
            let expected = (F._FormcReaders(of: field) ?? []).map(\.rawValue)
            #expect((readers[field.rawValue] ?? []) == expected, "\(F.schema.name).\(field.rawValue)")
            let form = ValuesForm(schema: F.schema, rules: FormValidator.generated(F.self))
            #expect(form._FormcReaders(ofField: ValuesForm.Field(rawValue: field.rawValue))?.map(\.rawValue) == expected)
        }
    }

    @Test func aGeneratedValidatorNamesItsModelsReaders() throws {
        try Self.check(Checkout.self)
        try Self.check(Intake.self)
        try Self.check(SignUp.self)
        try Self.check(Survey.self)
        #expect(Self.readers(Checkout.self)?["pickup"] == ["street", "city", "country", "canton"])
    }

    @Test func rulesThatDoNotKnowTheirReadersSayNothing() {
        let form = ValuesForm(schema: Checkout.schema, rules: ValuesForm.Rules(validate: { _, _ in [] }, isEnabled: { _, _ in true }))
        #expect(form._FormcReaders(ofField: ValuesForm.Field(rawValue: "pickup")) == nil)
    }

    /// A form described in the texts it shows (the terminal's and line
    /// mode's, once translated) keeps them in a session given no language:
    /// built-in texts such as "… is required" stay in its language rather
    /// than going back to English.
    @Test func aFormDescribedInTranslatedTextsKeepsThem() throws {
        let german = Checkout.schema.shown(in: TextLanguage(builtIn: .de))
        let form = ValuesForm(schema: german, rules: FormValidator.generated(Checkout.self))
        var session = FormSession(form: form, locale: .enUS)
        #expect(session.schema.textLanguage == german.textLanguage)
        guard case .failure(let errors) = session.submit() else {
            Issue.record("a blank checkout does not submit")
            return
        }
        let country = try #require(german.fields.first { $0.name == "country" })
        let message = try #require(errors.errors.first { $0.field.rawValue == "country" }?.message)
        #expect(message == german.text(.required, label: country.shownLabel))
        #expect(message != Checkout.schema.text(.required, label: country.shownLabel), "not the English text")
    }
}
