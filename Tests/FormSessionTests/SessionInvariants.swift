import FormRuntime
import FormSession

/// What LANGUAGE.md §21 requires of a session after every step, for the
/// tests that drive sessions (the reproductions of issue 29 and the random
/// operation tests): the model holds what the field's chain reads from the
/// text it shows, the marked (composing) text left out.
enum SessionInvariants {
    /// The text `field` shows without its marked text: what the model holds
    /// while a composition is open.
    static func committedText<F: SessionForm>(_ session: FormSession<F>, _ field: F.Field) -> String {
        let text = session.text(field)
        guard let marked = session.markedRange(field) else { return text }
        var units = Array(text.utf16)
        units.removeSubrange(marked.clamped(to: 0..<units.count))
        return String(decoding: units, as: UTF16.self)
    }

    /// What the chain of text-like plain field `field` reads from its
    /// committed text; nil for a list, a choice or a `bool`.
    static func shownValue<F: SessionForm>(_ session: FormSession<F>, _ field: F.Field) -> FieldValue? {
        guard let schema = session.fieldSchema(field), let chain = session.chain(field),
              schema.kind == .field, !schema.isChoice, schema.type.base != .bool else { return nil }
        return chain.value(of: committedText(session, field), type: schema.type)
    }

    /// Why `field`'s model value is not what its text shows, or nil when it
    /// is. A field showing "Enter a valid date" for a value its pattern
    /// cannot show (a two-digit year outside the window) keeps the value.
    static func modelMismatch<F: SessionForm>(_ session: FormSession<F>, _ field: F.Field) -> String? {
        guard let shown = shownValue(session, field), let schema = session.fieldSchema(field) else { return nil }
        let stored = session.model.fieldValues.fields[field.rawValue] ?? .none
        if shown == .none, schema.needsAnswer {
            return session.unansweredFields.contains(field) ? nil : "\(field.rawValue): shows no value but is answered with \(stored)"
        }
        return same(shown, stored) ? nil : "\(field.rawValue): shows \(session.text(field).debugDescription) (\(shown)) but the model holds \(stored)"
    }

    /// Whether two values are the same model value (an int and the decimal
    /// it widens to are not; an empty optional text is nil).
    private static func same(_ shown: FieldValue, _ stored: FieldValue) -> Bool {
        switch (shown, stored) {
        case (.text(""), .none), (.none, .text("")): return true
        default: return shown == stored
        }
    }
}
