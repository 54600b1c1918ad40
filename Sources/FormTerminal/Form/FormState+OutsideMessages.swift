import FormRuntime
import FormSession

/// Messages from outside in the terminal (LANGUAGE.md §21): the session's
/// ``FormSession/showMessage(_:for:)`` addressed by schema index, drawn
/// under the field in the message row as the field's own messages are.
extension FormState {
    /// Shows `text` under field `index` (schema order), such as a server's
    /// "This email is already registered", until the field's value next
    /// changes; it never blocks a submit. An empty `text` removes it; an
    /// index outside the form changes nothing.
    public mutating func showMessage(_ text: String, forField index: Int) {
        guard let field = session.typedField(at: index) else { return }
        session.showMessage(text, for: field)
        sealChanges()
    }
}
