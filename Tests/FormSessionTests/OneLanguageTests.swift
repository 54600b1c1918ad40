import FormRuntime
import FormSession
import FormTerminal
import FormcGenerated
import Foundation
import Testing

/// LANGUAGE.md §21, "Locale and language of a form that names neither": a
/// form is shown in one language (a `translations` block for the user's
/// language, else the spec's own, built-in texts included) in the session,
/// `FormModel` and the terminal alike; errors carry their cause and render
/// in any language; a session starts in the user's locale.
@Suite struct OneLanguageTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    /// English fragments of formc's built-in texts: none may appear on a
    /// screen of a German form.
    static let englishFragments = ["is required", "Enter a valid", "expected format", "Submit", "DD", "YYYY", "[show]", "next ·", "cancels"]

    static func expectGerman(_ texts: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        for text in texts {
            for fragment in englishFragments {
                #expect(!text.contains(fragment), "\(fragment) in \(text) \(comment?.description ?? "")", sourceLocation: sourceLocation)
            }
        }
    }

    /// specs/bestellung.form (`language "de"`, no translations) on devices
    /// in other languages: every text the session shows is German, formc's
    /// own included ("Land ist erforderlich", never "Land is required"
    /// beside "Bitte Betrag angeben").
    @Test(arguments: ["en", "en_US", "fr", "ja", "pt-BR", "de"])
    func aGermanFormWithoutTranslationsIsGermanOnEveryDevice(language: String) throws {
        var session = FormSession<Bestellung>(locale: .enUS, language: language, today: Self.today)
        #expect(session.schema.submitLabel == "Absenden")
        #expect(session.schema.shownPlaceholder(of: try #require(session.fieldSchema(.lieferdatum)), locale: session.locale) == "MM/TT/JJJJ")
        #expect(session.schema.text(.keyHints) == BuiltInText.keyHints.text(in: .de))
        session.replace(.plz, utf16: 0..<0, with: "12")
        guard case .failure(let failure) = session.submit() else {
            Issue.record("a blank order submitted")
            return
        }
        #expect(failure.messages(for: .land) == ["Land ist erforderlich"])
        #expect(failure.messages(for: .betrag) == ["Bitte Betrag angeben"])
        #expect(failure.errors.map(\.cause) == [.required(message: nil), .required(message: "Bitte Betrag angeben")])
        #expect(session.messages(.land) == ["Land ist erforderlich"])
        Self.expectGerman(failure.errors.map(\.message) + [session.schema.submitLabel], "device language \(language)")
        // A record's value the formatters would not produce: held, the
        // field says it cannot show it (LANGUAGE.md §21), in German.
        var editing = FormSession(editing: Bestellung(land: .ch, betrag: 5, plz: "12ab"), locale: .enUS, language: language, today: Self.today)
        guard case .failure(let format) = editing.submit() else {
            Issue.record("12ab submitted as a postcode")
            return
        }
        #expect(format.errors.map(\.cause) == [.invalidValue])
        #expect(format.messages(for: .plz) == ["Geben Sie einen gültigen Wert ein"])
    }

    @MainActor
    @Test func aGermanFormIsGermanThroughFormModelOnAnEnglishDevice() {
        let model = FormModel<Bestellung>(session: FormSession(locale: .enUS, language: "en", today: Self.today))
        _ = model.submit()
        #expect(model.messages(.land) == ["Land ist erforderlich"])
        #expect(model.messages(.plz) == ["PLZ ist erforderlich"])
        #expect(model.session.schema.submitLabel == "Absenden")
    }

    /// The terminal's form and line mode choose the same way.
    @Test func aGermanFormIsGermanInTheTerminalOnAnEnglishDevice() {
        let machine = FormMachine.generated(Bestellung.self, locale: .enUS).translatedForUser(environment: ["LANG": "en_US.UTF-8"])
        var state = machine.initialState()
        // Tab past the choice (Enter would select its highlighted option), then submit.
        for key in [KeyEvent.tab, .tab, .tab, .enter] { _ = machine.update(&state, key) }
        let screen = FormView(machine: machine).draw(state).frame.lines.map(\.text)
        #expect(screen.contains { $0.contains("Land ist erforderlich") }, "\(screen)")
        #expect(screen.contains { $0.contains("PLZ ist erforderlich") }, "\(screen)")
        #expect(screen.contains { $0.contains("[ Absenden ]") }, "\(screen)")
        #expect(screen.contains { $0.contains("MM/TT/JJJJ") }, "\(screen)")
        Self.expectGerman(screen)
    }

    /// A form with a block for the user's language is shown in it; for any
    /// other language, in its own.
    @Test func aFormWithABlockForTheUserIsShownInIt() {
        var russian = FormSession<PhoneSignIn>(locale: .enUS, language: "ru_RU", today: Self.today)
        var french = FormSession<PhoneSignIn>(locale: .enUS, language: "fr", today: Self.today)
        _ = russian.submit()
        _ = french.submit()
        #expect(russian.messages(.phone) == ["Введите номер телефона"])
        #expect(russian.schema.field(named: "phone")?.label == "Телефон")
        #expect(french.messages(.phone) == ["Enter your phone number"])
        #expect(french.schema.submitLabel == "Send code")
    }

    /// `FieldError` says what raised it, and renders in any language as the
    /// form would show it there (a server rendering a client's errors).
    @Test func anErrorRendersInAnotherLanguage() throws {
        var phone = PhoneSignIn(phone: "", code: "1-2")
        let errors = phone.validate(on: .submit)
        #expect(errors.map(\.cause) == [.required(message: "Enter your phone number"), .condition(index: 0, message: "The code has four digits")])
        #expect(errors.map { $0.message(in: "ru") } == ["Введите номер телефона", "В коде четыре цифры"])
        #expect(errors.map { $0.message(in: "fr") } == ["Enter your phone number", "The code has four digits"])
        phone.phone = "+7 999 123 45 67"
        let format = try #require(phone.validate(on: .submit).first)
        #expect(format.message(in: "ru") == "Поле «Телефон» имеет неверный формат")
        let order = try #require(Bestellung(land: .de, betrag: 1, plz: "").validate(on: .submit).first)
        #expect(order.cause == .required(message: nil))
        #expect(order.message == "PLZ ist erforderlich")
        #expect(order.message(in: "en") == "PLZ ist erforderlich", "no English block: the spec's own language")
        // Conditions are told apart by their index.
        let transfer = Transfer(adjustment: 0, amount: 20000, note: nil).validate(on: .submit)
        #expect(transfer.map(\.cause) == [.condition(index: 1, message: "At most 10 000 per transfer")])
    }

    /// Encoded errors keep their cause; an error without one (older JSON, a
    /// server's plain text) is a message from outside.
    @Test func errorsRoundTripThroughJSONWithTheirCause() throws {
        let errors: [FieldError<String>] = [
            FieldError(field: "plz", cause: .required(message: nil), message: "PLZ ist erforderlich"),
            FieldError(field: "code", cause: .condition(index: 2, message: "Four digits"), message: "Four digits"),
            FieldError(field: "born", cause: .invalidDate, message: "Enter a valid date"),
            FieldError(field: "email", message: "This email is already registered"),
        ]
        let data = try JSONEncoder().encode(errors)
        #expect(try JSONDecoder().decode([FieldError<String>].self, from: data) == errors)
        let plain = try JSONDecoder().decode(FieldError<String>.self, from: Data(#"{"field": "email", "message": "Taken"}"#.utf8))
        #expect(plain == FieldError(field: "email", cause: .external("Taken"), message: "Taken"))
        #expect(plain.message(in: "de", schema: Bestellung.schema) == "Taken", "a message from outside is shown as given")
    }
}

/// LANGUAGE.md §21: a session or `FormModel` created without a `locale:`
/// uses the user's locale (`LocaleRules.current()`, read by FormRuntime
/// where the session is created); `en_US` only when nothing is known.
@Suite struct UserLocaleTests {
    @MainActor
    @Test func aSessionStartsInTheUsersLocale() {
        #expect(FormSession<Bestellung>().locale == LocaleRules.current())
        #expect(FormModel<Bestellung>().session.locale == LocaleRules.current())
        #expect(FormSession<Bestellung>(locale: nil).locale == .enUS, "nothing known")
        #expect(FormSession<Transfer>().locale.identifier == "fr_FR", "the form's own locale wins")
    }

    /// The acceptance of issue 29: `1234,5` typed into a form without
    /// `locale` under a German user locale shows `1.234,5` and stores
    /// 1234.5 (it used to show `12,345` and store 12345).
    @MainActor
    @Test func aGermanUserTypesGermanNumbers() throws {
        let german = LocaleRules.current(environment: ["LANG": "de_DE.UTF-8"])
        let model = FormModel<Bestellung>(session: FormSession(locale: german))
        for character in "1234,5" {
            let caret = model.caret(.betrag)
            model.replace(.betrag, utf16: caret..<caret, with: String(character))
        }
        #expect(model.text(.betrag) == "1.234,5")
        let expected = try #require(Decimal(string: "1234.5"))
        #expect(model.session.model.betrag == expected)
    }
}

/// LANGUAGE.md §21, "A decimal separator from the device's keyboard": one
/// typed character equal to the device's decimal separator is the field's
/// own; pastes and whole answers are unchanged.
@Suite struct DeviceSeparatorTests {
    static let deDE = LocaleRules(identifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".", datePattern: "DD.MM.YYYY")

    static func session(_ formatters: [FormatterSpec], device: LocaleRules?, type: FieldType = .decimal) -> FormSession<ValuesForm> {
        let schema = FormSchema(name: "F", locale: deDE, fields: [FieldSchema(name: "x", type: FieldTypeRef(type), formatters: formatters)])
        return FormSession(form: ValuesForm(schema: schema, rules: .init(validate: { _, _ in [] }, isEnabled: { _, _ in true })), locale: device, language: nil)
    }

    static func type(_ text: String, into session: inout FormSession<ValuesForm>) {
        let field = ValuesForm.Field(rawValue: "x")
        for character in text {
            let caret = session.caret(field)
            session.replace(field, utf16: caret..<caret, with: String(character))
        }
    }

    @Test func anEnglishDeviceTypesADecimalPointIntoAGermanForm() {
        var session = Self.session([.decimal(DecimalOptions(scale: 2))], device: .enUS)
        Self.type("12.5", into: &session)
        #expect(session.text(ValuesForm.Field(rawValue: "x")) == "12,5")
        #expect(session.model.values.fields["x"] == .decimal(12.5))
    }

    @Test func aPasteAndAWholeAnswerKeepTheirMeaning() {
        let field = ValuesForm.Field(rawValue: "x")
        var pasted = Self.session([.decimal(DecimalOptions(scale: 2))], device: .enUS)
        pasted.replace(field, utf16: 0..<0, with: "12.5")
        #expect(pasted.text(field) == "125", "a paste is read in the form's locale: `.` groups")
        #expect(pasted.chain(field)?.readingKeystroke(".", deviceSeparator: ".") == ",")
        #expect(pasted.chain(field)?.readingKeystroke("12.5", deviceSeparator: ".") == "12.5")
    }

    @Test func onlyAFractionTakesIt() {
        let field = ValuesForm.Field(rawValue: "x")
        var whole = Self.session([.decimal(DecimalOptions(scale: 0))], device: .enUS)
        Self.type("12.5", into: &whole)
        #expect(whole.text(field) == "125", "scale 0: no fraction")
        var unlimited = Self.session([.decimal(DecimalOptions())], device: .enUS)
        Self.type("12.5", into: &unlimited)
        #expect(unlimited.text(field) == "12,5", "no scale: any fraction")
        var number = Self.session([.number(NumberOptions())], device: .enUS, type: .int)
        Self.type("12.5", into: &number)
        #expect(number.text(field) == "125")
        var german = Self.session([.decimal(DecimalOptions(scale: 2))], device: Self.deDE)
        Self.type("12.5", into: &german)
        #expect(german.text(field) == "125", "the same separators: `.` is the grouping separator it always was")
        var frenchForm = FormSession<Transfer>(locale: .enUS, language: nil, today: OneLanguageTests.today)
        for character in "12.5" {
            let caret = frenchForm.caret(.amount)
            frenchForm.replace(.amount, utf16: caret..<caret, with: String(character))
        }
        #expect(frenchForm.text(.amount) == "12,5")
        #expect(frenchForm.model.amount == 12.5)
    }
}
