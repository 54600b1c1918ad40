import Foundation

/// `Codable` for every generated model, written once here instead of
/// synthesized per form (LANGUAGE.md §15 allows "synthesized conformances, or
/// equivalent"): Swift takes these protocol-extension members as the
/// model's `init(from:)` and `encode(to:)`, so no `CodingKeys` enum and no
/// per-field coding code is compiled per form.
///
/// The JSON shape is what synthesis gave: one key per field and list, named
/// as in the spec, in spec order; a `nil` optional is left out (never
/// `null`); text as a string, int and decimal as JSON numbers (a `Decimal`
/// is encoded as a number), bool as a boolean, a list as an array, a choice
/// as its option identifier and a multiple choice as an array of them.
/// Decoding requires every key but an optional's, with a value of the field's
/// kind (an optional also accepts `null`), and ignores other keys.
extension GeneratedForm {
    /// Decodes the model from the JSON shape above, through ``init(fieldValues:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FormCodingKey.self)
        var values = FormValues()
        for field in Self.schema.fields {
            let key = FormCodingKey(field.name)
            if field.kind == .list {
                values.lists[field.name] = try FormCoding.decodeRows(field, container, key)
            } else if field.type.isOptional {
                values.fields[field.name] = try FormCoding.decodeIfPresent(field, container, key) ?? FieldValue.none
            } else {
                values.fields[field.name] = try FormCoding.decode(field, container, key)
            }
        }
        self.init(fieldValues: values)
    }

    /// Encodes the model in the JSON shape above, from ``fieldValues``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FormCodingKey.self)
        let values = fieldValues
        for field in Self.schema.fields {
            let key = FormCodingKey(field.name)
            if field.kind == .list {
                try FormCoding.encodeRows(values.lists[field.name] ?? [], &container, key)
            } else if let value = values.fields[field.name] {
                try FormCoding.encode(value, &container, key)
            }
        }
    }
}

/// A JSON key: a field's name.
struct FormCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Reading and writing one field's value by its schema.
enum FormCoding {
    typealias Container = KeyedDecodingContainer<FormCodingKey>

    static func decode(_ field: FieldSchema, _ container: Container, _ key: FormCodingKey) throws -> FieldValue {
        if field.isChoice {
            return field.allowsMultiple
                ? .choices(try container.decode([String].self, forKey: key).map { try option($0, field, container, key) })
                : .choice(try option(container.decode(String.self, forKey: key), field, container, key))
        }
        switch field.type.base {
        case .text: return .text(try container.decode(String.self, forKey: key))
        case .int: return .int(try container.decode(Int.self, forKey: key))
        case .decimal: return .decimal(try container.decode(Decimal.self, forKey: key))
        case .bool: return .bool(try container.decode(Bool.self, forKey: key))
        case .date: return .date(try container.decode(FormDate.self, forKey: key))
        case .month: return .month(try container.decode(FormMonth.self, forKey: key))
        case .choice: return .choice(try option(container.decode(String.self, forKey: key), field, container, key))
        }
    }

    /// An optional field: `nil` when the key is absent or `null`.
    static func decodeIfPresent(_ field: FieldSchema, _ container: Container, _ key: FormCodingKey) throws -> FieldValue? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try decode(field, container, key)
    }

    static func decodeRows(_ field: FieldSchema, _ container: Container, _ key: FormCodingKey) throws -> [FieldValue] {
        switch field.type.base {
        case .text: return try container.decode([String].self, forKey: key).map(FieldValue.text)
        case .int: return try container.decode([Int].self, forKey: key).map(FieldValue.int)
        case .decimal: return try container.decode([Decimal].self, forKey: key).map(FieldValue.decimal)
        case .bool: return try container.decode([Bool].self, forKey: key).map(FieldValue.bool)
        case .date: return try container.decode([FormDate].self, forKey: key).map(FieldValue.date)
        case .month: return try container.decode([FormMonth].self, forKey: key).map(FieldValue.month)
        // The checker allows no list of choices (LANGUAGE.md §13); read one as identifiers.
        case .choice: return try container.decode([String].self, forKey: key).map(FieldValue.choice)
        }
    }

    /// A choice must name one of the field's options, as decoding the
    /// generated choice enum from its raw value requires.
    private static func option(_ id: String, _ field: FieldSchema, _ container: Container, _ key: FormCodingKey) throws -> String {
        guard field.options.contains(where: { $0.id == id }) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(id)' is not an option of '\(field.name)'")
        }
        return id
    }

    static func encode(_ value: FieldValue, _ container: inout KeyedEncodingContainer<FormCodingKey>, _ key: FormCodingKey) throws {
        switch value {
        case .text(let text): try container.encode(text, forKey: key)
        case .int(let int): try container.encode(int, forKey: key)
        case .decimal(let decimal): try container.encode(decimal, forKey: key)
        case .bool(let bool): try container.encode(bool, forKey: key)
        case .choice(let id): try container.encode(id, forKey: key)
        case .choices(let ids): try container.encode(ids, forKey: key)
        case .date(let date): try container.encode(date, forKey: key)
        case .month(let month): try container.encode(month, forKey: key)
        case .none: break
        }
    }

    static func encodeRows(
        _ rows: [FieldValue], _ container: inout KeyedEncodingContainer<FormCodingKey>, _ key: FormCodingKey
    ) throws {
        var array = container.nestedUnkeyedContainer(forKey: key)
        for row in rows {
            switch row {
            case .text(let text): try array.encode(text)
            case .int(let int): try array.encode(int)
            case .decimal(let decimal): try array.encode(decimal)
            case .bool(let bool): try array.encode(bool)
            case .choice(let id): try array.encode(id)
            case .choices(let ids): try array.encode(ids)
            case .date(let date): try array.encode(date)
            case .month(let month): try array.encode(month)
            case .none: try array.encodeNil()
            }
        }
    }
}
