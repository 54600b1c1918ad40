import FormRuntime
import Testing

/// A schema shown in a language (LANGUAGE.md §19, §21): default texts become
/// built-in texts, a translations block overrides them by source string,
/// errors are rendered from their causes in the same language, and a form
/// without a block for the user's language is shown in its own language.
@Suite struct FormSchemaTextTests {
    static let german = LocaleRules(identifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".", datePattern: "DD.MM.YYYY")

    /// A form written in German, with the defaults the checker fills in.
    static let germanForm = FormSchema(
        name: "Anmeldung", locale: german, language: "de",
        fields: [
            FieldSchema(name: "born", type: FieldTypeRef(.date), label: "Geburtsdatum", isRequired: true),
            FieldSchema(name: "city", type: FieldTypeRef(.text), label: "Ort", requiredMessage: "Bitte den Ort angeben"),
        ]
    )

    @Test func aGermanFormForAGermanUserIsGermanThroughout() {
        let shown = Self.germanForm.shown(in: Self.germanForm.textLanguage(for: ["de_DE", "de"]))
        #expect(Self.required(shown.fields[0], in: shown) == "Geburtsdatum ist erforderlich")
        #expect(Self.required(shown.fields[1], in: shown) == "Bitte den Ort angeben", "the spec's own message stays")
        #expect(shown.submitLabel == "Absenden")
        #expect(shown.text(.invalidDate) == "Geben Sie ein gültiges Datum ein")
        #expect(shown.shownPlaceholder(of: shown.fields[0], locale: Self.german) == "TT.MM.JJJJ")
        #expect(shown.text(.show) == "[anzeigen]")
        let language = shown.textLanguage
        #expect(Self.germanForm.message(.required(message: nil), field: "born", in: language) == "Geburtsdatum ist erforderlich")
        #expect(Self.germanForm.message(.invalidDate, field: "born", in: language) == "Geben Sie ein gültiges Datum ein")
        #expect(Self.germanForm.message(.unexpectedFormat, field: "born", in: language) == "Geburtsdatum hat nicht das erwartete Format")
        #expect(Self.germanForm.message(.condition(index: 0, message: "Zu jung"), field: "born", in: language) == "Zu jung")
    }

    /// LANGUAGE.md §21: a German form without translations is German for an
    /// English-speaking user too, built-in texts included.
    @Test func aGermanFormForAnEnglishUserIsGermanThroughout() {
        let language = Self.germanForm.textLanguage(for: ["en_US", "en"])
        #expect(language == .source)
        let shown = Self.germanForm.shown(in: language)
        #expect(shown.textLanguage.builtIn == .de)
        #expect(Self.required(shown.fields[0], in: shown) == "Geburtsdatum ist erforderlich")
        #expect(shown.submitLabel == "Absenden")
        #expect(shown.text(.keyHints) == BuiltInText.keyHints.text(in: .de))
        #expect(shown.shownPlaceholder(of: shown.fields[0], locale: Self.german) == "TT.MM.JJJJ")
        #expect(Self.germanForm.message(.invalidDate, field: "born", in: language) == "Geben Sie ein gültiges Datum ein")
        #expect(Self.germanForm.text(.keyHints) == BuiltInText.keyHints.text(in: .de), "unshown: the spec's own language")
        for other in ["fr", "ja", "pt-BR", "zh_CN"] {
            #expect(Self.germanForm.textLanguage(for: [other]) == .source, "\(other): no block, German")
        }
    }

    /// An English form with a Russian block that overrides two built-in texts.
    static let translated = FormSchema(
        name: "Contact",
        fields: [FieldSchema(name: "name", type: FieldTypeRef(.text), label: "Name", isRequired: true)],
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
        #expect(Self.required(shown.fields[0], in: shown) == "Заполните поле Имя", "the override, with the shown label")
        #expect(shown.text(.show) == "[открыть]")
        #expect(shown.text(.hide) == "[скрыть]", "no override: formc's Russian")
        #expect(shown.submitLabel == "Отправить")
        #expect(Self.translated.message(.required(message: nil), field: "name", in: language) == "Заполните поле Имя")
        #expect(Self.translated.message(.required(message: nil), field: "name", in: .source) == "Name is required")
    }

    /// A spec in a language formc does not ship overrides the built-in
    /// texts with a block in its own language, which also serves while the
    /// form is shown as written (LANGUAGE.md §21).
    @Test func aBlockInTheSpecsOwnLanguageOverridesItsBuiltInTexts() {
        let dutch = FormSchema(
            name: "Aanmelding", language: "nl",
            fields: [FieldSchema(name: "naam", type: FieldTypeRef(.text), label: "Naam", isRequired: true)],
            translations: ["nl": ["{label} is required": "{label} is verplicht", "Submit": "Versturen"]]
        )
        let shown = dutch.shown(in: dutch.textLanguage(for: ["en"]))
        #expect(Self.required(shown.fields[0], in: shown) == "Naam is verplicht")
        #expect(shown.submitLabel == "Versturen")
        #expect(shown.text(.hide) == "[hide]", "not overridden and not shipped in Dutch: English")
    }

    @Test func theSpecsOwnMessagesAreTranslatedByTheBlock() {
        var schema = Self.translated
        schema.translations["ru"]?["Too short"] = "Слишком коротко"
        let language = TextLanguage(translations: "ru", builtIn: .ru)
        #expect(schema.message(.condition(index: 2, message: "Too short"), field: "name", in: language) == "Слишком коротко")
        #expect(schema.message(.required(message: "Too short"), field: "name", in: language) == "Слишком коротко")
        #expect(schema.message(.condition(index: 0, message: "Untranslated"), field: "name", in: language) == "Untranslated")
        #expect(schema.message(.external("Too short"), field: "name", in: language) == "Too short", "a message from outside is shown as given")
    }
}

extension FormSchemaTextTests {
    /// What `field`, a `required` field of `schema` left empty, says.
    static func required(_ field: FieldSchema, in schema: FormSchema) -> String {
        schema.message(.required(message: field.requiredMessage), field: field.name, in: schema.textLanguage)
    }

    /// A message is identified by its cause, never by its text: a spec's
    /// own message that reads like a built-in text stays the spec's.
    @Test func aSpecMessageThatReadsLikeABuiltInTextIsTheSpecs() {
        let language = TextLanguage(builtIn: .ja)
        #expect(Self.germanForm.message(.invalidValue, field: "city", in: language) == "有効な値を入力してください")
        for text in ["Enter a valid value", "MM", "Submit", "Ort is required"] {
            #expect(Self.germanForm.message(.condition(index: 0, message: text), field: "city", in: language) == text)
        }
    }
}
