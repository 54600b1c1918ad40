import FormRuntime

/// Messages by timing (LANGUAGE.md §6): change conditions after every edit,
/// blur conditions once a field has been left, submit conditions and
/// `required` on submit. One message per field: the first raised, in
/// declaration order.
extension FormMachine {
    /// Re-validates the whole form (so fields that depend on the edited one
    /// update too) and sets each field's message by its own timing.
    func revalidate(_ state: inout FormState) {
        // Enabling and focus repair change no text: the values are parsed once.
        let values = values(of: state)
        refreshEnabled(&state, values: values)
        repairFocus(&state)
        let change = firstMessages(validator.validate(values, .change))
        let anyBlurred = state.fields.contains(where: \.hasBlurred)
        let blur = anyBlurred ? firstMessages(validator.validate(values, .blur)) : [:]
        let submit = state.hasAttemptedSubmit ? submitMessages(values, state: state) : [:]
        for (index, field) in schema.fields.enumerated() where state.fields.indices.contains(index) {
            guard state.fields[index].isEnabled else {
                state.fields[index].message = nil
                continue
            }
            if state.hasAttemptedSubmit {
                state.fields[index].message = submit[field.name]
            } else if state.fields[index].hasBlurred {
                state.fields[index].message = blur[field.name]
            } else {
                state.fields[index].message = change[field.name]
            }
        }
    }

    /// The message each field shows on submit: `.submit` validation plus the
    /// rule that an empty non-optional `int`/`decimal` blocks submission.
    func submitMessages(_ values: FormValues, state: FormState) -> [String: String] {
        var messages = firstMessages(emptyNumberErrors(values, state: state))
        for (name, message) in firstMessages(validator.validate(values, .submit)) where messages[name] == nil {
            messages[name] = message
        }
        return messages
    }

    /// The required message of every enabled non-optional number field left
    /// empty (the model would hold 0, which the user never typed).
    func emptyNumberErrors(_ values: FormValues, state: FormState) -> [FieldError] {
        var errors: [FieldError] = []
        for (index, field) in schema.fields.enumerated() where field.kind == .field && !field.type.isOptional {
            guard field.type.base == .int || field.type.base == .decimal,
                  state.fields.indices.contains(index), state.fields[index].isEnabled,
                  values.fields[field.name] == FieldValue.none else { continue }
            errors.append(FieldError(field: field.name, message: Self.requiredMessage(field)))
        }
        return errors
    }

    /// `required`'s message, or "‹label› is required".
    static func requiredMessage(_ field: FieldSchema) -> String {
        field.requiredMessage ?? "\(field.label ?? field.name) is required"
    }

    /// The first message of each field.
    func firstMessages(_ errors: [FieldError]) -> [String: String] {
        var result: [String: String] = [:]
        for error in errors where result[error.field] == nil {
            result[error.field] = error.message
        }
        return result
    }

    /// Submit: commits every field, marks every field blurred, runs the
    /// submit checks; focuses the first failing field or finishes.
    func submit(_ state: inout FormState) -> [FormEffect] {
        for (index, field) in state.fields.enumerated() {
            for row in field.rows.indices { commitRow(&state, FormFocus(field: index, row: row)) }
            state.fields[index].hasBlurred = true
        }
        state.hasAttemptedSubmit = true
        revalidate(&state)
        let failing = state.fields.indices.first { state.fields[$0].isEnabled && state.fields[$0].message != nil }
        guard let failing else {
            let values = values(of: state)
            state.outcome = .submitted(values)
            return [.submit(values)]
        }
        if failing != state.focus.field {
            state.focus = FormFocus(field: failing, row: 0)
            if var editing = state.focusedEditing {
                editing.caret = editing.text.count
                state.fields[failing].rows[0] = editing
            }
        }
        return []
    }
}
