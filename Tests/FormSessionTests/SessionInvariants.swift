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
    ///
    /// A field that holds a value it cannot show (``FormSession/holdsUnshownValue(_:)``:
    /// a record's `Int.min`, a date outside a `YY` window) is exempt: the
    /// model keeps the value given and the field says so (LANGUAGE.md §21,
    /// "no silent loss"), until the first edit makes it hold what it shows.
    static func modelMismatch<F: SessionForm>(_ session: FormSession<F>, _ field: F.Field) -> String? {
        guard !session.holdsUnshownValue(field) else { return nil }
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

    /// Why a row `field` shows is not a text its chain can produce, or nil
    /// when every row is: pasted into an empty field through the same chain
    /// (``FormatterChain/paste(_:into:)``, the one-line and ISO-date rules
    /// included), the row's text shows that same text. A row with an open
    /// composition is exempt (marked text is shown as typed, unformatted:
    /// LANGUAGE.md §5, §21); only text-like fields and lists are checked.
    static func unproducibleText<F: SessionForm>(_ session: FormSession<F>, _ field: F.Field) -> String? {
        guard let schema = session.fieldSchema(field), let chain = session.chain(field),
              !schema.isChoice, schema.type.base != .bool else { return nil }
        let focusedRow = session.focused?.field == field ? session.focused?.row : nil
        let rows = schema.kind == .list ? session.rowCount(field) : 1
        for row in 0..<rows {
            let text = schema.kind == .list ? session.text(field, row: row) : session.text(field)
            if (schema.kind != .list || row == focusedRow), session.markedRange(field) != nil { continue }
            let pasted = chain.paste(text, into: .empty).text
            if pasted != text {
                return "\(field.rawValue) row \(row) shows \(text.debugDescription), which its chain shows as \(pasted.debugDescription)"
            }
        }
        return nil
    }

    /// Every text `session` shows, field by field and row by row (a choice's
    /// labels, a flag's `true`/`false`): what a renderer draws. A list's
    /// empty rows are left out: rows left empty are not part of the value
    /// (LANGUAGE.md §4, `list`), so a record reopened shows only the others.
    ///
    /// A `decimal` field's text is compared without the zeros that end its
    /// fraction: a `decimal` value is a `Decimal` (LANGUAGE.md §4), which
    /// holds no trailing fraction zeros (`11.90` is `11.9`), and the chain
    /// keeps typed ones on commit (§5 removes only a trailing separator, and
    /// pads only with `padFraction`), so `11.90` typed is `11.9` reopened.
    static func shownTexts<F: SessionForm>(_ session: FormSession<F>, fields: [F.Field]) -> [String] {
        fields.map { field in
            let separator = session.fieldSchema(field)?.type.base == .decimal ? session.chain(field)?.locale.decimalSeparator : nil
            func shown(_ text: String) -> String {
                separator.map { withoutTrailingFractionZeros(text, separator: $0) }?.debugDescription ?? text.debugDescription
            }
            guard session.fieldSchema(field)?.kind == .list else { return "\(field.rawValue): \(shown(session.text(field)))" }
            let rows = (0..<session.rowCount(field)).map { session.text(field, row: $0) }.filter { !$0.isEmpty }.map(shown)
            return "\(field.rawValue): [\(rows.joined(separator: ", "))]"
        }
    }

    /// `text` without the zeros at the end of its fraction, and without the
    /// separator when no fraction digit is left: `1,310.0` → `1,310`,
    /// `11.90` → `11.9`; a text without `separator` is returned as it is.
    static func withoutTrailingFractionZeros(_ text: String, separator: String) -> String {
        guard !separator.isEmpty, let range = text.ranges(of: separator).last else { return text }
        var fraction = text[range.upperBound...]
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? String(text[..<range.lowerBound]) : String(text[..<range.upperBound]) + fraction
    }
}
