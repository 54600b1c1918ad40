import FormRuntime
import Testing

/// LANGUAGE.md §17: without `locale` in a form, the number rules follow the
/// POSIX locale environment (`LC_ALL`, then `LC_NUMERIC`, then `LANG`),
/// resolved against the embedded CLDR table, never the platform's ICU
/// (issue 10, item 14).
@Suite struct RunTimeLocaleTests {
    @Test func langPicksTheTableRules() throws {
        let rules = LocaleRules.current(environment: ["LANG": "fr_FR.UTF-8"])
        #expect(rules.identifier == "fr_FR")
        #expect(rules.decimalSeparator == ",")
        #expect(rules.groupingSeparator == "\u{202F}")
    }

    @Test func lcAllThenLcNumericThenLang() {
        #expect(LocaleRules.current(environment: ["LC_ALL": "de_CH.UTF-8", "LC_NUMERIC": "fr_FR", "LANG": "ru_RU"]).identifier == "de_CH")
        #expect(LocaleRules.current(environment: ["LC_ALL": "", "LC_NUMERIC": "de_CH", "LANG": "ru_RU"]).identifier == "de_CH")
        #expect(LocaleRules.current(environment: ["LC_NUMERIC": "", "LANG": "ru_RU.UTF-8"]).identifier == "ru_RU")
        #expect(LocaleRules.current(environment: ["LC_MESSAGES": "fr_FR", "LANG": "de_DE"]).identifier == "de_DE",
                "LC_MESSAGES is the UI language, not the number rules")
    }

    @Test func suffixesAndModifiersAreDropped() {
        #expect(LocaleRules.current(environment: ["LANG": "de_DE.UTF-8@euro"]).identifier == "de_DE")
        #expect(LocaleRules.current(environment: ["LANG": "de_DE@euro"]).identifier == "de_DE")
        #expect(LocaleRules.current(environment: ["LANG": "hi_IN.utf8"]).secondaryGroupSize == 2)
    }

    @Test func regionThenLanguage() {
        #expect(LocaleRules.current(environment: ["LANG": "de_CH.UTF-8"]).groupingSeparator == "\u{2019}")
        // de_XX is not in the table: the language's most likely locale.
        #expect(LocaleRules.current(environment: ["LANG": "de_XX.UTF-8"]).identifier == "de_DE")
        #expect(LocaleRules.current(environment: ["LANG": "fr"]).identifier == "fr_FR")
        #expect(LocaleRules.current(environment: ["LANG": "sr_Latn"]).identifier == "sr_Latn_RS")
        #expect(LocaleRules.current(environment: ["LANG": "zh_Hant.UTF-8"]).identifier == "zh_Hant_TW")
    }

    @Test func cAndPosixMeanEnUSPOSIX() {
        for value in ["C", "POSIX", "C.UTF-8", "C.utf8"] {
            let rules = LocaleRules.current(environment: ["LANG": value])
            #expect(rules.identifier == "en_US_POSIX", "\(value)")
            #expect(rules.decimalSeparator == "." && rules.groupingSeparator == "," && rules.minusSign == "-")
        }
        #expect(LocaleRules.current(environment: [:]).identifier == "en_US_POSIX", "nothing set is the C locale")
        #expect(LocaleRules.current(environment: ["LANG": "xx_YY.UTF-8"]).identifier == "en_US_POSIX", "unknown: as C")
    }

    @Test func aFormWithoutLocaleFollowsTheEnvironment() {
        let schema = FormSchema(name: "F", fields: [FieldSchema(name: "amount", type: FieldTypeRef(.decimal))])
        let rules = schema.resolvedLocale(environment: ["LANG": "fr_FR.UTF-8"])
        #expect(rules.identifier == "fr_FR")
        let chain = FormatterChain(formatters: [.decimal(DecimalOptions())], locale: rules)
        #expect(chain.insert("1234,5", into: .empty).text == "1\u{202F}234,5")
        let fixed = FormSchema(name: "G", locale: .enUS, fields: [])
        #expect(fixed.resolvedLocale(environment: ["LANG": "fr_FR.UTF-8"]).identifier == "en_US", "a fixed locale wins")
        #expect(schema.resolvedLocale(override: .enUS, environment: ["LANG": "fr_FR.UTF-8"]).identifier == "en_US")
        #expect(fixed.resolvedLocale(override: rules, environment: [:]).identifier == "en_US", "as formc preview --locale")
    }

    @Test func identifiersResolveAgainstTheEmbeddedTable() {
        #expect(LocaleRules.resolving("de_CH")?.groupingSeparator == "\u{2019}")
        #expect(LocaleRules.resolving("de-ch")?.identifier == "de_CH")
        #expect(LocaleRules.resolving("pt")?.identifier != nil)
        #expect(LocaleRules.resolving("xx_YY") == nil)
        #expect(LocaleRules.embedded("de")  == nil, "the exact lookup does not fall back")
        #expect(LocaleRules.embedded("fr_FR")?.identifier == "fr_FR")
    }
}
