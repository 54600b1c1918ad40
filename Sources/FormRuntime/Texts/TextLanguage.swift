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
    /// ``translations`` block, keyed by ``BuiltInText/source``), or nil for
    /// the language the spec is written in (``FormSchema/language``).
    public var builtIn: BuiltInLanguage?

    /// A language: a translations key (or none) and a built-in language
    /// (nil: the spec's own).
    public init(translations: String? = nil, builtIn: BuiltInLanguage? = nil) {
        self.translations = translations
        self.builtIn = builtIn
    }

    /// The spec as written, in its own language (LANGUAGE.md §21): its
    /// texts and formc's built-in texts in the spec's `language`.
    public static let source = TextLanguage()

    /// The language for a user preferring `preferences` (most preferred
    /// first) of a form with translations keyed `translations`
    /// (LANGUAGE.md §21, one language per screen):
    ///
    /// 1. the first preference the form has a `translations` block for
    ///    (compared without case, `_` and `-` alike): the form's texts come
    ///    from that block and the built-in texts are in the block's language
    ///    (`pt-BR` → `pt`; a language formc does not ship → English, unless
    ///    the block translates them);
    /// 2. else ``source``: the spec's texts as written and the built-in
    ///    texts in the spec's own language, whatever the user prefers, so a
    ///    German form without translations shows German built-in texts to
    ///    an English-speaking user.
    public static func choose(translations: some Collection<String>, preferences: [String]) -> TextLanguage {
        let keys = Dictionary(translations.map { (UILanguage.normalised($0), $0) }, uniquingKeysWith: { first, _ in first })
        for preference in preferences {
            if let key = keys[UILanguage.normalised(preference)] {
                return TextLanguage(translations: key, builtIn: BuiltInLanguage(matching: key) ?? .en)
            }
        }
        return .source
    }
}
