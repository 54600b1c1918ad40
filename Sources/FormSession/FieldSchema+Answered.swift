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

    /// Whether `value` answers this field as the model reads it: a value of
    /// the field's kind (an `int` widens to a `decimal`; a choice names one
    /// of its options). Absent, ``FieldValue/none`` or another kind leaves a
    /// field that ``needsAnswer`` unanswered; every other field is answered
    /// whatever it holds (its model can say it is empty).
    public func isAnswered(by value: FieldValue?) -> Bool {
        guard needsAnswer, let value else { return !needsAnswer }
        switch (type.base, value) {
        case (.int, .int), (.decimal, .decimal), (.decimal, .int), (.date, .date), (.month, .month): return true
        case (.choice, .choice(let id)): return options.contains { $0.id == id }
        default: return false
        }
    }
}

extension FormSchema {
    /// What `field` (one of this schema's) raises on submit when it needs an
    /// answer and has none: ``FieldErrorCause/invalidDate`` when a date or
    /// month field shows `text` (which holds no value, or the field would be
    /// answered: partial or not on the calendar, LANGUAGE.md §14, §21: a
    /// non-empty text is no empty answer), else
    /// ``FieldErrorCause/required(message:)`` with its own message (nil: the
    /// built-in "{label} is required"). The one rule the session, the
    /// terminal and line mode show.
    public static func unansweredCause(of field: FieldSchema, showing text: String = "") -> FieldErrorCause {
        let isDate = field.type.base == .date || field.type.base == .month
        return isDate && !text.isEmpty ? .invalidDate : .required(message: field.requiredMessage)
    }

    /// The text of ``unansweredCause(of:showing:)`` for `field` (one of this
    /// schema's, as shown) showing `text`, in the schema's ``textLanguage``
    /// (LANGUAGE.md §19, §21).
    public func unansweredMessage(of field: FieldSchema, showing text: String = "") -> String {
        message(Self.unansweredCause(of: field, showing: text), field: field.name, in: textLanguage)
    }
}
