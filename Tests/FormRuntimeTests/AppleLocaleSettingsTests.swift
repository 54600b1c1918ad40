import FormRuntime
import Foundation
import Testing

/// LANGUAGE.md §17, Apple platforms: the number rules come from
/// `Locale.current`'s language, script and region resolved against the
/// embedded table, the UI language from `Locale.preferredLanguages`. The
/// decisions are pure functions of ``AppleLocaleSettings``, tested here; which
/// reading a process uses is ``UserLocaleSettings/process(environment:)``.
@Suite struct AppleLocaleSettingsTests {
    @Test func regionWinsOverTheScriptApplePutsInEveryLocale() {
        // Apple reports de_CH with the likely script Latn; the table has de_CH.
        #expect(AppleLocaleSettings(languageCode: "de", scriptCode: "Latn", regionCode: "CH").rules.identifier == "de_CH")
        #expect(AppleLocaleSettings(languageCode: "de", scriptCode: "Latn", regionCode: "CH").rules.groupingSeparator == "\u{2019}")
        #expect(AppleLocaleSettings(languageCode: "fr", regionCode: "FR").rules.identifier == "fr_FR")
    }

    @Test func theScriptDecidesWhereTheTableHasSeveral() {
        #expect(AppleLocaleSettings(languageCode: "sr", scriptCode: "Latn", regionCode: "RS").rules.identifier == "sr_Latn_RS")
        #expect(AppleLocaleSettings(languageCode: "sr", scriptCode: "Cyrl", regionCode: "RS").rules.identifier == "sr_Cyrl_RS")
        #expect(AppleLocaleSettings(languageCode: "zh", scriptCode: "Hant").rules.identifier == "zh_Hant_TW")
        #expect(AppleLocaleSettings(languageCode: "zh", scriptCode: "Hans", regionCode: "CN").rules.identifier == "zh_Hans_CN")
    }

    @Test func unknownRegionFallsBackToTheLanguageThenToPosix() {
        #expect(AppleLocaleSettings(languageCode: "de", scriptCode: "Latn", regionCode: "XX").rules.identifier == "de_DE")
        #expect(AppleLocaleSettings(languageCode: "de").rules.identifier == "de_DE")
        #expect(AppleLocaleSettings(languageCode: "xx", regionCode: "YY").rules.identifier == "en_US_POSIX")
        #expect(AppleLocaleSettings(languageCode: nil).rules.identifier == "en_US_POSIX")
    }

    @Test func identifiersAreSplitAsAppleWritesThem() {
        let hans = AppleLocaleSettings(identifier: "zh-Hans_CN")
        #expect(hans.languageCode == "zh" && hans.scriptCode == "Hans" && hans.regionCode == "CN")
        let override = AppleLocaleSettings(identifier: "en_US@rg=gbzzzz")
        #expect(override.languageCode == "en" && override.scriptCode == nil && override.regionCode == "US")
        let latinAmerica = AppleLocaleSettings(identifier: "es_419")
        #expect(latinAmerica.languageCode == "es" && latinAmerica.regionCode == "419")
        let bare = AppleLocaleSettings(identifier: "de")
        #expect(bare.languageCode == "de" && bare.scriptCode == nil && bare.regionCode == nil)
        #expect(AppleLocaleSettings(identifier: "sr_Latn_RS").rules.identifier == "sr_Latn_RS")
    }

    @Test func uiLanguagesArePreferredLanguagesWithTheirShorterForms() {
        let settings = AppleLocaleSettings(languageCode: "en", regionCode: "US", preferredLanguages: ["zh-Hans-CN", "en-GB", "en-US"])
        #expect(settings.uiLanguages == ["zh-Hans-CN", "zh-Hans", "zh", "en-GB", "en", "en-US"])
        let extended = AppleLocaleSettings(languageCode: "de", preferredLanguages: ["de-CH-u-ca-gregory"])
        #expect(extended.uiLanguages == ["de-CH", "de"], "extensions say nothing about the language")
    }

    @Test func withoutPreferredLanguagesTheLocalesOwnLanguage() {
        #expect(AppleLocaleSettings(languageCode: "sr", scriptCode: "Latn", regionCode: "RS").uiLanguages == ["sr-Latn", "sr"])
        #expect(AppleLocaleSettings(languageCode: nil).uiLanguages.isEmpty)
    }

    @Test func aFormsTranslationsAreChosenByTheAppleLanguages() {
        let schema = FormSchema(name: "F", fields: [], translations: ["zh_Hans": ["Name": "名字"], "de": ["Name": "Name"]])
        let chinese = AppleLocaleSettings(languageCode: "zh", preferredLanguages: ["zh-Hans-CN", "de-DE"])
        #expect(schema.translationLanguage(for: chinese.uiLanguages) == "zh_Hans")
        let swiss = AppleLocaleSettings(languageCode: "de", preferredLanguages: ["fr-CH", "de-CH"])
        #expect(schema.translationLanguage(for: swiss.uiLanguages) == "de")
    }

    @Test func bothReadingsOfUserLocaleSettings() {
        let posix = UserLocaleSettings.environment(["LC_ALL": "", "LANG": "de_CH.UTF-8", "LC_MESSAGES": "fr_FR"])
        #expect(posix.rules.identifier == "de_CH")
        #expect(posix.preferredLanguages == ["fr_FR", "fr"])
        let apple = UserLocaleSettings.apple(AppleLocaleSettings(languageCode: "fr", scriptCode: "Latn", regionCode: "CH", preferredLanguages: ["it-CH"]))
        #expect(apple.rules.identifier == "fr_CH")
        #expect(apple.preferredLanguages == ["it-CH", "it"])
    }

    @Test func theProcessReadsThePlatformsSettings() {
        let environment = ["LANG": "ru_RU.UTF-8"]
        #if canImport(Darwin)
        #expect(UserLocaleSettings.process(environment: environment) == .apple(.current), "LANG is not read on Apple platforms")
        #else
        #expect(UserLocaleSettings.process(environment: environment) == .environment(environment))
        #expect(LocaleRules.current() == LocaleRules.current(environment: ProcessInfo.processInfo.environment))
        #expect(UILanguage.preferred() == UILanguage.preferred(environment: ProcessInfo.processInfo.environment))
        #endif
    }

    @Test func currentSettingsComeFromFoundation() {
        // Compiled everywhere, used on Apple platforms: whatever Foundation
        // reports, the parts are Foundation's own.
        let current = AppleLocaleSettings.current
        #expect(current.preferredLanguages == Locale.preferredLanguages)
        #expect(current.languageCode == Locale.current.language.languageCode?.identifier)
        #expect(current.regionCode == Locale.current.region?.identifier)
    }
}
