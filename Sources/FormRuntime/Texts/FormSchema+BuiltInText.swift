/// Built-in texts and messages as a form shows them (LANGUAGE.md §19, §21):
/// in the schema's ``FormSchema/textLanguage``, each built-in text
/// overridable by the shown `translations` block under its English source
/// string.
extension FormSchema {
    /// The language this schema's texts are shown in: set by
    /// ``shown(in:)``; until then ``TextLanguage/source``, the spec's texts
    /// and the built-in texts of its own ``language``.
    public var textLanguage: TextLanguage {
        TextLanguage(translations: shownLanguage, builtIn: builtInLanguage)
    }

    /// The language to show this form in for a user preferring
    /// `preferences` (``TextLanguage/choose(translations:preferences:)``):
    /// a `translations` block for one of them, else the spec's own language.
    public func textLanguage(for preferences: [String]) -> TextLanguage {
        TextLanguage.choose(translations: translations.keys, preferences: preferences)
    }

    /// The shipped language of the built-in texts when the form is shown in
    /// the spec's own ``language`` (`de_CH` → German); English for a
    /// language formc does not ship (a `translations` block in that
    /// language may override them, ``text(_:in:_:)``).
    public var ownBuiltInLanguage: BuiltInLanguage {
        BuiltInLanguage(matching: language) ?? .en
    }

    /// The key of the `translations` block in the spec's own language
    /// (`language "nl"` and `translations "nl"`), if there is one: its
    /// entries override built-in texts while the form is shown as written.
    var ownTranslationsKey: String? {
        let own = UILanguage.normalised(language)
        let bare = UILanguage.normalised(String(language.prefix { $0 != "_" && $0 != "-" }))
        let keys = translations.keys.sorted()
        return keys.first { UILanguage.normalised($0) == own } ?? keys.first { UILanguage.normalised($0) == bare }
    }

    /// Built-in text `id` in this schema's ``textLanguage``, placeholders
    /// filled from `arguments`: the shown translations block's entry for its
    /// source string if there is one, else formc's own translation.
    public func text(_ id: BuiltInText, _ arguments: [String: String] = [:]) -> String {
        text(id, in: textLanguage, arguments)
    }

    /// Built-in text `id` in `language`, placeholders filled from
    /// `arguments`: the entry of `language`'s translations block (of this
    /// schema; shown in the spec's own language, the block in that language)
    /// for its source string, else formc's own translation in
    /// `language.builtIn` (nil: the spec's own language, ``ownBuiltInLanguage``).
    public func text(_ id: BuiltInText, in language: TextLanguage, _ arguments: [String: String] = [:]) -> String {
        if let key = language.translations ?? ownTranslationsKey, let override = translations[key]?[id.source] {
            return BuiltInText.fill(override, arguments)
        }
        return id.text(in: language.builtIn ?? ownBuiltInLanguage, arguments)
    }

    /// This schema shown in `language`: the form's texts translated by its
    /// translations block (``translated(to:)``), and ``textLanguage`` set so
    /// that renderers ask ``text(_:_:)`` for the built-in texts (the default
    /// ``submitLabel``, and a `required` field without its own message, whose
    /// text is ``message(_:field:in:)`` of its cause). Call it on a schema
    /// of source texts.
    public func shown(in language: TextLanguage) -> FormSchema {
        if builtInLanguage != nil, language == textLanguage { return self }
        var copy = language.translations.map { translated(to: $0) } ?? self
        copy.shownLanguage = language.translations
        copy.builtInLanguage = language.builtIn ?? ownBuiltInLanguage
        return copy
    }

    /// The label of the submit action as shown: the spec's `submit`
    /// (translated when the schema is), else formc's built-in "Submit" in
    /// ``textLanguage`` ("Absenden" in a German form).
    public var submitLabel: String {
        givenSubmitLabel ?? text(.submit)
    }

    /// Whether `shown` (this schema shown in some language) shows the
    /// messages this schema's validator raises as they are: the same
    /// translations block and the same built-in language (a generated model
    /// raises in the spec's own language). Otherwise each is rendered again
    /// from its cause (``message(_:field:in:)``).
    package func raisesMessages(asShownBy shown: FormSchema) -> Bool {
        shown.shownLanguage == shownLanguage
            && (shown.builtInLanguage ?? shown.ownBuiltInLanguage) == (builtInLanguage ?? ownBuiltInLanguage)
    }

    /// Built-in text `id` with `{label}` filled in, in ``textLanguage``.
    public func text(_ id: BuiltInText, label: String) -> String {
        text(id, ["label": label])
    }

    /// The text of an error raised by `cause` for field `name` (a field of
    /// this schema in its source texts), as shown in `language`
    /// (LANGUAGE.md §21): a condition's or `required`'s own message from
    /// `language`'s translations block (as written without an entry);
    /// a built-in message in `language` (``text(_:in:_:)``) with the field's
    /// label shown in it; a message from outside as given. The one rendering
    /// of an error, for generated code, the session, the terminal, line mode
    /// and ``FieldError/message(in:schema:)``.
    public func message(_ cause: FieldErrorCause, field name: String, in language: TextLanguage) -> String {
        switch cause {
        case .external(let text): text
        case .condition(_, let text), .required(let text?): language.translations.flatMap { translations[$0]?[text] } ?? text
        case .required(nil): builtInMessage(.required, field: name, in: language)
        case .invalidDate: builtInMessage(.invalidDate, field: name, in: language)
        case .invalidValue: builtInMessage(.invalidValue, field: name, in: language)
        case .unexpectedFormat: builtInMessage(.unexpectedFormat, field: name, in: language)
        }
    }

    /// Built-in message `id` for field `name` in `language`, `{label}`
    /// being the field's label shown in that language.
    private func builtInMessage(_ id: BuiltInText, field name: String, in language: TextLanguage) -> String {
        let label = field(named: name)?.shownLabel ?? name
        return text(id, in: language, ["label": language.translations.map { translate(label, language: $0) } ?? label])
    }
}

extension FieldSchema {
    /// The label a message names the field by: its `label`, else its name.
    public var shownLabel: String { label ?? name }
}
