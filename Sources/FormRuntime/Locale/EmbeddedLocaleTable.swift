/// The embedded CLDR table (`CLDRLocaleTable`, generated; see
/// docs/LOCALES.md) decoded into ``LocaleRules``, for the checker's
/// `locale "x"` at compile time and for the user's locale at run time
/// (LANGUAGE.md §17). It lives in FormRuntime, which ships inside apps,
/// because generated code resolves the POSIX locale environment against it;
/// the checker's `LocaleTable` reads this one copy.
package enum EmbeddedLocaleTable {
    /// The rules of the locale `identifier` names, or nil when the table
    /// lacks it. Letter case is ignored and `-` reads as `_`; an identifier
    /// without a script finds the table's locale of the same language and
    /// region (`az_AZ` gives `az_Latn_AZ`; where several scripts share the
    /// region, CLDR's likely script decides: `sr_RS` gives `sr_Cyrl_RS`).
    package static func rules(for identifier: String) -> LocaleRules? {
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

    /// The rules of the language's most likely locale in the table (CLDR
    /// likely subtags: `de` gives `de_DE`, `sr_Latn` gives `sr_Latn_RS`), or nil.
    package static func likelyRules(forLanguage language: String) -> LocaleRules? {
        let key = lookupKey(language)
        let likely = CLDRLocaleTable.likelyLocales.first { lookupKey($0.key) == key }?.value
        return likely.flatMap { rulesByKey[lookupKey($0)] }
    }

    /// Every row decoded into `LocaleRules`, keyed by `lookupKey(_:)`.
    package static let rulesByKey: [String: LocaleRules] = {
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
                minusSign: row.minusSign,
                datePattern: row.datePattern
            )
        }
        return table
    }()

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

    /// The case- and separator-insensitive form identifiers are compared in:
    /// lowercased, with `-` replaced by `_`.
    package static func lookupKey(_ identifier: String) -> String {
        String(identifier.lowercased().map { $0 == "-" ? "_" : $0 })
    }
}
