import Foundation

/// What every generated form model provides. The terminal renderer and the
/// preview interpreter drive forms through this one interface, so generated
/// code and specs read at run time behave the same.
public protocol GeneratedForm: Sendable, Equatable, Codable {
    /// The runtime description of the form.
    static var schema: FormSchema { get }
    /// Builds a model from field values; a value missing or of the wrong kind
    /// leaves the field at its default.
    init(fieldValues: FormValues)
    /// The model's values, keyed by field name.
    var fieldValues: FormValues { get }
    /// The raised conditions for a trigger, in spec order.
    func validate(on trigger: ValidationTrigger) -> [FieldError]
    /// Whether a field can be focused and edited now (`disabled`, `enabled when`).
    func isEnabled(_ fieldName: String) -> Bool
    /// The fields whose enabled state depends on values (an `enabled when`
    /// and not `disabled`), so a renderer asks ``isEnabled(_:)`` only about
    /// these after an edit; every other field's answer never changes. Nil
    /// (the default, for code generated before formc wrote it) means any
    /// field may change.
    static var conditionallyEnabledFields: [String]? { get }
}

extension GeneratedForm {
    /// Not known: every field may change its enabled state.
    public static var conditionallyEnabledFields: [String]? { nil }
}

/// The values of a form's fields and lists, keyed by name.
public struct FormValues: Sendable, Hashable {
    /// Plain fields' values.
    public var fields: [String: FieldValue]
    /// Lists' rows.
    public var lists: [String: [FieldValue]]

    /// Creates a set of values.
    public init(fields: [String: FieldValue] = [:], lists: [String: [FieldValue]] = [:]) {
        self.fields = fields
        self.lists = lists
    }

    /// A text field's value, or nil when absent or not text.
    public func text(_ name: String) -> String? {
        if case .text(let value) = fields[name] { value } else { nil }
    }

    /// An int field's value, or nil when absent or not an int.
    public func int(_ name: String) -> Int? {
        if case .int(let value) = fields[name] { value } else { nil }
    }

    /// A decimal field's value (an int is widened), or nil.
    public func decimal(_ name: String) -> Decimal? {
        switch fields[name] {
        case .decimal(let value): value
        case .int(let value): Decimal(value)
        default: nil
        }
    }

    /// A bool field's value, or nil.
    public func bool(_ name: String) -> Bool? {
        if case .bool(let value) = fields[name] { value } else { nil }
    }

    /// A list's text rows (rows of other kinds skipped).
    public func textRows(_ name: String) -> [String] {
        (lists[name] ?? []).compactMap { if case .text(let value) = $0 { value } else { nil } }
    }

    /// A list's int rows.
    public func intRows(_ name: String) -> [Int] {
        (lists[name] ?? []).compactMap { if case .int(let value) = $0 { value } else { nil } }
    }

    /// A list's decimal rows.
    public func decimalRows(_ name: String) -> [Decimal] {
        (lists[name] ?? []).compactMap {
            switch $0 {
            case .decimal(let value): value
            case .int(let value): Decimal(value)
            default: nil
            }
        }
    }

    /// A list's bool rows.
    public func boolRows(_ name: String) -> [Bool] {
        (lists[name] ?? []).compactMap { if case .bool(let value) = $0 { value } else { nil } }
    }
}

/// Setters for generated code: one distinct label per type, so the Swift
/// type checker resolves each call without searching operator overloads.
extension FormValues {
    /// Whether the field or list has a value.
    public func has(_ name: String) -> Bool { fields[name] != nil || lists[name] != nil }

    /// Sets a text field.
    public mutating func set(_ name: String, text value: String) { fields[name] = .text(value) }
    /// Sets an int field.
    public mutating func set(_ name: String, int value: Int) { fields[name] = .int(value) }
    /// Sets a decimal field.
    public mutating func set(_ name: String, decimal value: Decimal) { fields[name] = .decimal(value) }
    /// Sets a bool field.
    public mutating func set(_ name: String, bool value: Bool) { fields[name] = .bool(value) }
    /// Sets an optional text field (`nil` is stored as `.none`).
    public mutating func set(_ name: String, optionalText value: String?) { fields[name] = value.map(FieldValue.text) ?? FieldValue.none }
    /// Sets an optional int field.
    public mutating func set(_ name: String, optionalInt value: Int?) { fields[name] = value.map(FieldValue.int) ?? FieldValue.none }
    /// Sets an optional decimal field.
    public mutating func set(_ name: String, optionalDecimal value: Decimal?) { fields[name] = value.map(FieldValue.decimal) ?? FieldValue.none }
    /// Sets a list of text rows.
    public mutating func set(_ name: String, textRows rows: [String]) { lists[name] = rows.map(FieldValue.text) }
    /// Sets a list of int rows.
    public mutating func set(_ name: String, intRows rows: [Int]) { lists[name] = rows.map(FieldValue.int) }
    /// Sets a list of decimal rows.
    public mutating func set(_ name: String, decimalRows rows: [Decimal]) { lists[name] = rows.map(FieldValue.decimal) }
    /// Sets a list of bool rows.
    public mutating func set(_ name: String, boolRows rows: [Bool]) { lists[name] = rows.map(FieldValue.bool) }

    /// An optional text field's value: `nil` when empty or absent.
    public func optionalText(_ name: String) -> String? { text(name) }
}
