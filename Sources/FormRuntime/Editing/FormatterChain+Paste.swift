/// Pastes (LANGUAGE.md §5, §21): what a person puts into a field at once
/// rather than key by key. The session's edits, the terminal's bracketed
/// paste and every end of a composition go through here, so each engine
/// keeps and drops the same characters.
extension FormatterChain {
    /// Pasting `text` at the caret: ``paste(_:to:)`` of an insertion there.
    public func paste(_ text: String, into state: EditingState) -> EditingState {
        paste(.insertion(text, at: clampedCaret(state)), to: state)
    }

    /// `edit` with its replacement pasted: the replacement is made one line
    /// (``SingleLineText``: line breaks and tabs become spaces, other
    /// control characters are dropped; nothing left rejects the edit), and a
    /// complete ISO date (``isoDateDisplay(_:)``) in a `date` or `month`
    /// field replaces the whole text with that date, since a whole date
    /// fills every slot. While composing, the edit acts as
    /// ``apply(_:to:)`` says: inside the marked text it changes it, outside
    /// it commits it first.
    package func paste(_ edit: TextEdit, to state: EditingState) -> EditingState {
        if state.composing != nil { return editMarkedText(edit, in: state) }
        var edit = edit
        if let cleaned = SingleLineText.changed(edit.replacement) {
            guard !cleaned.isEmpty else { return state }
            edit.replacement = cleaned
        }
        // An ISO date has at least 7 characters (`2026-11`): a keystroke
        // never looks for one.
        if edit.replacement.utf8.count >= 7, let date = isoDateDisplay(edit.replacement) {
            return apply(TextEdit(range: 0..<state.text.count, replacement: date), to: state)
        }
        return apply(edit, to: state)
    }
}
