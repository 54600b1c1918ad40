@_spi(Generated) import FormRuntime

/// How a session is shown to a developer (`print`, `String(reflecting:)`,
/// `dump`, `Mirror`, a log): what each field shows and where focus is, a
/// secure field's text as `•••` (LANGUAGE.md §8, §21). The model is shown
/// through its own description and mirror, which hide secure fields too.
extension FormSession: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `FormSession<Intake>(name: "Ann", pin: •••, …; focused: name)`: each
    /// field's shown text (a choice its labels, a `bool` its flag).
    public var description: String {
        var text = "FormSession<\(schema.name)>("
        text += shownTexts().map { "\($0.label): \($0.value)" }.joined(separator: ", ")
        if let focused { text += "; focused: \(focused.field.rawValue)" + (focused.row == 0 ? "" : " row \(focused.row)") }
        return text + ")"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// Each field's shown text (`•••` for a secure field), then the
    /// messages shown, focus and the model.
    public var customMirror: Mirror {
        var mirror = FormMirror()
        for (label, value) in shownTexts() {
            if value == Self.secret { mirror.secret(label) } else { mirror.field(label, value) }
        }
        var messages: [String: String] = [:]
        for (index, message) in shown.enumerated() {
            if let message { messages[schema.fields[index].name] = message }
        }
        mirror.field("messages", messages)
        mirror.field("focused", focused.map { "\($0.field.rawValue) row \($0.row)" } ?? "none")
        mirror.field("model", model)
        return mirror.mirror(of: self)
    }

    /// What a secure field's text is shown as.
    private static var secret: String { "•••" }

    /// Each field's name and what it shows, quoted: its text (a list's
    /// rows), a choice's labels, a `bool`'s flag; a secure field's as `•••`.
    private func shownTexts() -> [(label: String, value: String)] {
        schema.fields.enumerated().map { index, field in
            if traits[index].isSecure { return (field.name, Self.secret) }
            if traits[index].isList { return (field.name, String(reflecting: fields[index].rows.map(\.text))) }
            guard let typed = typedFields[index] else { return (field.name, "\"\"") }
            return (field.name, String(reflecting: traits[index].isTextLike ? text(typed, row: 0) : text(typed)))
        }
    }
}
