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
