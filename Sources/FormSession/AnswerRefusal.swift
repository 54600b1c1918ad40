import FormRuntime

/// Why a session refused a whole answer (``FormSession/setAnswer(_:_:)``,
/// ``FormSession/setRows(_:_:)``; LANGUAGE.md §21, "No silent loss"): a
/// value given from outside is never stored as something else. A refused
/// answer changes nothing.
///
/// A refusal names the field and the kinds involved, never the value
/// itself, so that no description of it shows a secure field's text.
public enum AnswerRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field is hidden or disabled now: it takes no answer.
    case notEditable(field: String)
    /// A list was given a single value (use ``FormSession/setRows(_:_:)``).
    case isAList(field: String)
    /// A plain field was given rows (use ``FormSession/setAnswer(_:_:)``).
    case notAList(field: String)
    /// A value of another kind than the field holds: `.decimal(1.5)` for an
    /// `int` (which would have shown `15`), text for a date.
    case wrongKind(field: String, expected: String, given: String)
    /// A choice value naming no option of the field.
    case unknownOption(field: String, option: String)
    /// `.none` for a non-optional single choice, which cannot be unselected.
    case cannotBeEmpty(field: String)
    /// More rows than the list's `max`.
    case tooManyRows(field: String, maximum: Int)
    /// A key path to a property that is no field of the form (one the
    /// model's own extension adds): `field` is the key path's description.
    case notAField(field: String)

    /// The field the refusal is about.
    public var field: String {
        switch self {
        case .notEditable(let field), .isAList(let field), .notAList(let field), .cannotBeEmpty(let field), .notAField(let field): field
        case .wrongKind(let field, _, _), .unknownOption(let field, _), .tooManyRows(let field, _): field
        }
    }

    /// What was refused and why, in English (for logs and developers; a
    /// person is shown the field's built-in "Enter a valid value").
    public var description: String {
        switch self {
        case .notEditable(let field): "'\(field)' is hidden or disabled and takes no answer"
        case .isAList(let field): "'\(field)' is a list: give its rows with setRows"
        case .notAList(let field): "'\(field)' is not a list: give its value with setAnswer"
        case .wrongKind(let field, let expected, let given): "'\(field)' holds \(expected), not \(given)"
        case .unknownOption(let field, let option): "'\(option)' is not an option of '\(field)'"
        case .cannotBeEmpty(let field): "'\(field)' is a choice that cannot be left unselected"
        case .tooManyRows(let field, let maximum): "'\(field)' takes at most \(maximum) rows"
        case .notAField(let field): "\(field) is not a field of the form"
        }
    }
}

extension FieldSchema {
    /// Why this field (a plain one, or a list's row) cannot take `value`, or
    /// nil when it can: a value of the field's kind (an `int` widens to a
    /// `decimal`), a choice naming its options, or `.none` to empty it (not
    /// a non-optional single choice). Whether the field's chain can show
    /// the value is the session's next question (``ValueDisplay/shows(_:field:chain:today:)``).
    func refusal(of value: FieldValue) -> AnswerRefusal? {
        let expected = isChoice ? (allowsMultiple ? "choices" : "a choice") : type.base.rawValue
        func wrong() -> AnswerRefusal { .wrongKind(field: name, expected: expected, given: value.kindName) }
        if isChoice {
            switch value {
            case .none:
                return allowsMultiple || type.isOptional ? nil : .cannotBeEmpty(field: name)
            case .choice(let id):
                guard !allowsMultiple else { return wrong() }
                return options.contains { $0.id == id } ? nil : .unknownOption(field: name, option: id)
            case .choices(let ids):
                guard allowsMultiple else { return wrong() }
                let known = Set(options.map(\.id))
                return ids.first { !known.contains($0) }.map { .unknownOption(field: name, option: $0) }
            default:
                return wrong()
            }
        }
        switch (type.base, value) {
        case (_, .none), (.text, .text), (.int, .int), (.decimal, .decimal), (.decimal, .int), (.bool, .bool), (.date, .date), (.month, .month):
            return nil
        default:
            return wrong()
        }
    }
}

extension FieldValue {
    /// The kind of value this is, as a refusal names it.
    var kindName: String {
        switch self {
        case .text: "text"
        case .int: "int"
        case .decimal: "decimal"
        case .bool: "bool"
        case .choice: "a choice"
        case .choices: "choices"
        case .date: "date"
        case .month: "month"
        case .none: "no value"
        }
    }
}
