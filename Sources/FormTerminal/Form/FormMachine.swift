import FormRuntime
import FormSession

/// The pure state machine of a form in the Elm architecture: a key map
/// over a ``FormSession``. ``update(_:_:)`` turns a state and a key into the
/// next state and the effects for the driver.
///
/// The session is the one engine (LANGUAGE.md §18): every edit goes through
/// the field's ``FormatterChain`` there, every condition through the form
/// (a generated model's own `validate`, `isVisible` and `isEnabled`, typed;
/// `formc preview`'s interpreter through a ``ValuesForm``), and focus,
/// lists, choices, messages and submit follow the session's rules. The
/// machine only says which key is which intent, and keeps a focused
/// choice's list cursor.
///
/// Generic over the session's form, so that a generated model's terminal
/// drives `FormSession<Model>` itself (``init(locale:)``), specialized for
/// that model, with no dictionary of values in between; a form described at
/// run time drives `FormSession<ValuesForm>` (``init(schema:locale:validator:)``).
public struct FormMachine<Form: SessionForm>: Sendable {
    /// The form as shown: its texts in the machine's language (``shown(in:)``).
    public let schema: FormSchema
    /// The locale the chains format with.
    public let locale: LocaleRules
    /// The form a blank state holds (``initialState(_:)``): a generated
    /// model's empty values, or a ``ValuesForm`` with its rules and no values.
    let blank: Form
    /// The language the texts are shown in (the sessions render their
    /// messages in it).
    let language: TextLanguage
    /// The form in its source texts, as given: what ``schema`` translates.
    let source: FormSchema
    /// Each `choice` field's options prepared for filtering (nil for the
    /// other fields), in schema order.
    let choiceCatalogs: [ChoiceCatalog?]

    /// A machine over `blank`'s form, formatting under `locale`, showing
    /// `source` (the form's schema as given) in `language`.
    init(blank: Form, source: FormSchema, locale: LocaleRules, language: TextLanguage) {
        self.schema = source.shown(in: language)
        self.locale = locale
        self.blank = blank
        self.language = language
        self.source = source
        self.choiceCatalogs = schema.fields.map { $0.isChoice ? ChoiceCatalog(options: $0.options) : nil }
    }

    /// The first state: a session editing `start`, each of its values an
    /// answer (a generated model is a record: every field answered;
    /// LANGUAGE.md §18); nil starts a blank form, where each field shows the
    /// spec's default, or nothing, and is unanswered when it needs an
    /// answer. Focus on the first enabled visible field, nothing validated
    /// yet; `today` is the date conditions read as `today` (default: today's
    /// date, read here).
    public func initialState(_ start: Form? = nil, today: FormDate = .today()) -> FormState<Form> {
        FormState(session: FormSession(form: start ?? blank, editing: start != nil, locale: locale, shown: language, today: today))
    }

    /// The values the state shows, as the model reads them: each field's
    /// text parsed by its chain (a record's value kept until its text
    /// changes), ``FieldValue/none`` for a field that needs an answer and
    /// has none (``FormSession/unansweredFields``); list rows left empty
    /// are left out.
    public func values(of state: FormState<Form>) -> FormValues {
        var values = state.session.model.fieldValues
        for field in state.session.unansweredFields { values.fields[field.rawValue] = FieldValue.none }
        return values
    }
}

extension FormMachine where Form: GeneratedForm {
    /// The machine of generated model `Form`: it drives `FormSession<Form>`,
    /// and its states submit the model itself. It formats under the form's
    /// own `locale`, else `locale`, else the user's (LANGUAGE.md §17), and
    /// shows the spec's own texts (see ``translatedForUser(environment:)``).
    public init(locale: LocaleRules? = nil) {
        self.init(blank: Form(fieldValues: FormValues()), source: Form.schema, locale: Form.schema.resolvedLocale(override: locale), language: Form.schema.textLanguage)
    }

    /// The machine of generated model `type` (``init(locale:)``).
    public static func generated(_ type: Form.Type, locale: LocaleRules? = nil) -> FormMachine<Form> {
        FormMachine(locale: locale)
    }
}

extension FormMachine where Form == ValuesForm {
    /// A machine for `schema` described at run time, its conditions
    /// evaluated by `validator` (`formc preview`'s interpreter), formatting
    /// under `locale` (default: the schema's fixed locale, else the current
    /// one; a locale given wins over the schema's own).
    public init(schema: FormSchema, locale: LocaleRules? = nil, validator: FormValidator) {
        var described = schema
        let rules = locale ?? schema.resolvedLocale()
        described.locale = rules
        self.init(blank: ValuesForm(schema: described, rules: validator), source: schema, locale: rules, language: schema.textLanguage)
    }

    /// Evaluates conditions and enabled state.
    public var validator: FormValidator { blank.rules }

    /// The first state, from values: each value in `initial` an answer
    /// (LANGUAGE.md §18); a field `initial` leaves out shows the spec's
    /// default, or nothing, and is unanswered when it needs an answer.
    public func initialState(_ initial: FormValues, today: FormDate = .today()) -> FormState<ValuesForm> {
        initialState(ValuesForm(schema: blank.schema, values: initial, rules: blank.rules), today: today)
    }
}
