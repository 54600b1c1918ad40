import FormRuntime

/// List rows and Return (LANGUAGE.md §12, §18): Return on a non-empty row
/// adds a row below and focuses it; Return elsewhere moves to the next
/// field and submits on the last.
extension FormSession {
    /// What Return did.
    public enum ReturnOutcome: Sendable {
        /// A new empty row was added to the list and focused.
        case addedRow(Int)
        /// Focus moved to this field and row.
        case moved(SessionFocus<Form.Field>)
        /// Return on the last field submitted the form.
        case submitted(Result<Form, FormErrors<Form>>)
    }

    /// The number of rows `field` shows (1 for a plain field).
    public func rowCount(_ field: Form.Field) -> Int {
        index(field).map { fields[$0].rows.count } ?? 0
    }

    /// Return on the focused field (LANGUAGE.md §12).
    public mutating func returnKey() -> ReturnOutcome {
        guard let focused, let index = index(focused.field) else { return .submitted(submit()) }
        let field = schema.fields[index]
        let row = focused.row
        if field.kind == .list, !editing(index, row: row).text.isEmpty {
            if fields[index].rows.count < (field.listMaximum ?? Int.max) {
                commitRow(index, row)
                fields[index].rows.insert(.empty, at: row + 1)
                self.focused = SessionFocus(field: focused.field, row: row + 1)
                fieldChanged(index)
                return .addedRow(row + 1)
            }
            if let next = neighbour(forward: true), next.field == focused.field {
                // A full list: Return on a filled row moves to the next row.
                focus(next.field, row: next.row)
                return .moved(next)
            }
        }
        if let next = nextField() {
            focus(next)
            return .moved(SessionFocus(field: next))
        }
        return .submitted(submit())
    }

    /// Adds an empty row at the end of list `field` (up to `max`) and
    /// focuses it; false when the list is full or not focusable.
    @discardableResult
    public mutating func addRow(_ field: Form.Field) -> Bool {
        guard let index = index(field), schema.fields[index].kind == .list, fields[index].isFocusable,
              fields[index].rows.count < (schema.fields[index].listMaximum ?? Int.max) else { return false }
        fields[index].rows.append(.empty)
        focus(field, row: fields[index].rows.count - 1)
        return true
    }

    /// Removes row `row` of list `field` (keeping at least `min`, and at
    /// least one); false when it cannot.
    @discardableResult
    public mutating func removeRow(_ field: Form.Field, row: Int) -> Bool {
        guard let index = index(field), fields[index].isFocusable, removeRow(index, row) else { return false }
        if let focused, focused.field == field, focused.row >= fields[index].rows.count || focused.row > row {
            self.focused = SessionFocus(field: field, row: max(focused.row - 1, 0))
        }
        fieldChanged(index)
        return true
    }

    /// Removes a row of list `index` within the bounds; the caller re-reads.
    mutating func removeRow(_ index: Int, _ row: Int) -> Bool {
        let field = schema.fields[index]
        guard field.kind == .list, fields[index].rows.indices.contains(row),
              fields[index].rows.count > max(field.listMinimum ?? 0, 1) else { return false }
        fields[index].rows.remove(at: row)
        return true
    }
}
