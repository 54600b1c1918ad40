import FormRuntime

/// Which fields a session tracks as answered or not: those whose emptiness
/// the model cannot hold (LANGUAGE.md §4, §13, §14, §18 "Blank and
/// answered").
///
/// A non-optional `int`, `decimal`, `date` or `month` always holds a value
/// in the model (0, 1970-01-01), and a non-optional single `choice` its
/// first option; none of those means the user gave it. The session keeps
/// an explicit answered flag for these fields instead of guessing from such
/// placeholder values: unanswered, a field blocks submission with its
/// required message and reads as empty in every condition.
extension FieldSchema {
    /// Whether the model cannot say this field is empty: a plain non-optional
    /// number, date, month or single choice.
    public var needsAnswer: Bool {
        guard kind == .field, !type.isOptional else { return false }
        if isChoice { return !allowsMultiple }
        return [.int, .decimal, .date, .month].contains(type.base)
    }

    /// Whether a blank session starts this field unanswered: it needs an
    /// answer and the spec gives no `default`.
    public var startsUnanswered: Bool {
        needsAnswer && defaultValue == nil
    }

    /// The message an unanswered field shows on submit: its `required`
    /// message, or "‹label› is required".
    public var unansweredMessage: String {
        requiredMessage ?? "\(label ?? name) is required"
    }
}
