import FormRuntime
import FormSession

/// The pure state machine of a form in the Elm architecture: a key map
/// over a ``FormSession``. ``update(_:_:)`` turns a state and a key into the
/// next state and the effects for the driver.
///
/// The session is the one engine (LANGUAGE.md §18): every edit goes through
/// the field's ``FormatterChain`` there, every condition through the
/// ``FormValidator`` (the rules of a ``ValuesForm``), and focus, lists,
/// choices, messages and submit follow the session's rules. The machine
/// only says which key is which intent, and keeps a focused choice's list
/// cursor.
public struct FormMachine: Sendable {
    /// The form.
    public let schema: FormSchema
    /// The locale the chains format with.
    public let locale: LocaleRules
    /// Evaluates conditions and enabled state.
    public let validator: FormValidator
    /// Each `choice` field's options prepared for filtering (nil for the
    /// other fields), in schema order.
    let choiceCatalogs: [ChoiceCatalog?]

    /// A machine for `schema`, formatting under `locale` (default: the
    /// schema's fixed locale, else the current one).
    public init(schema: FormSchema, locale: LocaleRules? = nil, validator: FormValidator) {
        self.schema = schema
        self.locale = locale ?? schema.resolvedLocale()
        self.validator = validator
        self.choiceCatalogs = schema.fields.map { $0.isChoice ? ChoiceCatalog(options: $0.options) : nil }
    }

    /// The machine of a generated form.
    public static func generated<F: GeneratedForm>(_ type: F.Type, locale: LocaleRules? = nil) -> FormMachine {
        FormMachine(schema: F.schema, locale: locale, validator: .generated(type))
    }

    /// The first state: a session over the form's values, each value in
    /// `initial` an answer (LANGUAGE.md §18); a field `initial` leaves out
    /// shows the spec's default, or nothing, and is unanswered when it needs
    /// an answer. Focus on the first enabled visible field, nothing
    /// validated yet.
    public func initialState(_ initial: FormValues = FormValues()) -> FormState {
        FormState(session: validator.session(schema: schema, values: initial, locale: locale))
    }

    /// The values the state shows, as the model reads them: each field's
    /// text parsed by its chain (a record's value kept until its text
    /// changes); list rows left empty are left out.
    public func values(of state: FormState) -> FormValues {
        state.session.model.values
    }

}
