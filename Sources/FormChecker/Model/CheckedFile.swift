import FormRuntime

/// A `.form` file after checking: every form fully resolved and typed, with no
/// syntax left. Code generators and interpreters consume this alone.
///
/// A file with errors still yields a model of what could be resolved (for
/// tools such as `formc preview` that tolerate it), but only an error-free
/// file's model is complete: conditions that failed to type-check and
/// formatter chains that failed to resolve are left out.
public struct CheckedFile: Sendable, Hashable {
    /// The path the file was read from.
    public var path: String
    /// The forms in source order (duplicates by name are left out).
    public var forms: [CheckedForm]
    /// The file's translations blocks, in source order.
    public var translations: [CheckedTranslations]

    /// Creates a checked file.
    public init(path: String, forms: [CheckedForm], translations: [CheckedTranslations]) {
        self.path = path
        self.forms = forms
        self.translations = translations
    }

    /// The form named `name`, if any.
    public func form(named name: String) -> CheckedForm? {
        forms.first { $0.name == name }
    }
}

/// The texts of one `translations "lang" { … }` block.
public struct CheckedTranslations: Sendable, Hashable {
    /// The UI language, such as `ru`.
    public var language: String
    /// Translation by source text; when an entry repeats, the first wins.
    public var entries: [String: String]

    /// Creates a translations table.
    public init(language: String, entries: [String: String]) {
        self.language = language
        self.entries = entries
    }
}
