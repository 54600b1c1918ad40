import FormRuntime

/// formc's built-in locale table: CLDR number rules (separators, group sizes,
/// minimum grouping digits, minus sign) for the locales a `locale "x"`
/// declaration may name.
///
/// The data is generated into FormRuntime's `CLDRLocaleTable.swift` by
/// `Scripts/locales/generate_locale_table.py` and decoded there by
/// `EmbeddedLocaleTable`, the one copy that generated code also resolves the
/// user's locale against at run time; see `docs/LOCALES.md`. What only the
/// compiler reads (the CLDR version, the language and territory aliases of
/// suggestions) is generated into this module's `CLDRCompilerTable.swift`.
/// Identifiers are canonical in the form `language[_Script]_REGION`, such as
/// `fr_FR` or `zh_Hans_CN`; lookups also accept `-` for `_` and any letter case.
public enum LocaleTable {
    /// The canonical identifiers of every locale in the table, sorted.
    public static var identifiers: [String] { sortedIdentifiers }

    /// The CLDR release the table was generated from, such as `"47"`.
    public static var cldrVersion: String { CLDRCompilerTable.cldrVersion }

    /// The rules of the locale `identifier` names, or nil when the table lacks it.
    ///
    /// `fr_FR`, `fr-FR` and `FR_fr` all find the same entry; the returned
    /// rules carry the canonical identifier (`fr_FR`). Aliases such as `en_UK`
    /// are not resolved here: `suggestion(for:)` offers their replacement.
    ///
    /// An identifier without a script resolves to the table's locale of the
    /// same language and region (`az_AZ` gives `az_Latn_AZ`, `zh_TW` gives
    /// `zh_Hant_TW`); where several scripts share the region, CLDR's likely
    /// script for the language decides (`sr_RS` gives `sr_Cyrl_RS`).
    public static func rules(for identifier: String) -> LocaleRules? {
        EmbeddedLocaleTable.rules(for: identifier)
    }

    /// The known identifier closest to `identifier`, for an `unknown-locale`
    /// diagnostic, or nil when nothing is reasonably close.
    ///
    /// Deprecated codes are replaced first (`en_UK` gives `en_GB`, `iw_IL`
    /// gives `he_IL`); then a locale of the same language is preferred, one
    /// with the same region first, then the nearest by edit distance, then
    /// the language's most likely locale, then the first in sorted order.
    /// For a known identifier the result is its canonical form.
    public static func suggestion(for identifier: String) -> String? {
        LocaleSuggester.suggestion(for: identifier)
    }

    // MARK: - The one table, in FormRuntime

    /// Every row decoded into `LocaleRules`, keyed by `lookupKey(_:)`.
    static var rulesByKey: [String: LocaleRules] { EmbeddedLocaleTable.rulesByKey }

    /// The canonical identifiers of every locale, sorted (only the compiler
    /// lists them, for suggestions and completion).
    static let sortedIdentifiers: [String] = CLDRLocaleRow.all.map(\.identifier).sorted()

    /// The case- and separator-insensitive form identifiers are compared in:
    /// lowercased, with `-` replaced by `_`.
    static func lookupKey(_ identifier: String) -> String {
        EmbeddedLocaleTable.lookupKey(identifier)
    }
}
