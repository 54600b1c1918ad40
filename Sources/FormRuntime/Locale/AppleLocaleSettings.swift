import Foundation

/// The locale settings of an Apple platform, as the values FormRuntime
/// reads from them: `Locale.current`'s language, script and region, and
/// `Locale.preferredLanguages`. A plain value, so the decisions made from it
/// (``rules``, ``uiLanguages``) are tested on any platform.
package struct AppleLocaleSettings: Sendable, Equatable {
    /// The language code, such as `de` or `zh`.
    package var languageCode: String?
    /// The script code, such as `Hant` (Apple fills in the likely script:
    /// `Latn` for `de`).
    package var scriptCode: String?
    /// The region code, such as `CH`.
    package var regionCode: String?
    /// The user's preferred languages, most preferred first, as BCP 47
    /// tags such as `de-CH` or `zh-Hans-CN`.
    package var preferredLanguages: [String]

    /// Settings of these parts.
    package init(languageCode: String?, scriptCode: String? = nil, regionCode: String? = nil, preferredLanguages: [String] = []) {
        self.languageCode = languageCode
        self.scriptCode = scriptCode
        self.regionCode = regionCode
        self.preferredLanguages = preferredLanguages
    }

    /// The settings of this process: `Locale.current` and `Locale.preferredLanguages`.
    /// (Compiled on every platform, so Linux type-checks it against
    /// Foundation; only Apple platforms use it.)
    package static var current: AppleLocaleSettings {
        let locale = Locale.current
        // `Locale.Language` and `Locale.Region` are macOS 13 and iOS 16 API,
        // below the package's floors (macOS 14, iOS 17, tvOS 17); the check
        // is for watchOS, which Package.swift names no floor for. macOS is
        // left to `*`: naming it would warn that the check is always true.
        if #available(iOS 16, tvOS 16, watchOS 9, *) {
            return AppleLocaleSettings(
                languageCode: locale.language.languageCode?.identifier,
                scriptCode: locale.language.script?.identifier,
                regionCode: locale.region?.identifier,
                preferredLanguages: Locale.preferredLanguages
            )
        }
        var settings = AppleLocaleSettings(identifier: locale.identifier)
        settings.preferredLanguages = Locale.preferredLanguages
        return settings
    }

    /// The parts of a locale identifier as Apple writes them (`de_CH`,
    /// `zh-Hans_CN`, `sr_Latn_RS`, `en_US@rg=gbzzzz`): a language, then a
    /// four-letter script, then a two-letter or three-digit region; keywords
    /// after `@` are dropped.
    package init(identifier: String) {
        let bare = identifier.prefix { $0 != "@" }
        var parts = bare.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)[...]
        languageCode = parts.popFirst().flatMap { $0.isEmpty ? nil : $0 }
        scriptCode = parts.first.flatMap { $0.count == 4 && $0.allSatisfy(\.isLetter) ? $0 : nil }
        if scriptCode != nil { parts = parts.dropFirst() }
        regionCode = parts.first.flatMap { part in
            (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) ? part : nil
        }
        preferredLanguages = []
    }

    /// The number and date rules: the embedded CLDR table's locale for
    /// language, script and region (`sr_Latn_RS`), else for language and
    /// region (`de_CH`, since Apple reports `de_CH` with script `Latn`),
    /// else the most likely locale of language and script (`zh_Hant` gives
    /// `zh_Hant_TW`), else of the language (`de` gives `de_DE`), else
    /// ``LocaleRules/enUSPOSIX``.
    package var rules: LocaleRules {
        guard let language = languageCode, !language.isEmpty else { return .enUSPOSIX }
        var exact: [String] = []
        if let scriptCode, let regionCode { exact.append("\(language)_\(scriptCode)_\(regionCode)") }
        if let regionCode { exact.append("\(language)_\(regionCode)") }
        for identifier in exact {
            if let rules = EmbeddedLocaleTable.rules(for: identifier) { return rules }
        }
        if let scriptCode, let rules = EmbeddedLocaleTable.likelyRules(forLanguage: "\(language)_\(scriptCode)") { return rules }
        return EmbeddedLocaleTable.likelyRules(forLanguage: language) ?? .enUSPOSIX
    }

    /// The preferred UI languages, most preferred first, as
    /// ``FormSchema/translationLanguage(for:)`` takes them: each preferred
    /// language, then its language and script, then its language alone
    /// (`zh-Hans-CN`, `zh-Hans`, `zh`), without extensions (`-u-…`) and
    /// without repeats. With no preferred languages, the locale's own.
    package var uiLanguages: [String] {
        var tags = preferredLanguages
        if tags.isEmpty, let languageCode {
            tags = [[languageCode, scriptCode].compactMap { $0 }.joined(separator: "-")]
        }
        var result: [String] = []
        for tag in tags {
            // Subtags up to the first singleton (`u`, `x`): extensions and
            // private use say nothing about the language.
            let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).prefix { $0.count > 1 }.map(String.init)
            guard let language = subtags.first else { continue }
            var candidates = [subtags.joined(separator: "-")]
            if subtags.count > 2, subtags[1].count == 4 { candidates.append("\(language)-\(subtags[1])") }
            candidates.append(language)
            for candidate in candidates where !result.contains(candidate) {
                result.append(candidate)
            }
        }
        return result
    }
}
