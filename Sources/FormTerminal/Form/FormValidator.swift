import FormRuntime
import FormSession

/// How a form's conditions are evaluated: the bridge between the terminal's
/// session (a ``ValuesForm``, through ``sessionRules``) and whoever knows the
/// form's rules.
///
/// Generated forms evaluate through their model (``generated(_:)``); `formc
/// preview` evaluates through its interpreter of the checked spec. Neither
/// the terminal nor the session evaluates a condition itself.
public struct FormValidator: Sendable {
    /// The raised conditions for a trigger, in spec order of fields, then
    /// declaration order within a field (what `validate(on:)` returns),
    /// with unanswered fields read as empty (LANGUAGE.md §18): a condition
    /// that reads a non-optional number, date, month or single choice the
    /// values hold no answer for (``FieldValue/none``) raises nothing.
    public var validate: @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>]
    /// Whether a field can be focused and edited with these values.
    public var isEnabled: @Sendable (FormValues, String) -> Bool
    /// The fields whose enabled state can change with the values (those
    /// with `enabled when`), or nil when unknown. After an edit the session
    /// asks ``isEnabled`` again only about these; every other field
    /// keeps what it answered when the form started. Nil: every field is
    /// asked after every edit.
    public var conditionallyEnabledFields: Set<String>?
    /// Whether a field is shown with these values (LANGUAGE.md §13: its own
    /// `visible when` and its section's). A hidden field is not drawn, not
    /// focused, not asked in line mode and not validated; it keeps its value.
    public var isVisible: @Sendable (FormValues, String) -> Bool
    /// The fields whose visibility can change with the values (a `visible
    /// when` of their own or of their section), or nil when unknown. After
    /// an edit the session asks ``isVisible`` again only about these.
    /// Nil: every field is asked after every edit.
    public var conditionallyVisibleFields: Set<String>?
    /// For each field, the other fields whose conditions read it (a field
    /// missing reads nothing), or nil when unknown. Known, an edit sets only
    /// the messages of the field edited and of its readers; nil: every
    /// field's message after every edit.
    public var readers: [String: [String]]?

    /// A validator from its functions and, when known, the fields whose
    /// enabled state or visibility can change (see
    /// ``conditionallyEnabledFields`` and ``conditionallyVisibleFields``).
    /// Without `isVisible` every field is always visible.
    public init(
        validate: @escaping @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>],
        isEnabled: @escaping @Sendable (FormValues, String) -> Bool,
        conditionallyEnabledFields: Set<String>? = nil,
        isVisible: @escaping @Sendable (FormValues, String) -> Bool = { _, _ in true },
        conditionallyVisibleFields: Set<String>? = nil,
        readers: [String: [String]]? = nil
    ) {
        self.validate = validate
        self.isEnabled = isEnabled
        self.conditionallyEnabledFields = conditionallyEnabledFields
        self.isVisible = isVisible
        self.conditionallyVisibleFields = conditionallyVisibleFields
        self.readers = readers
    }

    /// The validator of a generated model: builds the model with
    /// `init(fieldValues:)` and calls its `validate(on:)`, `isEnabled(_:)`
    /// and `isVisible(_:)` (field names are the `Field` enum's raw values);
    /// only the model's `conditionallyEnabledFields` are asked again about
    /// their enabled state after an edit, and only the fields the schema
    /// marks as having a visibility condition (their own or their section's)
    /// about their visibility.
    ///
    /// A non-optional number, date, month or single choice the values do
    /// not answer (``FieldValue/none``: nothing typed or chosen) reads as
    /// empty in every condition, as in a ``FormSession`` (LANGUAGE.md §18).
    public static func generated<F: GeneratedForm>(_ type: F.Type) -> FormValidator {
        let needing = F.schema.fields.filter(\.needsAnswer)
        @Sendable func unanswered(_ values: FormValues) -> Set<F.Field> {
            Set(needing.filter { !$0.isAnswered(by: values.fields[$0.name]) }.compactMap { F.Field(rawValue: $0.name) })
        }
        return FormValidator(
            validate: { values, trigger in
                F(fieldValues: values).validate(on: trigger, today: .today(), unanswered: unanswered(values))
                    .map { FieldError(field: $0.field.rawValue, message: $0.message) }
            },
            isEnabled: { values, name in
                guard let field = F.Field(rawValue: name) else { return true }
                return F(fieldValues: values).isEnabled(field, today: .today(), unanswered: unanswered(values))
            },
            conditionallyEnabledFields: Set(F.conditionallyEnabledFields.map(\.rawValue)),
            isVisible: { values, name in
                guard let field = F.Field(rawValue: name) else { return true }
                return F(fieldValues: values).isVisible(field, today: .today(), unanswered: unanswered(values))
            },
            conditionallyVisibleFields: F.schema.conditionallyVisibleFieldNames,
            readers: ValuesForm.Rules.readers(of: F.self)
        )
    }

    /// A validator that raises nothing, enables every field not `disabled`
    /// in `schema` and shows every field.
    public static func permissive(_ schema: FormSchema) -> FormValidator {
        let disabled = Set(schema.fields.filter(\.isDisabled).map(\.name))
        return FormValidator(validate: { _, _ in [] }, isEnabled: { _, name in !disabled.contains(name) }, conditionallyEnabledFields: [],
                             conditionallyVisibleFields: [], readers: [:])
    }
}

extension FormValidator {
    /// These functions as the rules of a ``ValuesForm``, so that a
    /// `FormSession<ValuesForm>` evaluates conditions exactly as this
    /// validator does (the generated model's, or the preview interpreter's).
    public var sessionRules: ValuesForm.Rules {
        ValuesForm.Rules(
            validate: validate, isEnabled: isEnabled, isVisible: isVisible,
            conditionallyEnabledFields: conditionallyEnabledFields, conditionallyVisibleFields: conditionallyVisibleFields,
            readers: readers
        )
    }
}

extension FormSchema {
    /// The fields whose visibility can change with the values: those with a
    /// `visible when` of their own or in a section that has one.
    public var conditionallyVisibleFieldNames: Set<String> {
        var names: Set<String> = []
        for field in fields {
            let sectionHasCondition = field.sectionIndex.map { sections.indices.contains($0) && sections[$0].hasVisibilityCondition } ?? false
            if field.hasVisibilityCondition || sectionHasCondition { names.insert(field.name) }
        }
        return names
    }
}
