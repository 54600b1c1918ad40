import FormRuntime

/// `visible when`, `enabled when` and `disabled` (LANGUAGE.md §6, §13),
/// evaluated by the generated model with unanswered fields read as empty.
extension FormSession {
    /// Whether `field` is shown now: its own and its section's `visible
    /// when` hold. A condition that reads an unanswered field is false.
    public func isVisible(_ field: Form.Field) -> Bool {
        index(field).map { fields[$0].isVisible } ?? false
    }

    /// Whether `field` can be focused and edited now (`disabled`, `enabled
    /// when`; a condition that reads an unanswered field is false).
    public func isEnabled(_ field: Form.Field) -> Bool {
        index(field).map { fields[$0].isEnabled } ?? false
    }

    /// Recomputes every field's visibility and enabled state from the model.
    mutating func refreshConditions() {
        let unanswered = unansweredFields
        for field in order {
            guard let schemaIndex = indexOf[field] else { continue }
            let visible = model.isVisible(field, today: today, unanswered: unanswered)
            let enabled = !schema.fields[schemaIndex].isDisabled && model.isEnabled(field, today: today, unanswered: unanswered)
            if fields[schemaIndex].isVisible != visible { fields[schemaIndex].isVisible = visible }
            if fields[schemaIndex].isEnabled != enabled { fields[schemaIndex].isEnabled = enabled }
        }
        repairFocus()
    }
}
