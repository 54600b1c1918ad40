import FormRuntime

/// TEST FIXTURE — hand-written `LocaleRules` for the locales the vectors use,
/// from CLDR 47 (babel 2.18), Latin-digit symbols, bidi marks removed.
/// To be replaced by the checker's CLDR table once it lands on `main`.
enum TestLocales {
    static let enUS = LocaleRules.enUS
    static let frFR = LocaleRules(identifier: "fr_FR", decimalSeparator: ",", groupingSeparator: "\u{202F}")
    static let deCH = LocaleRules(identifier: "de_CH", decimalSeparator: ".", groupingSeparator: "\u{2019}")
    static let hiIN = LocaleRules(identifier: "hi_IN", decimalSeparator: ".", groupingSeparator: ",", primaryGroupSize: 3, secondaryGroupSize: 2)
    static let ruRU = LocaleRules(identifier: "ru_RU", decimalSeparator: ",", groupingSeparator: "\u{00A0}")
    static let deDE = LocaleRules(identifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".")
    static let arEG = LocaleRules(identifier: "ar_EG", decimalSeparator: ".", groupingSeparator: ",")
    static let jaJP = LocaleRules(identifier: "ja_JP", decimalSeparator: ".", groupingSeparator: ",")
    static let zhHansCN = LocaleRules(identifier: "zh_Hans_CN", decimalSeparator: ".", groupingSeparator: ",")
    static let trTR = LocaleRules(identifier: "tr_TR", decimalSeparator: ",", groupingSeparator: ".")
    static let azAZ = LocaleRules(identifier: "az_Latn_AZ", decimalSeparator: ",", groupingSeparator: ".")
    static let plPL = LocaleRules(identifier: "pl_PL", decimalSeparator: ",", groupingSeparator: "\u{00A0}", minimumGroupingDigits: 2)
    static let esES = LocaleRules(identifier: "es_ES", decimalSeparator: ",", groupingSeparator: ".", minimumGroupingDigits: 2)
    static let svSE = LocaleRules(identifier: "sv_SE", decimalSeparator: ",", groupingSeparator: "\u{00A0}", minusSign: "\u{2212}")
    static let heIL = LocaleRules(identifier: "he_IL", decimalSeparator: ".", groupingSeparator: ",")

    static let all: [String: LocaleRules] = Dictionary(uniqueKeysWithValues: [
        enUS, frFR, deCH, hiIN, ruRU, deDE, arEG, jaJP, zhHansCN, trTR, azAZ, plPL, esES, svSE, heIL,
    ].map { ($0.identifier, $0) })

    struct UnknownLocale: Error, CustomStringConvertible {
        var identifier: String
        var description: String { "test fixture has no locale '\(identifier)'" }
    }

    static func rules(_ identifier: String) throws -> LocaleRules {
        guard let rules = all[identifier] else { throw UnknownLocale(identifier: identifier) }
        return rules
    }
}
