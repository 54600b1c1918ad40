import FormRuntime

/// Moving focus: each row of a list and each plain field is one stop;
/// disabled fields have none. Leaving a row commits it (`trim`, a lone minus
/// cleared, …); leaving a field also marks it blurred.
extension FormMachine {
    /// Every place focus can go, in order.
    func stops(in state: FormState) -> [FormFocus] {
        var result: [FormFocus] = []
        for (index, field) in state.fields.enumerated() where field.isEnabled {
            for row in field.rows.indices { result.append(FormFocus(field: index, row: row)) }
        }
        return result
    }

    func firstStop(in state: FormState) -> FormFocus? {
        stops(in: state).first
    }

    /// The stop after (or before) the focused one, or nil at the end.
    func neighbourStop(in state: FormState, forward: Bool) -> FormFocus? {
        let all = stops(in: state)
        guard let current = all.firstIndex(of: state.focus) else {
            // The focused field was disabled meanwhile: the next stop in field order.
            return forward
                ? all.first { ($0.field, $0.row) > (state.focus.field, state.focus.row) }
                : all.last { ($0.field, $0.row) < (state.focus.field, state.focus.row) }
        }
        let next = forward ? current + 1 : current - 1
        return all.indices.contains(next) ? all[next] : nil
    }

    /// The first stop of the next enabled field after the focused one.
    func nextFieldStop(in state: FormState) -> FormFocus? {
        stops(in: state).first { $0.field > state.focus.field }
    }

    /// Moves focus to `target`, committing the row left and blurring the
    /// field left when the field changes.
    func move(_ state: inout FormState, to target: FormFocus) {
        let previous = state.focus
        guard previous != target else { return }
        commitRow(&state, previous)
        if previous.field != target.field, state.fields.indices.contains(previous.field) {
            state.fields[previous.field].hasBlurred = true
        }
        state.focus = target
        if var editing = state.focusedEditing {
            editing.caret = editing.text.count
            state.fields[target.field].rows[target.row] = editing
        }
        revalidate(&state)
    }

    /// Commit normalisation of one row through its chain.
    func commitRow(_ state: inout FormState, _ focus: FormFocus) {
        guard state.fields.indices.contains(focus.field), state.fields[focus.field].rows.indices.contains(focus.row),
              schema.fields[focus.field].type.base != .bool else { return }
        let row = state.fields[focus.field].rows[focus.row]
        state.fields[focus.field].rows[focus.row] = chains[focus.field].commit(row)
    }

    /// Keeps focus on an enabled field after enabled states changed.
    func repairFocus(_ state: inout FormState) {
        let all = stops(in: state)
        guard !all.contains(state.focus) else { return }
        if let next = neighbourStop(in: state, forward: true) ?? neighbourStop(in: state, forward: false) {
            state.focus = next
        }
    }
}
