import FormRuntime

/// Messages from outside (LANGUAGE.md §21): a message the app gives for a
/// field, such as a server's "This email is already registered", shown
/// under the field exactly as the field's own messages are, until that
/// field's value next changes. It never blocks ``submit()``.
extension FormSession {
    /// Shows `text` under `field` as its message (in place of the field's
    /// own, which shows again once this one is gone) until the field's
    /// text, selection, flag or rows next change. Like the field's own
    /// messages it is not shown while the field is hidden or disabled.
    /// An empty `text` removes the message from outside.
    public mutating func showMessage(_ text: String, for field: Form.Field) {
        guard let index = index(field) else { return }
        let message = text.isEmpty ? nil : text
        guard fields[index].outsideMessage != message else { return }
        fields[index].outsideMessage = message
    }

    /// Shows, for each field `errors` names, its first message, as
    /// ``showMessage(_:for:)`` does: for example a server's run of the
    /// same generated `validate` on the submitted model, or its own checks
    /// mapped to fields. The other fields keep what they show.
    public mutating func showMessages(_ errors: FormErrors<Form>) {
        for field in errors.fields {
            if let message = errors.messages(for: field).first { showMessage(message, for: field) }
        }
    }

    /// The message field `index` shows now: one from outside first, else its
    /// own by its timing (section 6); none while it is hidden or disabled.
    func shownMessage(at index: Int) -> String? {
        guard let outside = fields[index].outsideMessage, fields[index].isFocusable else { return shown[index] }
        return outside
    }

    /// Field `index`'s value changed: its message from outside is gone.
    mutating func removeOutsideMessage(_ index: Int) {
        guard fields[index].outsideMessage != nil else { return }
        fields[index].outsideMessage = nil
    }
}
