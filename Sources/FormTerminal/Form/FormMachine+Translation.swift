import FormRuntime
import Foundation

extension FormMachine {
    /// This machine showing every text in `language` (LANGUAGE.md §19): the
    /// schema's texts (``FormSchema/shown(in:)``), built-in texts such as
    /// key hints and placeholders (the renderers ask the schema), and the
    /// messages of raised conditions as the validator returns them
    /// (``FormSchema/shownMessage(_:field:in:)``). Call it on a machine of
    /// source texts; the source language returns the machine unchanged.
    public func shown(in language: TextLanguage) -> FormMachine {
        let source = schema
        guard language != source.textLanguage else { return self }
        var translating = validator
        let validate = validator.validate
        translating.validate = { values, trigger in
            validate(values, trigger).map { FieldError(field: $0.field, message: source.shownMessage($0.message, field: $0.field, in: language)) }
        }
        return FormMachine(schema: source.shown(in: language), locale: locale, validator: translating)
    }

    /// This machine showing its texts from the translations block keyed
    /// `language` and the built-in texts in that block's language
    /// (``shown(in:)``). Texts without an entry stay as written.
    public func translated(to language: String) -> FormMachine {
        shown(in: TextLanguage(translations: language, builtIn: BuiltInLanguage(matching: language) ?? .en))
    }

    /// This machine in the user's UI language: the form's translations for it
    /// if it has some, and formc's built-in texts in it (English when formc
    /// does not ship it). The languages are ``UILanguage/preferred(environment:)``:
    /// `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG` of `environment`;
    /// without it the process's settings (`Locale.preferredLanguages` on
    /// Apple platforms, the environment elsewhere).
    public func translatedForUser(environment: [String: String]? = nil) -> FormMachine {
        shown(in: schema.textLanguage(for: UILanguage.preferred(environment: environment)))
    }
}
