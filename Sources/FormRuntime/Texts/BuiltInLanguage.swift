/// A language formc ships its built-in texts in (LANGUAGE.md §19).
public enum BuiltInLanguage: String, CaseIterable, Sendable, Hashable, Codable {
    /// English, the source language.
    case en
    /// German.
    case de
    /// French.
    case fr
    /// Spanish.
    case es
    /// Italian.
    case it
    /// Portuguese.
    case pt
    /// Russian.
    case ru
    /// Chinese in simplified script.
    case zhHans = "zh-Hans"
    /// Japanese.
    case ja
    /// Korean.
    case ko

    /// The shipped language an identifier falls back to: its language
    /// subtag, compared without case, `_` and `-` alike (`pt_BR` → `pt`,
    /// `de-CH` → `de`, `ru_RU.UTF-8` → `ru`); Chinese in simplified script or
    /// of mainland China or Singapore (`zh`, `zh_CN`, `zh-Hans-CN`) →
    /// `zh-Hans`; traditional Chinese (`zh-Hant`, `zh_TW`, `zh_HK`, `zh_MO`)
    /// and unknown languages → nil.
    public init?(matching identifier: String) {
        let bare = PosixLocaleName.withoutEncodingAndModifier(identifier)
        let subtags = bare.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = subtags.first else { return nil }
        if language == "zh" {
            let rest = Set(subtags.dropFirst())
            if rest.contains("hans") { self = .zhHans; return }
            guard rest.isDisjoint(with: ["hant", "tw", "hk", "mo"]) else { return nil }
            self = .zhHans
            return
        }
        guard let shipped = BuiltInLanguage(rawValue: language) else { return nil }
        self = shipped
    }

    /// The first of `preferences` (most preferred first) that falls back to
    /// a shipped language, else English.
    package static func first(of preferences: [String]) -> BuiltInLanguage {
        preferences.lazy.compactMap { BuiltInLanguage(matching: $0) }.first ?? .en
    }
}
