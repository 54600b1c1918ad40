import FormRuntime

/// How a form's conditions are evaluated: the bridge between the state
/// machine and whoever knows the form's rules.
///
/// Generated forms evaluate through their model (``generated(_:)``); `formc
/// preview` evaluates through its interpreter of the checked spec. The state
/// machine never evaluates a condition itself.
public struct FormValidator: Sendable {
    /// The raised conditions for a trigger, in spec order of fields, then
    /// declaration order within a field (what `validate(on:)` returns).
    public var validate: @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>]
    /// Whether a field can be focused and edited with these values.
    public var isEnabled: @Sendable (FormValues, String) -> Bool
    /// The fields whose enabled state can change with the values (those
    /// with `enabled when`), or nil when unknown. After an edit the state
    /// machine asks ``isEnabled`` again only about these; every other field
    /// keeps what it answered when the form started. Nil: every field is
    /// asked after every edit.
    public var conditionallyEnabledFields: Set<String>?

    /// A validator from its two functions and, when known, the fields whose
    /// enabled state can change (see ``conditionallyEnabledFields``).
    public init(
        validate: @escaping @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>],
        isEnabled: @escaping @Sendable (FormValues, String) -> Bool,
        conditionallyEnabledFields: Set<String>? = nil
    ) {
        self.validate = validate
        self.isEnabled = isEnabled
        self.conditionallyEnabledFields = conditionallyEnabledFields
    }

    /// The validator of a generated model: builds the model with
    /// `init(fieldValues:)` and calls its `validate(on:)` and `isEnabled(_:)`
    /// (field names are the `Field` enum's raw values);
    /// only the model's `conditionallyEnabledFields` are asked again after
    /// an edit.
    public static func generated<F: GeneratedForm>(_ type: F.Type) -> FormValidator {
        FormValidator(
            validate: { values, trigger in
                F(fieldValues: values).validate(on: trigger).map { FieldError(field: $0.field.rawValue, message: $0.message) }
            },
            isEnabled: { values, name in
                guard let field = F.Field(rawValue: name) else { return true }
                return F(fieldValues: values).isEnabled(field)
            },
            conditionallyEnabledFields: Set(F.conditionallyEnabledFields.map(\.rawValue))
        )
    }

    /// A validator that raises nothing and enables every field not
    /// `disabled` in `schema`.
    public static func permissive(_ schema: FormSchema) -> FormValidator {
        let disabled = Set(schema.fields.filter(\.isDisabled).map(\.name))
        return FormValidator(validate: { _, _ in [] }, isEnabled: { _, name in !disabled.contains(name) }, conditionallyEnabledFields: [])
    }
}
