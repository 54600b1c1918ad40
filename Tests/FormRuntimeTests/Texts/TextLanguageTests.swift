import FormRuntime
import Testing

/// How the language of a screen is chosen (LANGUAGE.md §19, §21): the
/// form's translations block for the user's language, else the spec's own
/// language for its texts and the built-in texts alike (one language per
/// screen).
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

    /// Without a block for the user, the form is shown as written, built-in
    /// texts in the spec's own language (nil: the schema resolves it), never
    /// in the user's: "Land is required" beside "Bitte Betrag angeben" is
    /// what section 21 forbids.
    @Test func elseTheSpecsOwnLanguage() {
        #expect(TextLanguage.choose(translations: ["ru"], preferences: ["de_DE", "de"]) == .source)
        #expect(TextLanguage.choose(translations: [String](), preferences: ["uk", "zh_CN", "zh"]) == .source)
        #expect(TextLanguage.choose(translations: [String](), preferences: ["nl_NL", "nl"]) == .source)
        #expect(TextLanguage.choose(translations: [String](), preferences: []) == .source)
        #expect(TextLanguage.source.builtIn == nil)
    }

    @Test func theEnvironmentChoosesThroughThePOSIXVariables() {
        let preferences = UILanguage.preferred(environment: ["LC_ALL": "", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"])
        #expect(TextLanguage.choose(translations: ["de", "fr"], preferences: preferences) == TextLanguage(translations: "fr", builtIn: .fr))
        #expect(TextLanguage.choose(translations: ["de"], preferences: preferences) == .source)
    }

    /// One UI language stands for itself and its shorter forms.
    @Test func aLanguageFallsBackToItsLanguageAlone() {
        #expect(UILanguage.candidates(of: "de_CH.UTF-8") == ["de_CH", "de"])
        #expect(UILanguage.candidates(of: "zh-Hans-CN") == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(UILanguage.candidates(of: "fr") == ["fr"])
        #expect(UILanguage.candidates(of: "") == [])
    }
}

extension TextLanguageTests {
    /// On Apple platforms the UI languages are `Locale.preferredLanguages`
    /// (``AppleLocaleSettings/uiLanguages``; LANGUAGE.md §17, §19), and they
    /// choose the block.
    @Test func applePreferredLanguagesChooseTheBlock() {
        let apple = AppleLocaleSettings(languageCode: "zh", scriptCode: "Hans", regionCode: "CN", preferredLanguages: ["zh-Hans-CN", "en-US"])
        #expect(TextLanguage.choose(translations: ["zh-Hans"], preferences: UserLocaleSettings.apple(apple).preferredLanguages)
                == TextLanguage(translations: "zh-Hans", builtIn: .zhHans))
        let swiss = AppleLocaleSettings(languageCode: "de", scriptCode: "Latn", regionCode: "CH", preferredLanguages: ["de-CH"])
        #expect(TextLanguage.choose(translations: ["fr", "de"], preferences: UserLocaleSettings.apple(swiss).preferredLanguages)
                == TextLanguage(translations: "de", builtIn: .de))
        #expect(TextLanguage.choose(translations: ["fr"], preferences: UserLocaleSettings.apple(swiss).preferredLanguages) == .source)
    }
}
