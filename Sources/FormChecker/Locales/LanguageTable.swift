import FormDiagnostics

/// The languages a spec may name (LANGUAGE.md §21 `language "de"`, §7
/// `translations "de"`): language identifiers whose language subtag CLDR
/// names, from the compiler's CLDR data (`CLDRCompilerTable.languageNames`,
/// generated with the locale table, docs/LOCALES.md).
public enum LanguageTable {
    /// Every language code CLDR names (`de`, `gsw`, `zh`), sorted.
    public static var codes: [String] { sortedCodes }

    /// The English name of language code `code` (`de` → `German`), or nil.
    public static func englishName(of code: String) -> String? {
        namesByCode[code.lowercased()]
    }

    /// Whether `text` is written as a language identifier: a language subtag
    /// of two or three letters, then optionally a four-letter script and a
    /// region of two letters or three digits, separated by `-` or `_`
    /// (`fr`, `pt-BR`, `zh_Hant_TW`). The one rule for `language` and
    /// `translations` names.
    public static func isWellFormed(_ text: String) -> Bool {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        func letters(_ subtag: Substring) -> Bool { subtag.allSatisfy { $0.isASCII && $0.isLetter } }
        func digits(_ subtag: Substring) -> Bool { subtag.allSatisfy { $0.isASCII && $0.isNumber } }
        guard let language = subtags.first, (2...3).contains(language.count), letters(language) else { return false }
        var rest = subtags.dropFirst()
        if let script = rest.first, script.count == 4, letters(script) { rest = rest.dropFirst() }
        if let region = rest.first, region.count == 2 && letters(region) || region.count == 3 && digits(region) { rest = rest.dropFirst() }
        return rest.isEmpty
    }

    /// The language subtag of `text` (`pt-BR` → `pt`), lowercased.
    public static func languageSubtag(of text: String) -> String {
        String(text.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// Whether `text` is a well-formed identifier of a language CLDR names.
    public static func isKnown(_ text: String) -> Bool {
        isWellFormed(text) && namesByCode[languageSubtag(of: text)] != nil
    }

    /// What to write instead of `text`, which is not a known language, or
    /// nil: a deprecated code's replacement (`iw` → `he`), the code of a
    /// language named in English (`German` → `de`), the language of a
    /// locale-like name (`deu_DE` → `de`), else the nearest code at most two
    /// edits away (`dee` → `de`).
    public static func suggestion(for text: String) -> String? {
        let subtag = languageSubtag(of: text)
        if let replacement = CLDRCompilerTable.languageAliases[subtag] { return languageSubtag(of: replacement) }
        if let code = codesByName[text.lowercased()] { return code }
        if namesByCode[subtag] != nil { return subtag }
        if let locale = LocaleTable.suggestion(for: text) { return languageSubtag(of: locale) }
        return Suggestion.closest(to: subtag, in: sortedCodes)
    }

    private static let rows: [(code: String, name: String)] = CLDRCompilerTable.languageNames.compactMap { row in
        guard let bar = row.firstIndex(of: "|") else { return nil }
        return (String(row[..<bar]), String(row[row.index(after: bar)...]))
    }

    private static let namesByCode: [String: String] = Dictionary(rows.map { ($0.code, $0.name) }, uniquingKeysWith: { first, _ in first })

    private static let codesByName: [String: String] = Dictionary(rows.map { ($0.name.lowercased(), $0.code) }, uniquingKeysWith: { first, _ in first })

    private static let sortedCodes: [String] = rows.map(\.code).sorted()
}
