import Foundation

/// The Swift type of a plain field or a list's row (LANGUAGE.md §4), as a
/// whole answer: what the typed `setAnswer(_:_:)` of a `FormSession` takes
/// (`try session.setAnswer(\.age, 42)`), and how the walks of a field
/// table write a field into ``FormValues``. `String`, `Int`, `Decimal`,
/// `Bool`, `FormDate` and `FormMonth` conform, each giving the
/// ``FieldValue`` of its kind; a session refuses a value of another kind
/// than the field's as it refuses any answer.
public protocol FieldAnswerValue: Sendable {
    /// The value as a ``FieldValue`` of its kind.
    var answerValue: FieldValue { get }
}

extension String: FieldAnswerValue {
    /// `.text(self)`.
    @inlinable public var answerValue: FieldValue { .text(self) }
}

extension Int: FieldAnswerValue {
    /// `.int(self)`.
    @inlinable public var answerValue: FieldValue { .int(self) }
}

extension Decimal: FieldAnswerValue {
    /// `.decimal(self)`.
    @inlinable public var answerValue: FieldValue { .decimal(self) }
}

extension Bool: FieldAnswerValue {
    /// `.bool(self)`.
    @inlinable public var answerValue: FieldValue { .bool(self) }
}

extension FormDate: FieldAnswerValue {
    /// `.date(self)`.
    @inlinable public var answerValue: FieldValue { .date(self) }
}

extension FormMonth: FieldAnswerValue {
    /// `.month(self)`.
    @inlinable public var answerValue: FieldValue { .month(self) }
}
