import FormRuntime

/// A form's fields grouped as a UI draws them (LANGUAGE.md §13): runs of
/// consecutive fields under one section, and runs outside any section.
public struct FormLayoutGroup<Field: Sendable & Hashable>: Sendable, Hashable {
    /// The section's index in ``FormSchema/sections``, or nil for fields
    /// outside any section.
    public var sectionIndex: Int?
    /// The fields of the group, in spec order.
    public var fields: [Field]

    /// A group.
    public init(sectionIndex: Int?, fields: [Field]) {
        self.sectionIndex = sectionIndex
        self.fields = fields
    }
}

extension FormSession {
    /// The form's fields in spec order, grouped by section (every field,
    /// visible or not: a view asks ``isVisible(_:)`` per row, so a group
    /// with no visible field draws nothing).
    public var layout: [FormLayoutGroup<Form.Field>] {
        var groups: [FormLayoutGroup<Form.Field>] = []
        for field in order {
            guard let schemaField = fieldSchema(field) else { continue }
            if let last = groups.last, last.sectionIndex == schemaField.sectionIndex {
                groups[groups.count - 1].fields.append(field)
            } else {
                groups.append(FormLayoutGroup(sectionIndex: schemaField.sectionIndex, fields: [field]))
            }
        }
        return groups
    }

    /// The section schema of a group, or nil.
    public func section(of group: FormLayoutGroup<Form.Field>) -> SectionSchema? {
        group.sectionIndex.flatMap { schema.sections.indices.contains($0) ? schema.sections[$0] : nil }
    }

    /// Whether any field of `group` is shown now (its section title and
    /// caption are drawn only then).
    public func isVisible(_ group: FormLayoutGroup<Form.Field>) -> Bool {
        group.fields.contains { isVisible($0) }
    }

    /// Whether row `row` of `field` is the last focus stop: Return there
    /// submits (the keyboard says "done").
    public func isLastStop(_ field: Form.Field, row: Int = 0) -> Bool {
        // The last focusable field, found from the end (``FocusStops``): a
        // form draws every row, so this must not list every stop each time.
        guard let index = index(field), fields.lastStop(before: fields.count)?.field == index else { return false }
        return row >= fields[index].rows.count - 1
    }

    /// Whether focus is on row `row` of `field`.
    public func isFocused(_ field: Form.Field, row: Int = 0) -> Bool {
        focused == SessionFocus(field: field, row: row)
    }

    /// The value of `bool` field `field` (false for any other field).
    public func isOn(_ field: Form.Field) -> Bool {
        guard let index = index(field), traits[index].isBool else { return false }
        return fields[index].flag
    }

    /// The text field traits of row `row` of `field`.
    public func textInputTraits(_ field: Form.Field, row: Int = 0) -> TextInputTraits? {
        fieldSchema(field).map { TextInputTraits(for: $0, isLastStop: isLastStop(field, row: row), isRevealed: isRevealed(field)) }
    }
}
