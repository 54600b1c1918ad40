import FormRuntime

/// Enter and Backspace, with the list rules of LANGUAGE.md §12.
extension FormMachine {
    /// Enter: in a list, a non-empty row grows a new row below (up to
    /// `max`); otherwise focus moves to the next field, and Enter on the last
    /// field submits.
    func enter(_ state: inout FormState) -> [FormEffect] {
        let focus = state.focus
        guard schema.fields.indices.contains(focus.field) else { return submit(&state) }
        let field = schema.fields[focus.field]
        if field.kind == .list, let editing = state.focusedEditing, !editing.text.isEmpty {
            let rows = state.storedFields[focus.field].rows.count
            if rows < (field.listMaximum ?? Int.max) {
                commitRow(&state, focus)
                state.updateField(focus.field) { $0.rows.insert(.empty, at: focus.row + 1) }
                state.focus = FormFocus(field: focus.field, row: focus.row + 1)
                revalidate(&state)
                return []
            }
        }
        if field.kind == .list, let next = neighbourStop(in: state, forward: true), next.field == focus.field,
           state.focusedEditing?.text.isEmpty == false {
            // A full list: Enter on a filled row moves to the next row.
            move(&state, to: next)
            return []
        }
        if let next = nextFieldStop(in: state) {
            move(&state, to: next)
            return []
        }
        return submit(&state)
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
            let rows = state.storedFields[focus.field].rows.count
            guard rows > max(field.listMinimum ?? 0, 1) else { return }
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
