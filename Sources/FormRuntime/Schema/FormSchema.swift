import Foundation

/// A form as the runtime and the terminal renderer see it: the
/// `static let schema` of every generated model.
public struct FormSchema: Sendable, Hashable, Codable {
    /// The form's name in the spec (the model type's name).
    public var name: String
    /// `title`, in source text.
    public var title: String?
    /// The spec's `submit`, the label of the submit action (translated by
    /// ``translated(to:)``), or nil: formc's built-in "Submit"
    /// (``BuiltInText/submit``), shown in the form's language
    /// (``submitLabel``).
    public var givenSubmitLabel: String?
    /// The fixed locale's rules, or `nil` to follow the user's current locale.
    public var locale: LocaleRules?
    /// The language the spec's own texts are written in (LANGUAGE.md §21):
    /// its `language`, else the language of its `locale`, else `en` (the
    /// checker resolves it). The form is shown in it when the user's
    /// language has no `translations` block, and so are formc's built-in
    /// texts then (``textLanguage``).
    public var language: String
    /// The fields and lists, in spec order.
    public var fields: [FieldSchema]
    /// UI language → (source text → translated text).
    public var translations: [String: [String: String]]
    /// The sections, in spec order; fields point into it by index.
    public var sections: [SectionSchema]
    /// The key of ``translations`` this schema's texts are shown in, set by
    /// ``translated(to:)``; nil while they are the source texts.
    public var shownLanguage: String?
    /// The shipped language of the built-in texts this schema is shown
    /// with, set by ``shown(in:)``; nil until then: the built-in texts of
    /// the spec's own ``language`` (see ``textLanguage``).
    public var builtInLanguage: BuiltInLanguage?

    /// Creates a form description.
    public init(
        name: String,
        title: String? = nil,
        submitLabel: String? = nil,
        locale: LocaleRules? = nil,
        language: String = "en",
        fields: [FieldSchema],
        translations: [String: [String: String]] = [:],
        sections: [SectionSchema] = []
    ) {
        self.name = name
        self.title = title
        self.givenSubmitLabel = submitLabel
        self.locale = locale
        self.language = language
        self.fields = fields
        self.translations = translations
        self.sections = sections
    }

    /// The rules to format with: the form's fixed locale, else `override`
    /// (`fillInTerminal(locale:)`, `formc preview --locale`), else the user's
    /// locale (LANGUAGE.md §17, ``LocaleRules/current(environment:)``): from
    /// `environment` when given, else from the process's settings.
    public func resolvedLocale(
        override: LocaleRules? = nil, environment: [String: String]? = nil
    ) -> LocaleRules {
        locale ?? override ?? .current(environment: environment)
    }

    /// The field or list named `name`.
    public func field(named name: String) -> FieldSchema? {
        fields.first { $0.name == name }
    }

    /// `text` translated for UI language `language` (such as `ru`), or `text`
    /// itself when there is no entry.
    public func translate(_ text: String, language: String) -> String {
        translations[language]?[text] ?? text
    }

    /// `text` in the language this schema is shown in (``textLanguage``):
    /// the shown translations block's entry for it, else `text`. (A
    /// built-in text is asked for by its id: ``text(_:_:)``.)
    public func shown(_ text: String) -> String {
        if let key = shownLanguage, let entry = translations[key]?[text] { return entry }
        return text
    }
}
