import Foundation

/// The JSON key of a model's field: its name in the spec.
@_spi(Generated)
public struct FieldCodingKey: CodingKey, Sendable {
    /// The field's name.
    public var stringValue: String
    /// Fields have no integer keys.
    public var intValue: Int? { nil }

    /// The key of the field named `name`.
    public init(_ name: String) { stringValue = name }
    /// The key of the field named `stringValue`.
    public init(stringValue: String) { self.stringValue = stringValue }
    /// Fields have no integer keys.
    public init?(intValue: Int) { nil }
}

/// Reads a generated model's fields from a keyed container, one typed call
/// per field (LANGUAGE.md §15: one key per field named as in the spec, an
/// optional's key may be absent or `null`, other keys are ignored). The
/// generated `init(from:)` calls it; each value is decoded as its own Swift
/// type, with no dictionary of values on the way.
@_spi(Generated)
public struct FieldDecoding {
    private let container: KeyedDecodingContainer<FieldCodingKey>

    /// Opens the decoder's keyed container.
    public init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: FieldCodingKey.self)
    }

    /// A required field or a list: the key must be present with a value of
    /// the field's type.
    public func value<Value: Decodable>(_ name: String) throws -> Value {
        try container.decode(Value.self, forKey: FieldCodingKey(name))
    }

    /// An optional field: `nil` when the key is absent or `null`.
    public func optional<Value: Decodable>(_ name: String) throws -> Value? {
        try container.decodeIfPresent(Value.self, forKey: FieldCodingKey(name))
    }

    /// A choice: the identifier of one of its options. Anything else is a
    /// data-corrupted error naming the field and its options.
    public func option<Option: RawRepresentable & CaseIterable>(_ name: String) throws -> Option where Option.RawValue == String {
        let key = FieldCodingKey(name)
        return try Self.option(container.decode(String.self, forKey: key), name, key, container)
    }

    /// An optional choice: `nil` when the key is absent or `null`.
    public func optionalOption<Option: RawRepresentable & CaseIterable>(_ name: String) throws -> Option? where Option.RawValue == String {
        let key = FieldCodingKey(name)
        guard let id = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
        return try Self.option(id, name, key, container)
    }

    /// A multiple choice: an array of option identifiers.
    public func options<Option: RawRepresentable & CaseIterable>(_ name: String) throws -> [Option] where Option.RawValue == String {
        let key = FieldCodingKey(name)
        return try container.decode([String].self, forKey: key).map { try Self.option($0, name, key, container) }
    }

    private static func option<Option: RawRepresentable & CaseIterable>(
        _ id: String, _ name: String, _ key: FieldCodingKey, _ container: KeyedDecodingContainer<FieldCodingKey>
    ) throws -> Option where Option.RawValue == String {
        guard let option = Option(rawValue: id) else {
            let known = Option.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(id)' is not an option of '\(name)' (\(known))")
        }
        return option
    }
}

/// Writes a generated model's fields into a keyed container in spec order,
/// one typed call per field; a `nil` optional is left out (never `null`).
/// The generated `encode(to:)` calls it.
@_spi(Generated)
public struct FieldEncoding {
    private var container: KeyedEncodingContainer<FieldCodingKey>

    /// Opens the encoder's keyed container.
    public init(_ encoder: any Encoder) {
        container = encoder.container(keyedBy: FieldCodingKey.self)
    }

    /// A required field, a choice, a multiple choice or a list.
    public mutating func value<Value: Encodable>(_ value: Value, _ name: String) throws {
        try container.encode(value, forKey: FieldCodingKey(name))
    }

    /// An optional field: nothing when `nil`.
    public mutating func optional<Value: Encodable>(_ value: Value?, _ name: String) throws {
        try container.encodeIfPresent(value, forKey: FieldCodingKey(name))
    }
}
