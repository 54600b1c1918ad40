import FormRuntime

/// What a renderer that works by schema index asks of a session (the
/// terminal's key map and screen): a field's state, its message, the focus
/// as an index, edits of the focused row, and the fields changed since it
/// last drew. The intents are the public ones (or the same code under
/// them); only the addressing differs.
extension FormSession {
    /// What field `index` holds now (its rows, selection, flag, reveal,
    /// blurred, visibility, enabled state).
    package func field(at index: Int) -> SessionField {
        fields[index]
    }

    /// The message field `index` shows now (one from outside first), or nil.
    package func message(at index: Int) -> String? {
        shownMessage(at: index)
    }

    /// The `Field` case of schema index `index`, or nil.
    package func typedField(at index: Int) -> Form.Field? {
        typedFields.indices.contains(index) ? typedFields[index] : nil
    }

    /// The focus as a schema index and row, or nil.
    package var focusStop: SessionFocus<Int>? {
        focusedStop
    }

    /// Puts focus at `stop` as given, even on a field focus could not move
    /// to (a renderer restoring where its user was); the next move starts
    /// from there. A field that does not exist, or a negative row, is not
    /// a place: nothing changes.
    package mutating func placeFocus(_ stop: SessionFocus<Int>) {
        guard fields.indices.contains(stop.field), stop.row >= 0 else { return }
        focusIndex = stop.field
        focusRow = stop.row
    }

    /// Applies `change` to the focused row through its chain, as
    /// ``replace(_:utf16:with:)`` does (nothing on a hidden or disabled
    /// field, a choice or a `bool`).
    package mutating func editFocused(_ change: (EditingState, FormatterChain) -> EditingState) {
        guard let stop = focusedStop else { return }
        _ = edit(stop.field, row: stop.row, change)
    }

    /// A paste of `text` at the focused row's caret, as
    /// ``replace(_:utf16:with:)`` takes it (the terminal's bracketed paste).
    package mutating func pasteFocused(_ text: String) {
        guard let stop = focusedStop else { return }
        if let date = unshowableDate(text, stop.field, row: stop.row) {
            _ = hold(date, pastedInto: stop.field, row: stop.row) { state, chain in chain.paste(text, into: state) }
        } else {
            _ = edit(stop.field, row: stop.row) { state, chain in chain.paste(text, into: state) }
        }
    }

    /// ``deleteBackward(_:)`` on the focused row.
    package mutating func deleteBackwardFocused() {
        guard let stop = focusedStop, fields[stop.field].isFocusable, traits[stop.field].isTextLike else { return }
        _ = deleteBackward(stop.field, row: stop.row)
    }

    /// The fields that may show something new since the last call (their
    /// state, message or section heading; not focus, which the renderer
    /// compares itself), and starts recording afresh. A new session
    /// answers ``ChangedFields/all``.
    package mutating func takeChangedFields() -> ChangedFields {
        fields.takeChanged()
    }
}
