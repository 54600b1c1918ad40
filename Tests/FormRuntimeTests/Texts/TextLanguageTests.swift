import FormRuntime
import Testing

/// How the language of a screen is chosen (LANGUAGE.md §19): the form's
/// translations block for the user's language, else the user's language for
/// the built-in texts, with fallback to a shipped language, else English.
@Suite struct TextLanguageTests {
    @Test(arguments: [
        ("pt_BR", BuiltInLanguage.pt), ("pt-PT", .pt), ("de_CH.UTF-8", .de), ("fr", .fr), ("EN_us", .en),
        ("zh", .zhHans), ("zh_CN", .zhHans), ("zh-Hans-CN", .zhHans), ("zh_SG", .zhHans), ("ja_JP", .ja), ("ko-KR", .ko),
        ("ru_RU.UTF-8@euro", .ru), ("it_IT", .it), ("es_419", .es),
    ])
    func identifiersFallBackToAShippedLanguage(identifier: String, expected: BuiltInLanguage) {
        #expect(BuiltInLanguage(matching: identifier) == expected)
    }

    @Test(arguments: ["zh_TW", "zh-Hant", "zh-Hant-HK", "nl_NL", "uk", "", "C"])
    func unshippedLanguagesHaveNoMatch(identifier: String) {
        #expect(BuiltInLanguage(matching: identifier) == nil)
    }

    @Test func theFormsBlockForTheUsersLanguageWins() {
        let keys = ["ru", "pt-BR"]
        #expect(TextLanguage.choose(translations: keys, preferences: ["pt_BR", "pt"]) == TextLanguage(translations: "pt-BR", builtIn: .pt))
        #expect(TextLanguage.choose(translations: keys, preferences: ["de_DE", "de", "ru"]) == TextLanguage(translations: "ru", builtIn: .ru))
        #expect(TextLanguage.choose(translations: ["nl"], preferences: ["nl"]) == TextLanguage(translations: "nl", builtIn: .en),
                "a block in a language formc does not ship: its entries, else English")
    }

    @Test func elseTheUsersLanguageForTheBuiltInTexts() {
        #expect(TextLanguage.choose(translations: ["ru"], preferences: ["de_DE", "de"]) == TextLanguage(builtIn: .de))
        #expect(TextLanguage.choose(translations: [String](), preferences: ["uk", "zh_CN", "zh"]) == TextLanguage(builtIn: .zhHans))
        #expect(TextLanguage.choose(translations: [String](), preferences: ["nl_NL", "nl"]) == .source)
        #expect(TextLanguage.choose(translations: [String](), preferences: []) == .source)
    }

    @Test func theEnvironmentChoosesThroughThePOSIXVariables() {
        let preferences = UILanguage.preferred(environment: ["LC_ALL": "", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"])
        #expect(TextLanguage.choose(translations: [String](), preferences: preferences).builtIn == .fr)
    }
}

extension TextLanguageTests {
    /// On Apple platforms the UI languages are `Locale.preferredLanguages`
    /// (``AppleLocaleSettings/uiLanguages``; LANGUAGE.md §17, §19), and the
    /// built-in texts follow them.
    @Test func applePreferredLanguagesChooseTheBuiltInTexts() {
        let apple = AppleLocaleSettings(languageCode: "zh", scriptCode: "Hans", regionCode: "CN", preferredLanguages: ["zh-Hans-CN", "en-US"])
        #expect(TextLanguage.choose(translations: [String](), preferences: UserLocaleSettings.apple(apple).preferredLanguages).builtIn == .zhHans)
        let swiss = AppleLocaleSettings(languageCode: "de", scriptCode: "Latn", regionCode: "CH", preferredLanguages: ["de-CH"])
        #expect(TextLanguage.choose(translations: ["fr"], preferences: UserLocaleSettings.apple(swiss).preferredLanguages).builtIn == .de)
    }
}
