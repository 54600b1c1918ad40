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

    /// Recomputes the visibility and enabled state of the fields whose
    /// answers can change (``conditionalFields``); every other field is
    /// visible, and enabled unless `disabled`, from the start. An edit
    /// therefore never walks the unconditional fields.
    mutating func refreshConditions() {
        _ = refreshConditions(of: conditionalFields)
    }

    /// Recomputes the visibility and enabled state of the fields at schema
    /// indices `indices` (each one of ``conditionalFields``), then keeps
    /// focus on a focusable field. Returns the indices whose focusability
    /// changed.
    mutating func refreshConditions(of indices: [Int]) -> [Int] {
        var changed: [Int] = []
        for schemaIndex in indices {
            guard let field = typedFields[schemaIndex] else { continue }
            let visible = model.isVisible(field, today: today, unanswered: unanswered)
            let enabled = !schema.fields[schemaIndex].isDisabled && model.isEnabled(field, today: today, unanswered: unanswered)
            let wasFocusable = fields[schemaIndex].isFocusable
            if fields[schemaIndex].isVisible != visible {
                fields[schemaIndex].isVisible = visible
                // The section's heading may move to another of its fields.
                if let section = schema.fields[schemaIndex].sectionIndex, sectionMembers.indices.contains(section) {
                    for member in sectionMembers[section] { fields.markChanged(member) }
                }
            }
            if fields[schemaIndex].isEnabled != enabled { fields[schemaIndex].isEnabled = enabled }
            if fields[schemaIndex].isFocusable != wasFocusable { changed.append(schemaIndex) }
        }
        repairFocus()
        return changed
    }

    /// The schema indices of the fields with a `visible when` (their own or
    /// their section's), an `enabled when`, or `disabled`: the only ones
    /// whose visibility or enabled state is not simply `true`.
    static func conditionalFields(of schema: FormSchema, enabledWhen fields: [Form.Field]) -> [Int] {
        let enabledWhen = Set(fields.map { $0.rawValue })
        return schema.fields.indices.filter { index in
            let field = schema.fields[index]
            let section = field.sectionIndex.flatMap { schema.sections.indices.contains($0) ? schema.sections[$0] : nil }
            return field.hasVisibilityCondition || section?.hasVisibilityCondition == true || field.isDisabled
                || enabledWhen.contains(field.name)
        }
    }
}
