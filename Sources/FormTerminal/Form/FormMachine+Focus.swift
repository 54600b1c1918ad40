import FormRuntime
import FormSession

/// Moving focus: each row of a list and each plain field is one stop;
/// disabled fields have none. Stops are ordered by field, then row. Leaving
/// a row commits it (`trim`, a lone minus cleared, …); leaving a field also
/// marks it blurred. Hidden fields (`visible when`) have no stop either.
///
/// Where focus goes is the session's rule (``FocusStops``), asked of the
/// terminal's fields.
extension FormMachine {
    /// Whether focus can be at `focus`: an existing row of an enabled,
    /// visible field.
    func isStop(_ focus: FormFocus, in state: FormState) -> Bool {
        state.storedFields.isStop(focus)
    }

    func firstStop(in state: FormState) -> FormFocus? {
        state.storedFields.firstStop()
    }

    /// The stop after (or before) the focused one, or nil at the end
    /// (``FocusStops/neighbourStop(of:forward:)``, the session's rule).
    func neighbourStop(in state: FormState, forward: Bool) -> FormFocus? {
        state.storedFields.neighbourStop(of: state.focus, forward: forward)
    }

    /// The first stop of the next enabled field after the focused one.
    func nextFieldStop(in state: FormState) -> FormFocus? {
        state.storedFields.nextFieldStop(after: state.focus)
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
    /// visibility changed (``FocusStops/repairedStop(_:)``, the session's
    /// rule); where no field can take focus, it stays where it was.
    func repairFocus(_ state: inout FormState) {
        guard !isStop(state.focus, in: state),
              let repaired = state.storedFields.repairedStop(state.focus) else { return }
        state.focus = repaired
    }
}

extension FieldState: FocusableField {
    package var focusableRowCount: Int { rows.count }
}
