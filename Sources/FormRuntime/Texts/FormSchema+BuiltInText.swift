/// Built-in texts as a form shows them (LANGUAGE.md §19): in the schema's
/// ``FormSchema/textLanguage``, each overridable by the shown `translations`
/// block under its English source string.
extension FormSchema {
    /// The language this schema's texts are shown in: set by
    /// ``shown(in:)``; the source texts and English until then.
    public var textLanguage: TextLanguage {
        TextLanguage(translations: shownLanguage, builtIn: builtInLanguage ?? .en)
    }

    /// The language to show this form in for a user preferring
    /// `preferences` (``TextLanguage/choose(translations:preferences:)``).
    public func textLanguage(for preferences: [String]) -> TextLanguage {
        TextLanguage.choose(translations: translations.keys, preferences: preferences)
    }

    /// Built-in text `id` in this schema's ``textLanguage``, placeholders
    /// filled from `arguments`: the shown translations block's entry for its
    /// source string if there is one, else formc's own translation.
    public func text(_ id: BuiltInText, _ arguments: [String: String] = [:]) -> String {
        text(id, in: textLanguage, arguments)
    }

    /// Built-in text `id` in `language`, placeholders filled from
    /// `arguments`: the entry of `language`'s translations block (of this
    /// schema) for its source string, else formc's own translation.
    public func text(_ id: BuiltInText, in language: TextLanguage, _ arguments: [String: String] = [:]) -> String {
        if let key = language.translations, let override = translations[key]?[id.source] {
            return BuiltInText.fill(override, arguments)
        }
        return id.text(in: language.builtIn, arguments)
    }

    /// This schema shown in `language`: the form's texts translated by its
    /// translations block (``translated(to:)``), the default submit label
    /// and default required messages ("{label} is required", with the shown
    /// label) as built-in texts, and ``textLanguage`` set so that renderers
    /// ask ``text(_:_:)`` for the rest. The source language returns the
    /// schema unchanged.
    public func shown(in language: TextLanguage) -> FormSchema {
        guard language != textLanguage else { return self }
        var copy = language.translations.map { translated(to: $0) } ?? self
        copy.shownLanguage = language.translations
        copy.builtInLanguage = language.builtIn == .en ? nil : language.builtIn
        if submitLabel == BuiltInText.submit.source {
            copy.submitLabel = copy.text(.submit)
        }
        for index in fields.indices where fields[index].hasDefaultRequiredMessage {
            copy.fields[index].requiredMessage = copy.text(.required, label: copy.fields[index].shownLabel)
        }
        return copy
    }

    /// Built-in text `id` with `{label}` filled in, in ``textLanguage``.
    public func text(_ id: BuiltInText, label: String) -> String {
        text(id, ["label": label])
    }

    /// A message raised for field `name` by the validator of this (source)
    /// schema, as shown in `language`: the translations block's entry for
    /// it; else, for a built-in message — the default required message,
    /// "{label} is not in the expected format" with the field's source label,
    /// or a message without placeholders such as "Enter a valid date" —
    /// the built-in text in `language` with the shown label; else as raised.
    public func shownMessage(_ message: String, field name: String, in language: TextLanguage) -> String {
        if let key = language.translations, let entry = translations[key]?[message] { return entry }
        guard language != .source else { return message }
        if let field = field(named: name) {
            for id in [BuiltInText.required, .unexpectedFormat] where message == id.text(in: .en, label: field.shownLabel) {
                let label = language.translations.map { translate(field.shownLabel, language: $0) } ?? field.shownLabel
                return text(id, in: language, ["label": label])
            }
        }
        if let id = BuiltInText(source: message), BuiltInText.plainMessages.contains(id) {
            return text(id, in: language)
        }
        return message
    }
}

extension FieldSchema {
    /// The label a message names the field by: its `label`, else its name.
    public var shownLabel: String { label ?? name }

    /// Whether the field is `required` with the message the checker makes
    /// up, "{label} is required" in English (LANGUAGE.md §19): shown as the
    /// built-in text in the user's language.
    var hasDefaultRequiredMessage: Bool {
        requiredMessage == BuiltInText.required.text(in: .en, label: shownLabel)
    }
}
