/// Translations applied to a form's texts for display.
extension FormSchema {
    /// The translations key to use for a user whose preferred UI languages
    /// are `preferences` (most preferred first, as `UILanguage.preferred(environment:)`
    /// returns them): the first preference the form has translations for,
    /// compared without regard to `-`/`_` or case, or nil to show the source
    /// text.
    public func translationLanguage(for preferences: [String]) -> String? {
        let keys = Dictionary(translations.keys.map { (UILanguage.normalised($0), $0) }, uniquingKeysWith: { first, _ in first })
        for preference in preferences {
            if let key = keys[UILanguage.normalised(preference)] { return key }
        }
        return nil
    }

    /// This schema with every text a user reads — title, submit label,
    /// labels, placeholders, captions, required messages, option labels and
    /// section titles and captions (LANGUAGE.md §13) — translated
    /// for `language` (a key of ``translations``); texts without an entry
    /// stay as written. Condition messages come from the validator: translate
    /// them with ``translate(_:language:)`` when shown.
    public func translated(to language: String) -> FormSchema {
        guard translations[language]?.isEmpty == false else { return self }
        let translate = { (text: String) in self.translate(text, language: language) }
        var copy = self
        copy.shownLanguage = language
        copy.title = title.map(translate)
        copy.givenSubmitLabel = givenSubmitLabel.map(translate)
        copy.fields = fields.map { field in
            var field = field
            field.label = field.label.map(translate)
            field.placeholder = field.placeholder.map(translate)
            field.caption = field.caption.map(translate)
            field.requiredMessage = field.requiredMessage.map(translate)
            field.options = field.options.map { ChoiceOption(id: $0.id, label: translate($0.label)) }
            return field
        }
        copy.sections = sections.map { section in
            var section = section
            section.title = translate(section.title)
            section.caption = section.caption.map(translate)
            return section
        }
        return copy
    }
}

/// The user's preferred UI languages (LANGUAGE.md §17): from the POSIX
/// locale environment, or `Locale.preferredLanguages` on Apple platforms.
/// ``preferred(environment:)`` is what a form session, `FormModel` and the
/// terminal take by default.
public enum UILanguage {
    /// Preferred languages, most preferred first: each entry of `LANGUAGE`
    /// (a colon-separated list), then the first of `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` that is set; each as written without its encoding and modifier
    /// (`ru_RU.UTF-8@euro` → `ru_RU`), followed by its language alone
    /// (`ru`). `C` and `POSIX` mean no preference.
    ///
    /// Without `environment`, the process's settings (`UserLocaleSettings.process(environment:)`):
    /// on Apple platforms `Locale.preferredLanguages` (`AppleLocaleSettings.uiLanguages`),
    /// elsewhere the process's environment, read as above.
    public static func preferred(environment: [String: String]? = nil) -> [String] {
        guard let environment else { return UserLocaleSettings.process().preferredLanguages }
        var identifiers: [String] = []
        if let list = environment["LANGUAGE"] {
            identifiers += list.split(separator: ":").map(String.init)
        }
        if let first = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
            identifiers.append(first)
        }
        var result: [String] = []
        for identifier in identifiers {
            let bare = PosixLocaleName.withoutEncodingAndModifier(identifier)
            guard !PosixLocaleName.isPlainC(bare) else { continue }
            let language = String(bare.prefix { $0 != "_" && $0 != "-" })
            for candidate in [bare, language] where !candidate.isEmpty && !result.contains(candidate) {
                result.append(candidate)
            }
        }
        return result
    }

    /// `identifier` followed by its language alone (`de_CH` → `de_CH`,
    /// `de`; `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`): the preferences
    /// one UI language stands for.
    package static func candidates(of identifier: String) -> [String] {
        let bare = PosixLocaleName.withoutEncodingAndModifier(identifier)
        let subtags = bare.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        var result = [bare]
        if subtags.count > 2, subtags[1].count == 4 { result.append(subtags[0] + "-" + subtags[1]) }
        if let language = subtags.first, subtags.count > 1 { result.append(language) }
        return result.filter { !$0.isEmpty }
    }

    /// An identifier in the form keys are compared in: lowercase, `_` for `-`.
    static func normalised(_ identifier: String) -> String {
        String(identifier.lowercased().map { $0 == "-" ? "_" : $0 })
    }
}
