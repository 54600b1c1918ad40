import Foundation

/// The Swift type of a plain field's value (`String`, `Int`, `Decimal`,
/// `Bool`, `FormDate`, `FormMonth`): how the walks of a field table
/// (``FieldTableForm``) read one from a ``FieldValue`` and make one of it.
///
/// The walks are generic over it, so an optimized generated module calls
/// these members directly for each field's type, where a closure passed
/// per field was an indirect call on every keystroke a session stores.
/// Only FormRuntime's six value types conform; generated code does not
/// name it.
@_spi(Generated)
public protocol FieldValueConvertible: FieldAnswerValue, Codable, Equatable {
    /// What `value` holds when it is of this type's kind (a decimal also
    /// takes an int), else nil; the reverse of ``FieldAnswerValue/answerValue``.
    static func _formcValue(of value: FieldValue) -> Self?
    /// Which type this is, for a field's ``PlainStorage``.
    @_spi(Generated) static var _formcKind: PlainStorage.Kind { get }
}

@_spi(Generated)
extension String: FieldValueConvertible {
    @_spi(Generated) @inlinable public static var _formcKind: PlainStorage.Kind { .text }
    @_spi(Generated) @inlinable public static func _formcValue(of value: FieldValue) -> String? { value.textValue }
}

@_spi(Generated)
extension Int: FieldValueConvertible {
    @_spi(Generated) @inlinable public static var _formcKind: PlainStorage.Kind { .int }
    @_spi(Generated) @inlinable public static func _formcValue(of value: FieldValue) -> Int? { value.intValue }
}

@_spi(Generated)
extension Decimal: FieldValueConvertible {
    @_spi(Generated) @inlinable public static var _formcKind: PlainStorage.Kind { .decimal }
    @_spi(Generated) @inlinable public static func _formcValue(of value: FieldValue) -> Decimal? { value.decimalValue }
}

@_spi(Generated)
extension Bool: FieldValueConvertible {
    @_spi(Generated) @inlinable public static var _formcKind: PlainStorage.Kind { .bool }
    @_spi(Generated) @inlinable public static func _formcValue(of value: FieldValue) -> Bool? { value.boolValue }
}

@_spi(Generated)
extension FormDate: FieldValueConvertible {
    @_spi(Generated) @inlinable public static var _formcKind: PlainStorage.Kind { .date }
    @_spi(Generated) @inlinable public static func _formcValue(of value: FieldValue) -> FormDate? { value.dateValue }
}

@_spi(Generated)
extension FormMonth: FieldValueConvertible {
    @_spi(Generated) @inlinable public static var _formcKind: PlainStorage.Kind { .month }
    @_spi(Generated) @inlinable public static func _formcValue(of value: FieldValue) -> FormMonth? { value.monthValue }
}
