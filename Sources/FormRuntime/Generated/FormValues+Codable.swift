import Foundation

/// Encoding and decoding of generated models, driven by the schema: the same
/// JSON a synthesized `Codable` conformance writes (one key per field and
/// list, optionals omitted when `nil`, `Decimal` as a number) with the same
/// strictness (a missing non-optional key or a value of the wrong type is an
/// error). Generated code calls these instead of synthesizing conformances,
/// which keeps it fast to compile.
extension FormValues {
    /// Reads every field of `schema` from a keyed container.
    public init(decoding decoder: any Decoder, schema: FormSchema) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        self.init()
        for field in schema.fields {
            let key = FieldKey(field.name)
            if field.kind == .list {
                lists[field.name] = try Self.decodeRows(field.type.base, container, key)
            } else if field.type.isOptional {
                fields[field.name] = try container.contains(key) && !container.decodeNil(forKey: key)
                    ? Self.decodeValue(field.type.base, container, key) : FieldValue.none
            } else {
                fields[field.name] = try Self.decodeValue(field.type.base, container, key)
            }
        }
    }

    /// Writes every field of `schema`; `nil` optionals are left out.
    public func encode(to encoder: any Encoder, schema: FormSchema) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        for field in schema.fields {
            let key = FieldKey(field.name)
            if field.kind == .list {
                let rows = lists[field.name] ?? []
                switch field.type.base {
                case .text: try container.encode(rows.compactMap { if case .text(let v) = $0 { v } else { nil } }, forKey: key)
                case .int: try container.encode(rows.compactMap { if case .int(let v) = $0 { v } else { nil } }, forKey: key)
                case .decimal: try container.encode(rows.compactMap { if case .decimal(let v) = $0 { v } else { nil } }, forKey: key)
                case .bool: try container.encode(rows.compactMap { if case .bool(let v) = $0 { v } else { nil } }, forKey: key)
                }
                continue
            }
            switch fields[field.name] {
            case .text(let value): try container.encode(value, forKey: key)
            case .int(let value): try container.encode(value, forKey: key)
            case .decimal(let value): try container.encode(value, forKey: key)
            case .bool(let value): try container.encode(value, forKey: key)
            case nil, .some(FieldValue.none): continue
            }
        }
    }

    private static func decodeValue(_ type: FieldType, _ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey) throws -> FieldValue {
        switch type {
        case .text: .text(try container.decode(String.self, forKey: key))
        case .int: .int(try container.decode(Int.self, forKey: key))
        case .decimal: .decimal(try container.decode(Decimal.self, forKey: key))
        case .bool: .bool(try container.decode(Bool.self, forKey: key))
        }
    }

    private static func decodeRows(_ type: FieldType, _ container: KeyedDecodingContainer<FieldKey>, _ key: FieldKey) throws -> [FieldValue] {
        switch type {
        case .text: try container.decode([String].self, forKey: key).map(FieldValue.text)
        case .int: try container.decode([Int].self, forKey: key).map(FieldValue.int)
        case .decimal: try container.decode([Decimal].self, forKey: key).map(FieldValue.decimal)
        case .bool: try container.decode([Bool].self, forKey: key).map(FieldValue.bool)
        }
    }
}

/// A coding key named after a field.
struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
