import FormRuntime
import Foundation

extension FormMachine {
    /// This machine showing every text in `language` (a key of the schema's
    /// translations): the schema's texts, and the messages of raised
    /// conditions as the validator returns them. Texts without an entry stay
    /// as written.
    public func translated(to language: String) -> FormMachine {
        let source = schema
        var translating = validator
        let validate = validator.validate
        translating.validate = { values, trigger in
            validate(values, trigger).map { FieldError(field: $0.field, message: source.translate($0.message, language: language)) }
        }
        return FormMachine(schema: source.translated(to: language), locale: locale, validator: translating)
    }

    /// This machine in the user's UI language when the form has
    /// translations for it (``UILanguage/preferred(environment:)``: `LANGUAGE`,
    /// then `LC_ALL`, `LC_MESSAGES`, `LANG` of `environment`; without it the
    /// process's settings, `Locale.preferredLanguages` on Apple platforms),
    /// else unchanged.
    public func translatedForUser(environment: [String: String]? = nil) -> FormMachine {
        guard let language = schema.translationLanguage(for: UILanguage.preferred(environment: environment)) else { return self }
        return translated(to: language)
    }
}
