import FormChecker
import FormRuntime

/// The locales the runtime tests use, by name, read from the checker's CLDR
/// table (the one source of locale rules).
enum TestLocales {
    static let enUS = LocaleRules.enUS
    static var frFR: LocaleRules { table("fr_FR") }
    static var deCH: LocaleRules { table("de_CH") }
    static var hiIN: LocaleRules { table("hi_IN") }
    static var ruRU: LocaleRules { table("ru_RU") }
    static var deDE: LocaleRules { table("de_DE") }
    static var trTR: LocaleRules { table("tr_TR") }
    static var azAZ: LocaleRules { table("az_Latn_AZ") }
    static var plPL: LocaleRules { table("pl_PL") }
    static var esES: LocaleRules { table("es_ES") }
    static var svSE: LocaleRules { table("sv_SE") }

    /// Every identifier above; a test checks that the table has each.
    static let identifiers = ["fr_FR", "de_CH", "hi_IN", "ru_RU", "de_DE", "tr_TR", "az_Latn_AZ", "pl_PL", "es_ES", "sv_SE"]

    /// The CLDR rules of `identifier`; an identifier the table lacks gives
    /// rules named `missing-…`, which the fixture test reports.
    static func table(_ identifier: String) -> LocaleRules {
        LocaleTable.rules(for: identifier) ?? LocaleRules(identifier: "missing-" + identifier, decimalSeparator: ".", groupingSeparator: ",")
    }
}
