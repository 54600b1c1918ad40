import FormRuntime
import FormSession

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
    /// The schema's fields by name and by what can change them.
    let fieldIndex: FormFieldIndex
    /// Each `choice` field's options prepared for filtering (nil for the
    /// other fields), in schema order.
    let choiceCatalogs: [ChoiceCatalog?]
    /// Tells this machine's ``FormSummary`` from another machine's.
    let identity = Identity()

    /// A token compared by identity: copies of a machine share it.
    final class Identity: Sendable {}

    /// A machine for `schema`, formatting under `locale` (default: the
    /// schema's fixed locale, else the current one).
    public init(schema: FormSchema, locale: LocaleRules? = nil, validator: FormValidator) {
        self.schema = schema
        let rules = locale ?? schema.resolvedLocale()
        self.locale = rules
        self.chains = schema.fields.map { $0.chain(locale: rules) }
        self.validator = validator
        self.fieldIndex = FormFieldIndex(
            schema: schema, conditionallyEnabled: validator.conditionallyEnabledFields,
            conditionallyVisible: validator.conditionallyVisibleFields
        )
        self.choiceCatalogs = schema.fields.map { $0.isChoice ? ChoiceCatalog(options: $0.options) : nil }
    }

    /// The machine of a generated form.
    public static func generated<F: GeneratedForm>(_ type: F.Type, locale: LocaleRules? = nil) -> FormMachine {
        FormMachine(schema: F.schema, locale: locale, validator: .generated(type))
    }

    /// The first state: each field showing its value in `initial` (missing
    /// values show the spec's default, or nothing), focus on the first
    /// enabled visible field, nothing validated yet.
    public func initialState(_ initial: FormValues = FormValues()) -> FormState {
        var fields: [FieldState] = []
        for (index, field) in schema.fields.enumerated() {
            let rows = FieldDisplay.rows(for: field, values: initial, chain: chains[index])
            var state = FieldState(rows: rows)
            // Only a text-like field's display can lose what its value says;
            // a choice's selection is normalised (known options, in option order).
            if field.kind == .field, !field.isChoice, field.type.base != .bool { state.givenValue = initial.fields[field.name] }
            fields.append(state)
        }
        var state = FormState(fields: fields, focus: FormFocus(field: 0))
        let values = values(of: state)
        refreshEnabled(&state, values: values, everyField: true)
        refreshVisibility(&state, values: values, everyField: true)
        if let first = firstStop(in: state) {
            state.focus = first
        }
        state.sealChanges()
        state.summary = freshSummary(of: state)
        return state
    }

    /// The values the state shows, as the model reads them: each field's
    /// text parsed by its chain; list rows left empty are left out.
    public func values(of state: FormState) -> FormValues {
        var values = FormValues()
        for index in 0..<min(schema.fields.count, state.storedFields.count) {
            storeValue(ofField: index, state.storedFields[index], in: &values)
        }
        return values
    }

    /// Parses field `index` (showing `field`) through its chain and stores
    /// its value in `values` under its name.
    func storeValue(ofField index: Int, _ field: FieldState, in values: inout FormValues) {
        let schemaField = schema.fields[index]
        if let given = field.givenValue {
            values.fields[schemaField.name] = given
            return
        }
        if schemaField.isChoice, schemaField.kind == .field {
            values.fields[schemaField.name] = ChoiceSelection.value(of: field.rows.first?.text ?? "", field: schemaField)
            return
        }
        let chain = chains[index]
        let parsed = field.rows.map { chain.value(of: $0.text, type: schemaField.type) }
        if schemaField.kind == .list {
            values.lists[schemaField.name] = parsed.filter(\.holdsValue)
        } else {
            values.fields[schemaField.name] = parsed.first ?? FieldValue.none
        }
    }

    /// Recomputes which fields are enabled from `values`, the current
    /// ``values(of:)``: every field, or only those whose enabled state can
    /// change with the values (when the validator says which, and the others
    /// are known to be up to date).
    func refreshEnabled(_ state: inout FormState, values: FormValues, everyField: Bool) {
        let count = min(schema.fields.count, state.storedFields.count)
        if !everyField, let varying = fieldIndex.conditionallyEnabled {
            for index in varying where index < count { refreshEnabled(&state, field: index, values: values) }
        } else {
            for index in 0..<count { refreshEnabled(&state, field: index, values: values) }
        }
    }

    private func refreshEnabled(_ state: inout FormState, field index: Int, values: FormValues) {
        let field = schema.fields[index]
        let enabled = !field.isDisabled && validator.isEnabled(values, field.name)
        if state.storedFields[index].isEnabled != enabled {
            state.updateField(index) { $0.isEnabled = enabled }
        }
    }
}
