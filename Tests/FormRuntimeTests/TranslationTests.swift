import FormRuntime
import Testing

@Suite struct TranslationTests {
    @Test(arguments: [
        (["LANG": "ru_RU.UTF-8"], ["ru_RU", "ru"]),
        (["LC_ALL": "pt_BR.UTF-8@euro", "LANG": "de_DE.UTF-8"], ["pt_BR", "pt"]),
        (["LC_MESSAGES": "fr_CA", "LANG": "de_DE"], ["fr_CA", "fr"]),
        (["LANGUAGE": "uk:ru", "LANG": "en_US.UTF-8"], ["uk", "ru", "en_US", "en"]),
        (["LANG": "C.UTF-8"], []),
        (["LANG": "POSIX"], []),
        (["LC_ALL": "", "LANG": "ja_JP.UTF-8"], ["ja_JP", "ja"]),
        ([:], []),
    ])
    func preferredLanguagesFollowPOSIX(environment: [String: String], expected: [String]) {
        #expect(UILanguage.preferred(environment: environment) == expected)
    }

    static let schema = FormSchema(
        name: "Contact",
        title: "Contact",
        submitLabel: "Send",
        fields: [
            FieldSchema(name: "name", kind: .field, type: FieldTypeRef(.text),
                        label: "Name", placeholder: "Ada", caption: "As on your card", requiredMessage: "Enter your name"),
        ],
        translations: ["pt-BR": ["Contact": "Contato", "Send": "Enviar", "Name": "Nome", "Enter your name": "Digite seu nome"]]
    )

    @Test func theFirstPreferenceWithTranslationsWins() {
        #expect(Self.schema.translationLanguage(for: ["de_DE", "de", "pt_BR", "pt"]) == "pt-BR")
        #expect(Self.schema.translationLanguage(for: ["pt"]) == nil, "a language alone does not pick a regional table")
        #expect(Self.schema.translationLanguage(for: ["en_US", "en"]) == nil)
    }

    @Test func everyShownTextIsTranslatedAndTheRestKept() {
        let translated = Self.schema.translated(to: "pt-BR")
        #expect(translated.title == "Contato")
        #expect(translated.submitLabel == "Enviar")
        #expect(translated.fields.first?.label == "Nome")
        #expect(translated.fields.first?.requiredMessage == "Digite seu nome")
        #expect(translated.fields.first?.placeholder == "Ada", "no entry: the source text")
        #expect(translated.fields.first?.caption == "As on your card")
        #expect(translated.fields.first?.name == "name")
        #expect(Self.schema.translated(to: "xx") == Self.schema)
    }
}
