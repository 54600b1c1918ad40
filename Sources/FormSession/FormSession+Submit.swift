import FormRuntime

/// Submit (LANGUAGE.md §6, §12, §18): every field committed and blurred,
/// every condition checked; the typed model, or the errors.
extension FormSession {
    /// Commits every row, marks every field blurred and runs the submit
    /// checks (`required`, unanswered fields, every condition) on the
    /// visible, enabled fields. Success: the model. Failure: the errors, and
    /// focus moves to ``firstFieldWithMessage`` (a renderer scrolls to it);
    /// from now on each field shows its submit-time message, so messages
    /// clear as they are fixed. Messages from outside (``showMessage(_:for:)``)
    /// never make it fail.
    public mutating func submit() -> Result<Form, FormErrors<Form>> {
        for index in fields.indices {
            for row in fields[index].rows.indices { commitRow(index, row) }
            fields[index].hasBlurred = true
        }
        hasAttemptedSubmit = true
        revalidate()
        let errors = errors(on: .submit)
        guard let first = errors.first else { return .success(model) }
        failedSubmitCount &+= 1
        let target = firstFieldWithMessage ?? first.field
        if let index = index(target), focused?.field != target {
            focused = SessionFocus(field: target)
            fields[index].rows[0].caret = fields[index].rows[0].text.count
        }
        return .failure(FormErrors(errors))
    }

    /// The field a failed submit takes the person to: the first, in spec
    /// order, that is shown, enabled and shows a message now (its own or
    /// one from outside), or nil.
    public var firstFieldWithMessage: Form.Field? {
        for (index, field) in typedFields.enumerated() {
            guard let field, fields[index].isFocusable, shownMessage(at: index) != nil else { continue }
            return field
        }
        return nil
    }
}
