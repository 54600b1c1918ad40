import FormRuntime

/// A second copy of a session kept in step with the first at the cost of
/// what changed (FormModel's readable copy, LANGUAGE.md §21 "Re-entrancy"):
/// a reader that runs while the first is being changed reads this one, the
/// state before the change, and the first is never copied (a copy of a
/// session shares its per-field storage, which the next keystroke would
/// then copy whole: O(fields)).
extension FormSession {
    /// Brings this session, a copy of `other` from before its last changes,
    /// to what `other` holds now, given the fields `other` reported changed
    /// (``takeChangedFields()``): their state and message are copied and
    /// their model value read again (``storeValue(ofField:)``, which gives
    /// the value `other` stored from the same state; a field holding a
    /// value it cannot show takes the whole model); focus, answered fields
    /// and the rest of the small state are copied. `.all` copies everything.
    package mutating func follow(_ other: FormSession, changed: ChangedFields) {
        guard case .some(let indices) = changed else {
            self = other
            _ = takeChangedFields()
            return
        }
        var takesModel = false
        for index in indices where fields.indices.contains(index) {
            fields.set(index, other.fields[index])
            shown[index] = other.shown[index]
            if other.holds(index) { takesModel = true } else { storeValue(ofField: index) }
        }
        if takesModel { model = other.model }
        unanswered = other.unanswered
        focusIndex = other.focusIndex
        focusRow = other.focusRow
        hasAttemptedSubmit = other.hasAttemptedSubmit
        messagesAreCurrent = other.messagesAreCurrent
        heldFields = other.heldFields
        _ = takeChangedFields()
    }
}
