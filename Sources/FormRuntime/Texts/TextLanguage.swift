/// The language a form's screen is shown in (LANGUAGE.md §19): which of the
/// form's `translations` blocks its own texts come from, and which shipped
/// language formc's built-in texts come from. One value serves the
/// terminal, line mode, `formc preview` and a SwiftUI binding, so no screen
/// mixes languages.
///
/// ``choose(translations:preferences:)`` is a pure function of the form's
/// translation keys and the user's preferred languages; the preferences come
/// from `UILanguage.preferred(environment:)` on Linux (`LANGUAGE`, then
/// `LC_ALL`, `LC_MESSAGES`, `LANG`) or from `Locale.preferredLanguages` on
/// Apple platforms, and tests pass their own.
public struct TextLanguage: Sendable, Hashable, Codable {
    /// The key of the form's `translations` its texts are shown in, or nil
    /// for the texts as written in the spec.
    public var translations: String?
    /// The language of the built-in texts (overridden entry by entry by the
    /// ``translations`` block, keyed by ``BuiltInText/source``).
    public var builtIn: BuiltInLanguage

    /// A language: a translations key (or none) and a built-in language.
    public init(translations: String? = nil, builtIn: BuiltInLanguage = .en) {
        self.translations = translations
        self.builtIn = builtIn
    }

    /// The spec's own texts and English built-in texts: what a form shows
    /// when the user states no language.
    public static let source = TextLanguage()

    /// The language for a user preferring `preferences` (most preferred
    /// first) of a form with translations keyed `translations`:
    ///
    /// 1. the first preference the form has a `translations` block for
    ///    (compared without case, `_` and `-` alike): the form's texts come
    ///    from that block and the built-in texts are in the block's language
    ///    (`pt-BR` → `pt`; a language formc does not ship → English, unless
    ///    the block translates them);
    /// 2. else the form's texts as written and the built-in texts in the
    ///    first preference formc ships (``BuiltInLanguage/init(matching:)``:
    ///    `pt_BR` → `pt`, `zh_CN` → `zh-Hans`);
    /// 3. else English.
    public static func choose(translations: some Collection<String>, preferences: [String]) -> TextLanguage {
        let keys = Dictionary(translations.map { (UILanguage.normalised($0), $0) }, uniquingKeysWith: { first, _ in first })
        for preference in preferences {
            if let key = keys[UILanguage.normalised(preference)] {
                return TextLanguage(translations: key, builtIn: BuiltInLanguage(matching: key) ?? .en)
            }
        }
        return TextLanguage(builtIn: BuiltInLanguage.first(of: preferences))
    }
}
