import FormRuntime

/// formc's built-in locale table: CLDR number rules (separators, group sizes,
/// minimum grouping digits, minus sign) for the locales a `locale "x"`
/// declaration may name.
///
/// The data is generated into `CLDRLocaleTable.swift` by
/// `Scripts/locales/generate_locale_table.py`; see `docs/LOCALES.md`.
/// Identifiers are canonical in the form `language[_Script]_REGION`, such as
/// `fr_FR` or `zh_Hans_CN`; lookups also accept `-` for `_` and any letter case.
public enum LocaleTable {
    /// The canonical identifiers of every locale in the table, sorted.
    public static var identifiers: [String] { sortedIdentifiers }

    /// The CLDR release the table was generated from, such as `"47"`.
    public static var cldrVersion: String { CLDRLocaleTable.cldrVersion }

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
        if let rules = rulesByKey[lookupKey(identifier)] { return rules }
        let parts = identifier.split { $0 == "_" || $0 == "-" }.map(String.init)
        guard parts.count == 2 else { return nil }
        let language = parts[0].lowercased()
        let region = parts[1].uppercased()
        let candidates = rulesByScriptlessKey[lookupKey(language + "_" + region)] ?? []
        if candidates.count == 1 { return candidates.first }
        let likely = CLDRLocaleTable.likelyLocales[language].map(lookupKey)
        let likelyScript = likely.flatMap { key in key.split(separator: "_").dropFirst().first.map(String.init) }
        return candidates.first { candidate in
            likelyScript.map { lookupKey(candidate.identifier).split(separator: "_").contains(Substring($0)) } ?? false
        }
    }

    /// Table entries with a script, keyed by language and region alone.
    static let rulesByScriptlessKey: [String: [LocaleRules]] = {
        var table: [String: [LocaleRules]] = [:]
        for rules in rulesByKey.values.sorted(by: { $0.identifier < $1.identifier }) {
            let parts = rules.identifier.split(separator: "_")
            guard parts.count == 3 else { continue }
            table[lookupKey("\(parts[0])_\(parts[2])"), default: []].append(rules)
        }
        return table
    }()

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

    // MARK: - Decoded data

    /// Every row decoded into `LocaleRules`, keyed by `lookupKey(_:)`.
    static let rulesByKey: [String: LocaleRules] = {
        var table: [String: LocaleRules] = [:]
        table.reserveCapacity(CLDRLocaleRow.all.count)
        for row in CLDRLocaleRow.all {
            table[lookupKey(row.identifier)] = LocaleRules(
                identifier: row.identifier,
                decimalSeparator: row.decimal,
                groupingSeparator: row.grouping,
                primaryGroupSize: row.primaryGroupSize,
                secondaryGroupSize: row.secondaryGroupSize,
                minimumGroupingDigits: row.minimumGroupingDigits,
                minusSign: row.minusSign
            )
        }
        return table
    }()

    static let sortedIdentifiers: [String] = CLDRLocaleRow.all.map(\.identifier).sorted()

    /// The case- and separator-insensitive form identifiers are compared in:
    /// lowercased, with `-` replaced by `_`.
    static func lookupKey(_ identifier: String) -> String {
        String(identifier.lowercased().map { $0 == "-" ? "_" : $0 })
    }
}
