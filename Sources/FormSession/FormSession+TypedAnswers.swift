@_spi(Generated) import FormRuntime
import Foundation

/// Whole answers named by the model's property, typed (issue 31): for a
/// generated model (a `FieldTableForm`) the caller who knows a field's
/// Swift type gives the value as that type, so no ``FieldValue`` of
/// another kind can be given by mistake:
///
/// ```swift
/// try session.setAnswer(\.age, 42)
/// try session.setAnswer(\.guardian, nil)
/// try session.setAnswer(\.country, .ch)
/// try session.setRows(\.phones, ["+41 44 000 00 00"])
/// ```
///
/// Each is ``setAnswer(_:_:)`` (or ``setRows(_:_:)``) of the field stored
/// at the key path with the value's ``FieldValue``: the same checks, the
/// same display, the same refusals (a hidden or disabled field, a value
/// its chain cannot show is kept and reported, `nil` for a non-optional
/// single choice). A key path to a property that is no field throws
/// ``AnswerRefusal/notAField(field:)``.
extension FormSession where Form: FieldTableForm {
    /// The field stored at `keyPath`.
    private func field(at keyPath: PartialKeyPath<Form>) throws(AnswerRefusal) -> Form.Field {
        let table = Form._FormcFields
        guard let position = table.position(ofProperty: keyPath), let field = Form.Field(rawValue: table.names[position]) else {
            throw .notAField(field: String(describing: keyPath))
        }
        return field
    }

    /// Answers a plain field with a value of its Swift type (`String`,
    /// `Int`, `Decimal`, `Bool`, `FormDate`, `FormMonth`).
    public mutating func setAnswer<Value: FieldAnswerValue>(_ keyPath: WritableKeyPath<Form, Value>, _ value: Value) throws(AnswerRefusal) {
        try setAnswer(field(at: keyPath), value.answerValue)
    }

    /// Answers an optional field: its value, or `nil` to empty it.
    public mutating func setAnswer<Value: FieldAnswerValue>(_ keyPath: WritableKeyPath<Form, Value?>, _ value: Value?) throws(AnswerRefusal) {
        try setAnswer(field(at: keyPath), value.map(\.answerValue) ?? .none)
    }

    /// Answers a single choice with one of its options.
    public mutating func setAnswer<Option: RawRepresentable>(_ keyPath: WritableKeyPath<Form, Option>, _ option: Option) throws(AnswerRefusal) where Option.RawValue == String {
        try setAnswer(field(at: keyPath), .choice(option.rawValue))
    }

    /// Answers an optional single choice: one of its options, or `nil`.
    public mutating func setAnswer<Option: RawRepresentable>(_ keyPath: WritableKeyPath<Form, Option?>, _ option: Option?) throws(AnswerRefusal) where Option.RawValue == String {
        try setAnswer(field(at: keyPath), option.map { .choice($0.rawValue) } ?? .none)
    }

    /// Answers a `multiple` choice with the options chosen (kept in option
    /// order, each once, as ``setAnswer(_:_:)`` keeps them).
    public mutating func setAnswer<Option: RawRepresentable>(_ keyPath: WritableKeyPath<Form, [Option]>, _ options: [Option]) throws(AnswerRefusal) where Option.RawValue == String {
        try setAnswer(field(at: keyPath), .choices(options.map(\.rawValue)))
    }

    /// Answers a list with its rows, each of the list's Swift type.
    public mutating func setRows<Value: FieldAnswerValue>(_ keyPath: WritableKeyPath<Form, [Value]>, _ rows: [Value]) throws(AnswerRefusal) {
        try setRows(field(at: keyPath), rows.map(\.answerValue))
    }
}

/// The Swift type of a plain field or a list's row (LANGUAGE.md §4): what
/// the typed `setAnswer(_:_:)` of a `FormSession`
/// takes. `String`, `Int`, `Decimal`, `Bool`, `FormDate` and `FormMonth`
/// conform, each giving the ``FieldValue`` of its kind; the session refuses
/// a value of another kind than the field's as it refuses any answer.
public protocol FieldAnswerValue: Sendable {
    /// The value as a whole answer.
    var answerValue: FieldValue { get }
}

extension String: FieldAnswerValue {
    /// `.text(self)`.
    public var answerValue: FieldValue { .text(self) }
}

extension Int: FieldAnswerValue {
    /// `.int(self)`.
    public var answerValue: FieldValue { .int(self) }
}

extension Decimal: FieldAnswerValue {
    /// `.decimal(self)`.
    public var answerValue: FieldValue { .decimal(self) }
}

extension Bool: FieldAnswerValue {
    /// `.bool(self)`.
    public var answerValue: FieldValue { .bool(self) }
}

extension FormDate: FieldAnswerValue {
    /// `.date(self)`.
    public var answerValue: FieldValue { .date(self) }
}

extension FormMonth: FieldAnswerValue {
    /// `.month(self)`.
    public var answerValue: FieldValue { .month(self) }
}
