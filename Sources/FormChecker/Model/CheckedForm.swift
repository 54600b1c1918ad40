import FormRuntime

/// One form: its presentation, locale, fields and translations.
public struct CheckedForm: Sendable, Hashable {
    /// The form's name, a valid Swift type name.
    public var name: String
    /// The `///` documentation lines before the form (without `///`).
    public var docLines: [String]
    /// The `title`, if given.
    public var title: String?
    /// The `submit` label, or nil when not given: formc's built-in "Submit",
    /// shown in the form's language (LANGUAGE.md §19, §21).
    public var submitLabel: String?
    /// The fixed locale rules from `locale "…"` (a built-in locale or a
    /// `locale { … }` block of the file); `nil` means the user's current
    /// locale at run time.
    public var locale: LocaleRules?
    /// The language the form's own texts are written in (LANGUAGE.md §21):
    /// its `language "…"` as written, else the language of its `locale`
    /// (`de_CH` → `de`, `zh_Hant_TW` → `zh-Hant`), else `en`.
    public var language: String
    /// The fields and lists in declaration order.
    public var fields: [CheckedField]
    /// The translations of the file the form is in.
    public var translations: [CheckedTranslations]
    /// The sections in spec order (LANGUAGE.md §13); fields name theirs by index.
    public var sections: [CheckedSection] = []

    /// The fields whose enabled state depends on values: those with an
    /// `enabled when` that are not `disabled`, in declaration order. What
    /// generated models declare as `conditionallyEnabledFields` and what the
    /// preview's validator reports.
    public var conditionallyEnabledFields: [String] {
        fields.filter { $0.enabledWhen != nil && !$0.isDisabled }.map(\.name)
    }

    /// Creates a checked form.
    public init(
        name: String,
        docLines: [String] = [],
        title: String? = nil,
        submitLabel: String? = nil,
        locale: LocaleRules? = nil,
        language: String = "en",
        fields: [CheckedField] = [],
        translations: [CheckedTranslations] = []
    ) {
        self.name = name
        self.docLines = docLines
        self.title = title
        self.submitLabel = submitLabel
        self.locale = locale
        self.language = language
        self.fields = fields
        self.translations = translations
    }

    /// The field or list named `name`, if any.
    public func field(named name: String) -> CheckedField? {
        fields.first { $0.name == name }
    }

    /// The index of the field or list named `name`, if any.
    public func fieldIndex(named name: String) -> Int? {
        fields.firstIndex { $0.name == name }
    }
}

/// One `section` of a form: a heading over consecutive fields.
public struct CheckedSection: Sendable, Hashable {
    /// The title (source text).
    public var title: String
    /// `caption`, if given.
    public var caption: String?
    /// `visible when`: the section's fields are shown only while it holds.
    public var visibleWhen: CheckedExpression?

    /// Creates a section.
    public init(title: String, caption: String? = nil, visibleWhen: CheckedExpression? = nil) {
        self.title = title
        self.caption = caption
        self.visibleWhen = visibleWhen
    }
}
