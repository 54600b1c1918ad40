import FormRuntime

/// The pure state machine of a form in the Elm architecture: a schema, the
/// fields' formatter chains and a validator; ``update(_:_:)`` turns a state
/// and a key into the next state and the effects for the driver.
///
/// Every edit goes through the field's ``FormatterChain`` (the runtime is
/// the single implementation of input handling); every condition goes
/// through the ``FormValidator``.
public struct FormMachine: Sendable {
    /// The form.
    public let schema: FormSchema
    /// The locale the chains format with.
    public let locale: LocaleRules
    /// Each field's chain, in schema order.
    public let chains: [FormatterChain]
    /// Evaluates conditions and enabled state.
    public let validator: FormValidator

    /// A machine for `schema`, formatting under `locale` (default: the
    /// schema's fixed locale, else the current one).
    public init(schema: FormSchema, locale: LocaleRules? = nil, validator: FormValidator) {
        self.schema = schema
        let rules = locale ?? schema.resolvedLocale()
        self.locale = rules
        self.chains = schema.fields.map { $0.chain(locale: rules) }
        self.validator = validator
    }

    /// The machine of a generated form.
    public static func generated<F: GeneratedForm>(_ type: F.Type, locale: LocaleRules? = nil) -> FormMachine {
        FormMachine(schema: F.schema, locale: locale, validator: .generated(type))
    }

    /// The first state: each field showing its value in `initial` (missing
    /// values show the spec's default, or nothing), focus on the first
    /// enabled field, nothing validated yet.
    public func initialState(_ initial: FormValues = FormValues()) -> FormState {
        var fields: [FieldState] = []
        for (index, field) in schema.fields.enumerated() {
            let rows = FieldDisplay.rows(for: field, values: initial, chain: chains[index])
            fields.append(FieldState(rows: rows))
        }
        var state = FormState(fields: fields, focus: FormFocus(field: 0))
        refreshEnabled(&state)
        if let first = firstStop(in: state) {
            state.focus = first
        }
        return state
    }

    /// The values the state shows, as the model reads them: each field's
    /// text parsed by its chain; list rows left empty are left out.
    public func values(of state: FormState) -> FormValues {
        var values = FormValues()
        for (index, field) in schema.fields.enumerated() where state.fields.indices.contains(index) {
            let chain = chains[index]
            let parsed = state.fields[index].rows.map { chain.value(of: $0.text, type: field.type) }
            if field.kind == .list {
                values.lists[field.name] = parsed.filter { value in
                    switch value {
                    case .none: false
                    case .text(let text): !text.isEmpty
                    default: true
                    }
                }
            } else {
                values.fields[field.name] = parsed.first ?? FieldValue.none
            }
        }
        return values
    }

    /// Recomputes which fields are enabled from the current values
    /// (`values`, when the caller already has `values(of: state)`).
    func refreshEnabled(_ state: inout FormState, values known: FormValues? = nil) {
        let values = known ?? values(of: state)
        for (index, field) in schema.fields.enumerated() where state.fields.indices.contains(index) {
            state.fields[index].isEnabled = !field.isDisabled && validator.isEnabled(values, field.name)
        }
    }
}
