import FormRuntime
import FormSession

/// Enter and Backspace, with the list rules of LANGUAGE.md §12 (the
/// session's: ``FocusStops/returnDecision(at:field:rowIsEmpty:)``,
/// ``FieldSchema/allowsRemovingRow(fromRows:)``).
extension FormMachine {
    /// Enter: in a list, a non-empty row grows a new row below (up to
    /// `max`); otherwise focus moves to the next field, and Enter on the last
    /// field submits.
    func enter(_ state: inout FormState) -> [FormEffect] {
        let focus = state.focus
        let field = schema.fields.indices.contains(focus.field) ? schema.fields[focus.field] : nil
        let rowIsEmpty = state.focusedEditing?.text.isEmpty ?? true
        switch state.storedFields.returnDecision(at: focus, field: field, rowIsEmpty: rowIsEmpty) {
        case .addRow(let row):
            commitRow(&state, focus)
            state.updateField(focus.field) { $0.rows.insert(.empty, at: row + 1) }
            state.focus = FormFocus(field: focus.field, row: row + 1)
            revalidate(&state)
            return []
        case .move(let next):
            move(&state, to: next)
            return []
        case .submit:
            return submit(&state)
        }
    }

    /// Backspace: deletes through the chain; on an empty list row, removes
    /// the row (keeping at least `min` and at least one) and puts the caret
    /// at the end of the row above.
    func backspace(_ state: inout FormState) {
        let focus = state.focus
        guard schema.fields.indices.contains(focus.field), let editing = state.focusedEditing else { return }
        let field = schema.fields[focus.field]
        guard field.type.base != .bool else { return }
        if field.kind == .list, editing.text.isEmpty {
            guard field.allowsRemovingRow(fromRows: state.storedFields[focus.field].rows.count) else { return }
            state.updateField(focus.field) { $0.rows.remove(at: focus.row) }
            let above = max(focus.row - 1, 0)
            state.focus = FormFocus(field: focus.field, row: above)
            if var row = state.focusedEditing {
                row.caret = row.text.count
                state.updateField(focus.field) { $0.rows[above] = row }
            }
            revalidate(&state)
            return
        }
        edit(&state) { chain, editing in chain.backspace(editing) }
    }
}
