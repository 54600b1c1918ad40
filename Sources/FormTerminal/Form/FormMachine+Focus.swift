import FormRuntime

/// Moving focus: each row of a list and each plain field is one stop;
/// disabled fields have none. Stops are ordered by field, then row. Leaving
/// a row commits it (`trim`, a lone minus cleared, …); leaving a field also
/// marks it blurred. Hidden fields (`visible when`) have no stop either.
///
/// Stops are found by walking from the focus to the nearest one, so a key
/// costs the same however many fields the form has.
extension FormMachine {
    /// Whether focus can be at `focus`: an existing row of an enabled,
    /// visible field.
    func isStop(_ focus: FormFocus, in state: FormState) -> Bool {
        state.storedFields.indices.contains(focus.field) && state.storedFields[focus.field].isFocusable
            && state.storedFields[focus.field].rows.indices.contains(focus.row)
    }

    func firstStop(in state: FormState) -> FormFocus? {
        firstFieldStop(from: 0, in: state)
    }

    /// The stop after (or before) the focused one, or nil at the end. When
    /// the focused field was disabled meanwhile: the next (or previous) stop
    /// in field order.
    func neighbourStop(in state: FormState, forward: Bool) -> FormFocus? {
        let focus = state.focus
        let fields = state.storedFields
        if fields.indices.contains(focus.field), fields[focus.field].isFocusable {
            let rows = fields[focus.field].rows.count
            if forward, rows > 0, focus.row < rows - 1 {
                return FormFocus(field: focus.field, row: max(focus.row + 1, 0))
            }
            if !forward, focus.row > 0, rows > 0 {
                return FormFocus(field: focus.field, row: min(focus.row - 1, rows - 1))
            }
        }
        if forward {
            return focus.field < fields.count ? firstFieldStop(from: max(focus.field + 1, 0), in: state) : nil
        }
        var index = focus.field > 0 ? min(focus.field, fields.count) - 1 : -1
        while index >= 0 {
            if fields[index].isFocusable, !fields[index].rows.isEmpty {
                return FormFocus(field: index, row: fields[index].rows.count - 1)
            }
            index -= 1
        }
        return nil
    }

    /// The first stop of the next enabled field after the focused one.
    func nextFieldStop(in state: FormState) -> FormFocus? {
        state.focus.field < state.storedFields.count ? firstFieldStop(from: max(state.focus.field + 1, 0), in: state) : nil
    }

    /// The first row of the first enabled field from field `start` on.
    private func firstFieldStop(from start: Int, in state: FormState) -> FormFocus? {
        var index = start
        while index < state.storedFields.count {
            if state.storedFields[index].isFocusable, !state.storedFields[index].rows.isEmpty {
                return FormFocus(field: index, row: 0)
            }
            index += 1
        }
        return nil
    }

    /// Moves focus to `target`, committing the row left and blurring the
    /// field left when the field changes.
    func move(_ state: inout FormState, to target: FormFocus) {
        let previous = state.focus
        guard previous != target else { return }
        commitRow(&state, previous)
        if previous.field != target.field, state.storedFields.indices.contains(previous.field),
           !state.storedFields[previous.field].hasBlurred {
            state.updateField(previous.field) { $0.hasBlurred = true }
        }
        state.focus = target
        if var editing = state.focusedEditing {
            editing.caret = editing.text.count
            state.updateField(target.field) { $0.rows[target.row] = editing }
        }
        revalidate(&state)
    }

    /// Commit normalisation of one row through its chain.
    func commitRow(_ state: inout FormState, _ focus: FormFocus) {
        guard state.storedFields.indices.contains(focus.field), state.storedFields[focus.field].rows.indices.contains(focus.row),
              schema.fields[focus.field].type.base != .bool, !schema.fields[focus.field].isChoice else { return }
        let row = state.storedFields[focus.field].rows[focus.row]
        let committed = chains[focus.field].commit(row)
        if committed != row {
            let changesText = committed.text != row.text
            state.updateField(focus.field) { field in
                field.rows[focus.row] = committed
                if changesText { field.givenValue = nil }
            }
        }
    }

    /// Keeps focus on an enabled, visible field after enabled states or
    /// visibility changed.
    func repairFocus(_ state: inout FormState) {
        guard !isStop(state.focus, in: state) else { return }
        if let next = neighbourStop(in: state, forward: true) ?? neighbourStop(in: state, forward: false) {
            state.focus = next
        }
    }
}
