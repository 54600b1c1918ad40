import FormRuntime

/// Which message a field shows (LANGUAGE.md §6, §12, §18), as a plain
/// function the session and the terminal's state machine both call.
extension ValidationTrigger {
    /// The trigger whose first raised condition a field shows now: `.submit`
    /// once a submit was attempted (so messages clear as they are fixed),
    /// else `.blur` once focus has left the field, else `.change`; nil for a
    /// hidden or disabled field, which shows none.
    public static func shown(isFocusable: Bool, submitAttempted: Bool, hasBlurred: Bool) -> ValidationTrigger? {
        guard isFocusable else { return nil }
        if submitAttempted { return .submit }
        return hasBlurred ? .blur : .change
    }
}
