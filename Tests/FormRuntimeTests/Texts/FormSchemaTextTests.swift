import FormRuntime
import Testing

/// A schema shown in a language (LANGUAGE.md §19): default texts become
/// built-in texts, a translations block overrides them by source string,
/// and raised messages are shown in the same language.
@Suite struct FormSchemaTextTests {
    static let german = LocaleRules(identifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".", datePattern: "DD.MM.YYYY")

    /// A form written in German, with the defaults the checker fills in.
    static let germanForm = FormSchema(
        name: "Anmeldung", locale: german,
        fields: [
            FieldSchema(name: "born", type: FieldTypeRef(.date), label: "Geburtsdatum", requiredMessage: "Geburtsdatum is required"),
            FieldSchema(name: "city", type: FieldTypeRef(.text), label: "Ort", requiredMessage: "Bitte den Ort angeben"),
        ]
    )

    @Test func aGermanFormForAGermanUserIsGermanThroughout() {
        let shown = Self.germanForm.shown(in: Self.germanForm.textLanguage(for: ["de_DE", "de"]))
        #expect(shown.fields[0].requiredMessage == "Geburtsdatum ist erforderlich")
        #expect(shown.fields[1].requiredMessage == "Bitte den Ort angeben", "the spec's own message stays")
        #expect(shown.submitLabel == "Absenden")
        #expect(shown.text(.invalidDate) == "Geben Sie ein gültiges Datum ein")
        #expect(shown.shownPlaceholder(of: shown.fields[0], locale: Self.german) == "TT.MM.JJJJ")
        #expect(shown.text(.show) == "[anzeigen]")
        #expect(Self.germanForm.shownMessage("Geburtsdatum is required", field: "born", in: shown.textLanguage) == "Geburtsdatum ist erforderlich")
        #expect(Self.germanForm.shownMessage("Enter a valid date", field: "born", in: shown.textLanguage) == "Geben Sie ein gültiges Datum ein")
        #expect(Self.germanForm.shownMessage("Geburtsdatum is not in the expected format", field: "born", in: shown.textLanguage)
                == "Geburtsdatum hat nicht das erwartete Format")
        #expect(Self.germanForm.shownMessage("Zu jung", field: "born", in: shown.textLanguage) == "Zu jung")
    }

    @Test func englishIsTheSourceAndUnchanged() {
        let language = Self.germanForm.textLanguage(for: ["en_US", "en"])
        #expect(language == .source)
        #expect(Self.germanForm.shown(in: language) == Self.germanForm)
        #expect(Self.germanForm.text(.keyHints) == BuiltInText.keyHints.source)
        #expect(Self.germanForm.shownPlaceholder(of: Self.germanForm.fields[0], locale: Self.german) == "DD.MM.YYYY")
        #expect(Self.germanForm.shownMessage("Enter a valid date", field: "born", in: language) == "Enter a valid date")
    }

    /// An English form with a Russian block that overrides two built-in texts.
    static let translated = FormSchema(
        name: "Contact",
        fields: [FieldSchema(name: "name", type: FieldTypeRef(.text), label: "Name", requiredMessage: "Name is required")],
        translations: ["ru": [
            "Name": "Имя",
            "{label} is required": "Заполните поле {label}",
            "[show]": "[открыть]",
        ]]
    )

    @Test func aTranslationsBlockOverridesBuiltInTextsBySourceString() {
        let language = Self.translated.textLanguage(for: ["ru_RU", "ru"])
        #expect(language == TextLanguage(translations: "ru", builtIn: .ru))
        let shown = Self.translated.shown(in: language)
        #expect(shown.fields[0].label == "Имя")
        #expect(shown.fields[0].requiredMessage == "Заполните поле Имя", "the override, with the shown label")
        #expect(shown.text(.show) == "[открыть]")
        #expect(shown.text(.hide) == "[скрыть]", "no override: formc's Russian")
        #expect(shown.submitLabel == "Отправить")
        #expect(Self.translated.shownMessage("Name is required", field: "name", in: language) == "Заполните поле Имя")
    }

    @Test func theSpecsOwnEntryForAMessageWinsOverTheBuiltInText() {
        var schema = Self.translated
        schema.translations["ru"]?["Name is required"] = "Как вас зовут?"
        let language = TextLanguage(translations: "ru", builtIn: .ru)
        #expect(schema.shownMessage("Name is required", field: "name", in: language) == "Как вас зовут?")
    }
}

extension FormSchemaTextTests {
    @Test func onlyMessagesAreRecognisedInRaisedMessages() {
        let language = TextLanguage(builtIn: .ja)
        #expect(Self.germanForm.shownMessage("Enter a valid value", field: "city", in: language) == "有効な値を入力してください")
        #expect(Self.germanForm.shownMessage("MM", field: "city", in: language) == "MM", "a spec's message that reads like a date letter")
        #expect(Self.germanForm.shownMessage("Submit", field: "city", in: language) == "Submit")
    }
}
