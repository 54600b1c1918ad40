import FormRuntime
import FormSession

/// How the conditions of a form described at run time are evaluated: the
/// rules of the ``ValuesForm`` that the terminal and line mode fill through
/// a session for `formc preview`, which evaluates them with its interpreter
/// of the checked spec. A generated model needs none: the terminal drives
/// `FormSession<Model>` itself, which asks the model (``FormMachine/init(locale:)``).
public typealias FormValidator = ValuesForm.Rules

extension ValuesForm.Rules {
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
