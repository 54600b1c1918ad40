import FormRuntime
import FormSession

/// How a form's conditions are evaluated: the rules of the ``ValuesForm``
/// that the terminal and line mode fill through a session (one type, so the
/// session knows everything the validator knows). Generated forms evaluate
/// through their model (``generated(_:)``); `formc preview` through its
/// interpreter of the checked spec.
public typealias FormValidator = ValuesForm.Rules

extension ValuesForm.Rules {
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
                    .map { FieldError(field: $0.field.rawValue, cause: $0.cause, message: $0.message) }
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
