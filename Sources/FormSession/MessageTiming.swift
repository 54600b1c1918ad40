import FormRuntime

/// Which message a field shows (LANGUAGE.md §6, §12, §18), as a plain
/// function (the session's, which every renderer drives).
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

    /// The message field `key` shows now: its first raised message for the
    /// trigger ``shown(isFocusable:submitAttempted:hasBlurred:)`` picks,
    /// from each trigger's first message by field.
    package static func shownMessage<Key: Hashable>(
        of key: Key, isFocusable: Bool, submitAttempted: Bool, hasBlurred: Bool,
        change: [Key: String], blur: [Key: String], submit: [Key: String]
    ) -> String? {
        switch shown(isFocusable: isFocusable, submitAttempted: submitAttempted, hasBlurred: hasBlurred) {
        case .submit?: submit[key]
        case .blur?: blur[key]
        case .change?: change[key]
        case nil: nil
        }
    }
}
