import FormRuntime
import FormSession

/// Messages by timing (LANGUAGE.md §6): change conditions after every edit,
/// blur conditions once a field has been left, submit conditions and
/// `required` on submit. One message per field: the first raised, in
/// declaration order.
extension FormMachine {
    /// Re-validates the whole form (so fields that depend on the edited one
    /// update too) and sets each field's message by its own timing.
    ///
    /// The validator sees every value, but only what can have changed is
    /// recomputed: the values are re-parsed for the fields changed since the
    /// last update, enabled states are asked again for the fields the
    /// validator says can change, and messages are set for the fields that
    /// show one or are named by one (every other field shows none and keeps
    /// showing none). A state new to the machine has every field's values,
    /// enabled state and message computed.
    func revalidate(_ state: inout FormState) {
        let (summary, isFresh) = currentSummary(&state)
        let values = summary.values
        refreshEnabled(&state, values: values, everyField: isFresh)
        refreshVisibility(&state, values: values, everyField: isFresh)
        repairFocus(&state)
        let change = validator.validate(values, .change).firstMessageByField()
        let anyBlurred = !summary.blurred.isEmpty
        let blur = anyBlurred ? validator.validate(values, .blur).firstMessageByField() : [:]
        let submit = state.hasAttemptedSubmit ? submitMessages(values, state: state) : [:]
        let count = min(schema.fields.count, state.storedFields.count)
        if isFresh {
            for index in 0..<count { setMessage(&state, field: index, change: change, blur: blur, submit: submit) }
            return
        }
        var candidates = summary.messaged
        for messages in [change, blur, submit] {
            for name in messages.keys { candidates.formUnion(fieldIndex.byName[name] ?? []) }
        }
        for index in candidates where index < count {
            setMessage(&state, field: index, change: change, blur: blur, submit: submit)
        }
    }

    /// Sets the message of field `index` by its own timing, from the first
    /// message of each field for each trigger.
    private func setMessage(
        _ state: inout FormState, field index: Int,
        change: [String: String], blur: [String: String], submit: [String: String]
    ) {
        let name = schema.fields[index].name
        let field = state.storedFields[index]
        let message = ValidationTrigger.shownMessage(
            of: name, isFocusable: field.isFocusable, submitAttempted: state.hasAttemptedSubmit, hasBlurred: field.hasBlurred,
            change: change, blur: blur, submit: submit
        )
        if field.message != message {
            state.updateField(index) { $0.message = message }
        }
    }

    /// The message each field shows on submit: the unanswered message of
    /// each field left unanswered first, then `.submit` validation, as
    /// ``FormSession/errors(on:)`` orders them. The validator reads
    /// unanswered fields as empty (a condition that reads one raises
    /// nothing); a condition on such a field that reads only other fields
    /// raises as in a session.
    func submitMessages(_ values: FormValues, state: FormState) -> [String: String] {
        var messages = emptyNumberErrors(values, state: state).firstMessageByField()
        for (name, message) in validator.validate(values, .submit).firstMessageByField() where messages[name] == nil {
            messages[name] = message
        }
        return messages
    }

    /// The required message of every enabled, visible non-optional number
    /// field left empty (the model would hold 0, which the user never typed)
    /// and of every such single choice with nothing selected (the model
    /// would hold its first option).
    func emptyNumberErrors(_ values: FormValues, state: FormState) -> [FieldError<String>] {
        var errors: [FieldError<String>] = []
        for index in fieldIndex.requiredNumbers {
            let field = schema.fields[index]
            guard state.storedFields.indices.contains(index), state.storedFields[index].isFocusable,
                  FieldSchema.holdsNoNumber(values.fields[field.name]) else { continue }
            // A complete date that is not on the calendar (31 February) has
            // no value either, and says so (LANGUAGE.md §14).
            let text = state.storedFields[index].rows.first?.text ?? ""
            errors.append(FieldError(field: field.name, message: schema.unansweredMessage(of: field, showing: text, chain: chains[index])))
        }
        return errors
    }

    /// Submit: commits every field, marks every field blurred, runs the
    /// submit checks; focuses the first failing field or finishes.
    func submit(_ state: inout FormState) -> [FormEffect] {
        for index in state.storedFields.indices {
            for row in state.storedFields[index].rows.indices { commitRow(&state, FormFocus(field: index, row: row)) }
            if !state.storedFields[index].hasBlurred {
                state.updateField(index) { $0.hasBlurred = true }
            }
        }
        state.hasAttemptedSubmit = true
        revalidate(&state)
        let failing = state.storedFields.indices.first { state.storedFields[$0].isFocusable && state.storedFields[$0].message != nil }
        guard let failing else {
            let values = values(of: state)
            state.outcome = .submitted(values)
            return [.submit(values)]
        }
        if failing != state.focus.field {
            state.focus = FormFocus(field: failing, row: 0)
            if var editing = state.focusedEditing {
                editing.caret = editing.text.count
                state.updateField(failing) { $0.rows[0] = editing }
            }
        }
        return []
    }
}
