import FormRuntime

/// Submit (LANGUAGE.md §6, §12, §18): every field committed and blurred,
/// every condition checked; the typed model, or the errors.
extension FormSession {
    /// Commits every row, marks every field blurred and runs the submit
    /// checks (`required`, unanswered fields, every condition) on the
    /// visible, enabled fields. Success: the model. Failure: the errors, and
    /// focus moves to the first failing field; from now on each field shows
    /// its submit-time message, so messages clear as they are fixed.
    public mutating func submit() -> Result<Form, FormErrors<Form>> {
        for index in fields.indices {
            for row in fields[index].rows.indices { commitRow(index, row) }
            fields[index].hasBlurred = true
        }
        hasAttemptedSubmit = true
        revalidate()
        let errors = errors(on: .submit)
        guard let first = errors.first else { return .success(model) }
        if let index = index(first.field), focused?.field != first.field {
            focused = SessionFocus(field: first.field)
            fields[index].rows[0].caret = fields[index].rows[0].text.count
        }
        return .failure(FormErrors(errors))
    }
}
