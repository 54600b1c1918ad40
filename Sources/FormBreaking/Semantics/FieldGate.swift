import FormChecker

/// When a field's checks run in `validate(on:)` (LANGUAGE.md §6, §13): never
/// while `disabled`; otherwise only while its `enabled when`, its own
/// `visible when` and its section's `visible when` hold. Each condition is
/// kept as a ``CanonicalExpression`` key, so gates of two versions compare.
struct FieldGate: Equatable {
    /// `disabled`: never checked.
    var isDisabled: Bool
    /// The keys of the conditions that must all hold.
    var conditions: Set<String>

    init(_ field: CheckedField, in form: CheckedForm) {
        isDisabled = field.isDisabled
        var conditions: Set<String> = []
        if let enabled = field.enabledWhen { conditions.insert(CanonicalExpression.key(enabled)) }
        if let visible = field.visibleWhen { conditions.insert(CanonicalExpression.key(visible)) }
        if let index = field.sectionIndex, form.sections.indices.contains(index), let visible = form.sections[index].visibleWhen {
            conditions.insert(CanonicalExpression.key(visible))
        }
        self.conditions = conditions
    }

    /// Whether the field is checked whenever a record is validated.
    var isAlways: Bool { !isDisabled && conditions.isEmpty }

    /// Whether this gate opens only where `old` opened (the same conditions
    /// or more, or never): checks gated so run on no record the old model
    /// left unchecked.
    func isWithin(_ old: FieldGate) -> Bool {
        if isDisabled { return true }
        if old.isDisabled { return false }
        return conditions.isSuperset(of: old.conditions)
    }
}
