import FormRuntime

/// `visible when` and sections (LANGUAGE.md §13): which fields are shown,
/// and which field draws its section's heading.
extension FormMachine {
    /// Recomputes which fields are visible from `values`, the current
    /// ``values(of:)``: every field, or only those whose visibility can
    /// change (when the validator says which, and the others are known to be
    /// up to date). Then moves each section's heading to its first visible
    /// field, for the sections whose fields changed visibility.
    func refreshVisibility(_ state: inout FormState, values: FormValues, everyField: Bool) {
        let count = min(schema.fields.count, state.storedFields.count)
        var sections: Set<Int> = []
        if !everyField, let varying = fieldIndex.conditionallyVisible {
            for index in varying where index < count { refreshVisibility(&state, field: index, values: values, sections: &sections) }
        } else {
            for index in 0..<count { refreshVisibility(&state, field: index, values: values, sections: &sections) }
            sections = Set(fieldIndex.sectionMembers.indices)
        }
        for section in sections { refreshHeading(&state, section: section) }
    }

    private func refreshVisibility(_ state: inout FormState, field index: Int, values: FormValues, sections: inout Set<Int>) {
        let field = schema.fields[index]
        let visible = validator.isVisible(values, field.name)
        guard state.storedFields[index].isVisible != visible else { return }
        state.updateField(index) { $0.isVisible = visible }
        if let section = field.sectionIndex { sections.insert(section) }
    }

    /// Marks the first visible field of `section` as drawing its heading,
    /// and no other; a section without a visible field has no heading.
    private func refreshHeading(_ state: inout FormState, section: Int) {
        guard fieldIndex.sectionMembers.indices.contains(section) else { return }
        let members = fieldIndex.sectionMembers[section]
        let first = members.first { $0 < state.storedFields.count && state.storedFields[$0].isVisible }
        for index in members where index < state.storedFields.count {
            let heads = index == first
            if state.storedFields[index].headsSection != heads {
                state.updateField(index) { $0.headsSection = heads }
            }
        }
    }
}
