import FormRuntime
import Foundation

extension FormMachine {
    /// This machine showing every text in `language` (LANGUAGE.md §19): the
    /// schema's texts (``FormSchema/shown(in:)``), built-in texts such as
    /// key hints and placeholders (the renderers ask the schema), and the
    /// messages of raised conditions rendered from their causes by the
    /// session (``FormSchema/message(_:field:in:)``). Always translates from
    /// the source texts; the source language shows them unchanged.
    public func shown(in language: TextLanguage) -> FormMachine {
        FormMachine(blank: blank, source: source, locale: locale, language: language)
    }

    /// This machine for a user whose UI language is `language` (``shown(in:)``):
    /// its texts from the translations block for `language` (`de_CH` finds
    /// `de`) and the built-in texts in that block's language; without such a
    /// block, the spec's own language throughout (LANGUAGE.md §21: one
    /// language per screen). Texts without an entry stay as written.
    public func translated(to language: String) -> FormMachine {
        shown(in: source.textLanguage(for: UILanguage.candidates(of: language)))
    }

    /// This machine in the user's UI language: the form's translations for it
    /// if it has some, else the spec's own language, built-in texts included
    /// (LANGUAGE.md §21). The languages are ``UILanguage/preferred(environment:)``:
    /// `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG` of `environment`;
    /// without it the process's settings (`Locale.preferredLanguages` on
    /// Apple platforms, the environment elsewhere).
    public func translatedForUser(environment: [String: String]? = nil) -> FormMachine {
        shown(in: source.textLanguage(for: UILanguage.preferred(environment: environment)))
    }
}
