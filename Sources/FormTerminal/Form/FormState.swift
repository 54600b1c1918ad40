import FormRuntime

/// Where the caret is in a form: a field and, in a list, a row.
public struct FormFocus: Sendable, Hashable {
    /// The index of the field in the schema's fields.
    public var field: Int
    /// The row within a list; 0 for a plain field.
    public var row: Int

    /// Focus on row `row` of field `field`.
    public init(field: Int, row: Int = 0) {
        self.field = field
        self.row = row
    }
}

/// What one field shows and has been through.
public struct FieldState: Sendable, Hashable {
    /// The field's text and caret; a list has one per row, a plain field
    /// exactly one. A `bool` shows `true` or `false`.
    public var rows: [EditingState]
    /// Whether a `secure toggle` field shows its value in clear.
    public var isRevealed: Bool
    /// Whether focus has left the field at least once (blur conditions are
    /// evaluated from then on).
    public var hasBlurred: Bool
    /// The message shown under the field, if one is raised.
    public var message: String?
    /// Whether the field can be focused now (`disabled`, `enabled when`).
    public var isEnabled: Bool

    /// A field showing `rows`.
    public init(rows: [EditingState], isRevealed: Bool = false, hasBlurred: Bool = false, message: String? = nil, isEnabled: Bool = true) {
        self.rows = rows.isEmpty ? [.empty] : rows
        self.isRevealed = isRevealed
        self.hasBlurred = hasBlurred
        self.message = message
        self.isEnabled = isEnabled
    }
}

/// How a form session ended.
public enum FormOutcome: Sendable, Hashable {
    /// The user submitted and every check passed: the values.
    case submitted(FormValues)
    /// The user cancelled (Esc, Ctrl-C, end of input).
    case cancelled
}

/// The whole state of a form being filled: a value, updated only by
/// ``FormMachine/update(_:_:)``.
public struct FormState: Sendable, Hashable {
    /// One entry per schema field, in spec order.
    public var fields: [FieldState]
    /// The focused field and row.
    public var focus: FormFocus
    /// Whether a submit was attempted and failed: from then on every edit
    /// re-validates for `.submit`, so that messages clear as they are fixed.
    public var hasAttemptedSubmit: Bool
    /// Set once the form is submitted or cancelled.
    public var outcome: FormOutcome?
    /// The first painted row shown when the form is taller than the
    /// terminal (kept between frames so the view scrolls as little as it can).
    public var scrollRow: Int

    /// A state with the given fields, focused on `focus`.
    public init(fields: [FieldState], focus: FormFocus, hasAttemptedSubmit: Bool = false, outcome: FormOutcome? = nil, scrollRow: Int = 0) {
        self.fields = fields
        self.focus = focus
        self.hasAttemptedSubmit = hasAttemptedSubmit
        self.outcome = outcome
        self.scrollRow = scrollRow
    }

    /// The focused row's editing state, if the focus is valid.
    public var focusedEditing: EditingState? {
        guard fields.indices.contains(focus.field), fields[focus.field].rows.indices.contains(focus.row) else { return nil }
        return fields[focus.field].rows[focus.row]
    }
}

/// What the driver must do after an update, besides redrawing.
public enum FormEffect: Sendable, Hashable {
    /// The form was submitted with these values: close and return them.
    case submit(FormValues)
    /// The user cancelled: close and return nothing.
    case cancel
}
