import FormRuntime

/// What the session holds for one field or list, besides the model.
package struct SessionField: Sendable, Hashable {
    /// The text being edited and its caret: one row for a plain text-like
    /// field, one per row for a list; unused (one empty row) for `bool` and
    /// `choice` fields, whose values are ``flag`` and ``selection``.
    package var rows: [EditingState]
    /// A choice's selected option identifiers, in option order.
    package var selection: [String] = []
    /// A `bool` field's value.
    package var flag = false
    /// Whether the field holds a value the user (or the record edited)
    /// gave. Tracked for every field; it matters for the fields that
    /// ``FieldSchema/needsAnswer``.
    package var isAnswered: Bool
    /// Whether the field holds a value that is not its type's empty one
    /// (``FieldValue/holdsValue``; a list, a row): kept in step with the
    /// model for ``FormSession/isAnswered(_:)``.
    package var holdsValue = false
    /// Whether the model holds a value this field cannot show (a record's,
    /// an answer's or a pasted date's: LANGUAGE.md §21): the field shows
    /// what its chain makes of it and says "Enter a valid value" (or the
    /// date message), and the model keeps the value until the field is
    /// changed.
    package var holdsUnshownValue = false
    /// Whether focus has left the field at least once (blur conditions are
    /// shown from then on).
    package var hasBlurred = false
    /// Whether a `secure toggle` field shows its value in clear.
    package var isRevealed = false
    /// A choice's filter text.
    package var filter = ""
    /// Whether the field is shown now (its own and its section's `visible when`).
    package var isVisible = true
    /// Whether the field can be focused and edited now.
    package var isEnabled = true
    /// A message given from outside (``FormSession/showMessage(_:for:)``,
    /// a server's), shown until the field's value next changes.
    package var outsideMessage: String?

    /// Whether focus can rest on the field.
    package var isFocusable: Bool { isVisible && isEnabled }
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
