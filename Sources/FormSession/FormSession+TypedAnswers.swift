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
    /// The field stored at `keyPath`: the `Field` case at its position in
    /// the table, which is its position among `Form.Field.allCases`.
    private func field(at keyPath: PartialKeyPath<Form>) throws(AnswerRefusal) -> Form.Field {
        let cases = Form.Field.allCases
        guard let position = Form._FormcFields.position(ofProperty: keyPath), position < cases.count else {
            throw .notAField(field: String(describing: keyPath))
        }
        return cases[cases.index(cases.startIndex, offsetBy: position)]
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
