/// A text formc itself shows (LANGUAGE.md §19): messages it raises, date
/// placeholders, the terminal's key hints, line mode's prompts. Each has a
/// fixed English source string (``source``), which is also the key a form's
/// `translations` block overrides it by, and a translation in every
/// ``BuiltInLanguage``. Placeholders such as `{label}` are filled in by
/// ``text(in:_:)``; a translation uses the same placeholder names.
///
/// ```swift
/// BuiltInText.required.text(in: .de, label: "Geburtsdatum")  // "Geburtsdatum ist erforderlich"
/// ```
///
/// The raw value is the text's stable id (listed in docs/TEXTS.md).
public enum BuiltInText: String, CaseIterable, Sendable, Hashable, Codable {
    // MARK: Messages
    /// "{label} is required": the message of a `required` field left empty
    /// when the spec gives none.
    case required
    /// "Enter a valid date": a complete date that is not on the calendar.
    case invalidDate
    /// "Enter a valid value": a value the field cannot hold.
    case invalidValue
    /// "{label} is not in the expected format" (LANGUAGE.md §20).
    case unexpectedFormat
    /// "Submit": the submit label of a form without `submit`.
    case submit

    // MARK: Date and month placeholders
    /// "DD": the day in a date field's placeholder.
    case dateDay
    /// "MM": the month in a date or month field's placeholder.
    case dateMonth
    /// "YYYY": a four-digit year in a placeholder.
    case dateYear
    /// "YY": a two-digit year in a placeholder.
    case dateShortYear

    // MARK: The interactive terminal
    /// The key hint under the form.
    case keyHints
    /// "[show]": a `secure toggle` field's reveal indicator while hidden.
    case show
    /// "[hide]": the indicator while revealed.
    case hide
    /// "no option matches": a choice whose filter lets nothing through.
    case noOptionMatches

    // MARK: A SwiftUI form
    /// "Show": the accessibility label of a `secure toggle` field's reveal
    /// button while the text is hidden.
    case showSecret
    /// "Hide": the same while it is revealed.
    case hideSecret

    // MARK: Line mode
    /// "[Y/n]": a `bool` prompt whose current answer is yes.
    case yesNoDefaultYes
    /// "[y/N]": a `bool` prompt whose current answer is no.
    case yesNoDefaultNo
    /// "y, yes": the answers that mean yes, comma-separated (English ones
    /// are always accepted too).
    case yesAnswers
    /// "n, no": the answers that mean no.
    case noAnswers
    /// "Answer y or n.": a `bool` answer that is neither.
    case answerYesOrNo
    /// "[Enter keeps {value}]": the prompt of a field that holds a value.
    case enterKeeps
    /// "[Enter keeps the current value]": the same for a secure field.
    case enterKeepsCurrent
    /// "[e.g. {example}]": the prompt of an empty field with a placeholder.
    case example
    /// "{label}: one per line, an empty line to finish": a list's prompt.
    case listPrompt
    /// "(comma-separated)": a `multiple` choice's prompt.
    case commaSeparated
    /// "There is no option {number}: answer 1 to {count}."
    case noOptionNumber
    /// "No option is “{answer}”: answer with a number, an identifier or the start of a name."
    case noOptionNamed
    /// "“{answer}” could be {options}: type more of the name, or its number."
    case ambiguousOption

    /// The English source string: the text in English, and the key a
    /// `translations` block overrides it by.
    public var source: String { english }

    /// The placeholder names in ``source`` (such as `label`), in order.
    package var placeholders: [String] { Self.placeholders(in: source) }

    /// The text in `language` with its placeholders filled in from
    /// `arguments` (name → value); a placeholder without an argument stays
    /// as written.
    public func text(in language: BuiltInLanguage, _ arguments: [String: String] = [:]) -> String {
        Self.fill(template(in: language), arguments)
    }

    /// The text in `language` with `{label}` filled in: for ``required``
    /// and ``unexpectedFormat``, `label` being the field's shown label.
    public func text(in language: BuiltInLanguage, label: String) -> String {
        text(in: language, ["label": label])
    }

    /// The text with the source string itself for `language`'s translation:
    /// the unfilled template.
    package func template(in language: BuiltInLanguage) -> String {
        switch language {
        case .en: english
        case .de: german
        case .fr: french
        case .es: spanish
        case .it: italian
        case .pt: portuguese
        case .ru: russian
        case .zhHans: simplifiedChinese
        case .ja: japanese
        case .ko: korean
        }
    }

    /// The built-in text whose source string is `source`, if any: what a
    /// `translations` entry keyed by it overrides (the checker's question;
    /// a raised message is never identified by its text, ``FieldErrorCause``).
    package init?(source: String) {
        guard let text = Self.bySource[source] else { return nil }
        self = text
    }

    private static let bySource: [String: BuiltInText] = Dictionary(allCases.map { ($0.source, $0) }, uniquingKeysWith: { first, _ in first })
}
