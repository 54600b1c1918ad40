import Foundation

extension LocaleRules {
    /// The rules of the user's locale at run time, for forms without a fixed
    /// `locale` (LANGUAGE.md §17), resolved against the embedded CLDR table,
    /// never the platform's ICU.
    ///
    /// Without `environment`, the process's settings (`UserLocaleSettings.process(environment:)`):
    /// on Apple platforms `Locale.current` (`AppleLocaleSettings.rules`),
    /// elsewhere the process's environment, read as below. A given
    /// `environment` is read as POSIX does on every platform (on Linux,
    /// Foundation's `Locale.current` ignores `LANG`):
    ///
    /// 1. the first non-empty of `LC_ALL`, `LC_NUMERIC`, `LANG`;
    /// 2. without its encoding and modifier (`de_CH.UTF-8@euro` → `de_CH`);
    /// 3. `C` and `POSIX` (or nothing set) mean ``enUSPOSIX``;
    /// 4. the table's locale (`de_CH`), else its language's most likely
    ///    locale (`de` → `de_DE`), else ``enUSPOSIX``.
    public static func current(environment: [String: String]? = nil) -> LocaleRules {
        guard let environment else { return UserLocaleSettings.process().rules }
        let variable = ["LC_ALL", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let identifier = variable.map(PosixLocaleName.withoutEncodingAndModifier), !PosixLocaleName.isPlainC(identifier) else {
            return enUSPOSIX
        }
        return resolving(identifier) ?? enUSPOSIX
    }

    /// The rules of the embedded CLDR table for `identifier`, resolved as the
    /// run-time locale is: the locale itself (`de_CH`, `de-ch`; an identifier
    /// without its script finds it, `az_AZ` → `az_Latn_AZ`), else the most
    /// likely locale of a language and script (`sr_Latn` → `sr_Latn_RS`), else
    /// that of its language (`de_XX` or `de` → `de_DE`); nil when the table
    /// has none of these.
    public static func resolving(_ identifier: String) -> LocaleRules? {
        if let rules = EmbeddedLocaleTable.rules(for: identifier) { return rules }
        if let rules = EmbeddedLocaleTable.likelyRules(forLanguage: identifier) { return rules }
        let language = String(identifier.prefix { $0 != "_" && $0 != "-" })
        guard !language.isEmpty else { return nil }
        return EmbeddedLocaleTable.likelyRules(forLanguage: language)
    }

    /// The rules of the embedded CLDR table for exactly the locale
    /// `identifier` names (case and `-`/`_` ignored; no fallback to the
    /// language), or nil.
    package static func embedded(_ identifier: String) -> LocaleRules? {
        EmbeddedLocaleTable.rules(for: identifier)
    }

    /// The `C`/`POSIX` locale: CLDR's `en_US_POSIX`, whose number symbols are
    /// those of `en` (`.` decimal, `,` grouping in threes, `-` minus).
    public static let enUSPOSIX = LocaleRules(identifier: "en_US_POSIX", decimalSeparator: ".", groupingSeparator: ",")

    /// `text` without bidi control characters (LRM, RLM, ALM, embeddings,
    /// isolates), as locale minus signs sometimes carry them.
    static func removingBidiMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isBidiMark(scalar) {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    private static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// How POSIX locale variables are written: `language[_TERRITORY][.codeset][@modifier]`.
/// One reading for the number locale (``LocaleRules/current(environment:)``)
/// and the UI language (`UILanguage.preferred(environment:)`).
enum PosixLocaleName {
    /// `name` without `.codeset` and `@modifier` (`ru_RU.UTF-8@euro` → `ru_RU`).
    static func withoutEncodingAndModifier(_ name: String) -> String {
        String(name.prefix { $0 != "." && $0 != "@" })
    }

    /// Whether a name (already without encoding) is the C locale.
    static func isPlainC(_ bare: String) -> Bool {
        bare.isEmpty || bare == "C" || bare == "POSIX"
    }
}
