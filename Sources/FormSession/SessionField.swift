import FormRuntime

/// What the session holds for one field or list, besides the model.
struct SessionField: Sendable, Hashable {
    /// The text being edited and its caret: one row for a plain text-like
    /// field, one per row for a list; unused (one empty row) for `bool` and
    /// `choice` fields, whose values are ``flag`` and ``selection``.
    var rows: [EditingState]
    /// A choice's selected option identifiers, in option order.
    var selection: [String] = []
    /// A `bool` field's value.
    var flag = false
    /// Whether the field holds a value the user (or the record edited)
    /// gave. Tracked for every field; it matters for the fields that
    /// ``FieldSchema/needsAnswer``.
    var isAnswered: Bool
    /// Whether the field holds a value that is not its type's empty one
    /// (``FieldValue/holdsValue``; a list, a row): kept in step with the
    /// model for ``FormSession/isAnswered(_:)``.
    var holdsValue = false
    /// Whether focus has left the field at least once (blur conditions are
    /// shown from then on).
    var hasBlurred = false
    /// Whether a `secure toggle` field shows its value in clear.
    var isRevealed = false
    /// A choice's filter text.
    var filter = ""
    /// Whether the field is shown now (its own and its section's `visible when`).
    var isVisible = true
    /// Whether the field can be focused and edited now.
    var isEnabled = true

    /// Whether focus can rest on the field.
    var isFocusable: Bool { isVisible && isEnabled }
}

/// Where focus is: a field and, in a list, a row.
public struct SessionFocus<Field: Sendable & Hashable>: Sendable, Hashable {
    /// The focused field or list.
    public var field: Field
    /// The row within a list; 0 for a plain field.
    public var row: Int

    /// Focus on row `row` of `field`.
    public init(field: Field, row: Int = 0) {
        self.field = field
        self.row = row
    }
}
