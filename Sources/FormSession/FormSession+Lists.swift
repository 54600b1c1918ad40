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

    /// Return on the focused field (LANGUAGE.md §12,
    /// ``FocusStops/returnDecision(at:field:rowIsEmpty:)``, the rule the
    /// terminal's Enter follows too).
    public mutating func returnKey() -> ReturnOutcome {
        let stop = focusedStop
        let field = stop.map { schema.fields[$0.field] }
        let rowIsEmpty = stop.map { editing($0.field, row: $0.row).text.isEmpty } ?? true
        switch fields.returnDecision(at: stop, field: field, rowIsEmpty: rowIsEmpty) {
        case .addRow(let row):
            guard let stop, let typed = typedFields[stop.field] else { return .submitted(submit()) }
            commitRow(stop.field, row)
            fields[stop.field].rows.insert(.empty, at: row + 1)
            focused = SessionFocus(field: typed, row: row + 1)
            fieldChanged(stop.field)
            return .addedRow(row + 1)
        case .move(let next):
            guard let typed = typedFields[next.field] else { return .submitted(submit()) }
            focus(typed, row: next.row)
            return .moved(SessionFocus(field: typed, row: next.row))
        case .submit:
            return .submitted(submit())
        }
    }

    /// Adds an empty row at the end of list `field` (up to `max`) and
    /// focuses it; false when the list is full or not focusable.
    @discardableResult
    public mutating func addRow(_ field: Form.Field) -> Bool {
        guard let index = index(field), fields[index].isFocusable,
              schema.fields[index].allowsAddingRow(toRows: fields[index].rows.count) else { return false }
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
        guard fields[index].rows.indices.contains(row),
              schema.fields[index].allowsRemovingRow(fromRows: fields[index].rows.count) else { return false }
        fields[index].rows.remove(at: row)
        return true
    }
}
