import Foundation

/// The operations of each shape of field, written once over its key path.
/// Each keeps the rules the generated code of earlier contracts spelled out
/// per field: `init(fieldValues:)` takes a non-optional field's value only
/// when it is of the field's kind (`from`, which widens an int to a
/// decimal) and makes an optional one `nil` otherwise; a list takes its
/// rows of its kind; a multiple choice takes the options named, in option
/// order, each once; `Codable` goes through ``FieldDecoding``/``FieldEncoding``
/// (LANGUAGE.md §15's JSON and messages); `==` compares each value with its
/// own type's `==` (for `Decimal`, `1.50 == 1.5`).
@_spi(Generated)
extension FieldAccess {
    /// A `text`, `int`, `decimal`, `bool`, `date` or `month` field: `from`
    /// reads its kind from a ``FieldValue``, `to` makes one.
    @inlinable
    public static func plain<Value: Codable & Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Form, Value>,
        from: KeyPath<FieldValue, Value?>,
        to: @escaping (Value) -> FieldValue
    ) -> FieldAccess {
        FieldAccess(
            read: { form, value in
                if let value = value[keyPath: from] { form[keyPath: keyPath] = value }
            },
            readRows: { _, _ in },
            reset: { form, blank in form[keyPath: keyPath] = blank[keyPath: keyPath] },
            write: { form, values, name in values.fields[name] = to(form[keyPath: keyPath]) },
            equal: { lhs, rhs in lhs[keyPath: keyPath] == rhs[keyPath: keyPath] },
            encode: { form, fields, name in try fields.value(form[keyPath: keyPath], name) },
            decode: { form, fields, name in form[keyPath: keyPath] = try fields.value(name) },
            mirror: { form, mirror, name in mirror.field(name, form[keyPath: keyPath]) }
        )
    }

    /// A field that may be empty: its value or `nil`.
    @inlinable
    public static func optional<Value: Codable & Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Form, Value?>,
        from: KeyPath<FieldValue, Value?>,
        to: @escaping (Value) -> FieldValue
    ) -> FieldAccess {
        FieldAccess(
            read: { form, value in form[keyPath: keyPath] = value[keyPath: from] },
            readRows: { _, _ in },
            reset: { form, blank in form[keyPath: keyPath] = blank[keyPath: keyPath] },
            write: { form, values, name in values.fields[name] = form[keyPath: keyPath].map(to) ?? FieldValue.none },
            equal: { lhs, rhs in lhs[keyPath: keyPath] == rhs[keyPath: keyPath] },
            encode: { form, fields, name in try fields.optional(form[keyPath: keyPath], name) },
            decode: { form, fields, name in form[keyPath: keyPath] = try fields.optional(name) },
            mirror: { form, mirror, name in mirror.field(name, form[keyPath: keyPath]) }
        )
    }

    /// A list: its rows, in order.
    @inlinable
    public static func list<Value: Codable & Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Form, [Value]>,
        from: KeyPath<FieldValue, Value?>,
        to: @escaping (Value) -> FieldValue
    ) -> FieldAccess {
        FieldAccess(
            read: { _, _ in },
            readRows: { form, rows in form[keyPath: keyPath] = rows.compactMap { $0[keyPath: from] } },
            reset: { form, blank in form[keyPath: keyPath] = blank[keyPath: keyPath] },
            write: { form, values, name in values.lists[name] = form[keyPath: keyPath].map(to) },
            equal: { lhs, rhs in lhs[keyPath: keyPath] == rhs[keyPath: keyPath] },
            encode: { form, fields, name in try fields.value(form[keyPath: keyPath], name) },
            decode: { form, fields, name in form[keyPath: keyPath] = try fields.value(name) },
            mirror: { form, mirror, name in mirror.field(name, form[keyPath: keyPath]) }
        )
    }

    /// A single choice: one of its options.
    @inlinable
    public static func choice<Option: FormOption>(_ keyPath: WritableKeyPath<Form, Option>) -> FieldAccess where Option.RawValue == String {
        FieldAccess(
            read: { form, value in
                if let option = value.choiceValue.flatMap(Option.init(rawValue:)) { form[keyPath: keyPath] = option }
            },
            readRows: { _, _ in },
            reset: { form, blank in form[keyPath: keyPath] = blank[keyPath: keyPath] },
            write: { form, values, name in values.fields[name] = .choice(form[keyPath: keyPath].rawValue) },
            equal: { lhs, rhs in lhs[keyPath: keyPath] == rhs[keyPath: keyPath] },
            encode: { form, fields, name in try fields.value(form[keyPath: keyPath], name) },
            decode: { form, fields, name in form[keyPath: keyPath] = try fields.option(name) },
            mirror: { form, mirror, name in mirror.field(name, form[keyPath: keyPath]) }
        )
    }

    /// An optional single choice: one of its options, or `nil`.
    @inlinable
    public static func optionalChoice<Option: FormOption>(_ keyPath: WritableKeyPath<Form, Option?>) -> FieldAccess where Option.RawValue == String {
        FieldAccess(
            read: { form, value in form[keyPath: keyPath] = value.choiceValue.flatMap(Option.init(rawValue:)) },
            readRows: { _, _ in },
            reset: { form, blank in form[keyPath: keyPath] = blank[keyPath: keyPath] },
            write: { form, values, name in
                values.fields[name] = form[keyPath: keyPath].map { FieldValue.choice($0.rawValue) } ?? FieldValue.none
            },
            equal: { lhs, rhs in lhs[keyPath: keyPath] == rhs[keyPath: keyPath] },
            encode: { form, fields, name in try fields.optional(form[keyPath: keyPath], name) },
            decode: { form, fields, name in form[keyPath: keyPath] = try fields.optionalOption(name) },
            mirror: { form, mirror, name in mirror.field(name, form[keyPath: keyPath]) }
        )
    }

    /// A multiple choice: the options named, in option order, each once
    /// (unknown identifiers dropped).
    @inlinable
    public static func choices<Option: FormOption>(_ keyPath: WritableKeyPath<Form, [Option]>) -> FieldAccess where Option.RawValue == String {
        FieldAccess(
            read: { form, value in
                guard let ids = value.choicesValue else { return }
                let chosen = Set(ids)
                form[keyPath: keyPath] = Option.allCases.filter { chosen.contains($0.rawValue) }
            },
            readRows: { _, _ in },
            reset: { form, blank in form[keyPath: keyPath] = blank[keyPath: keyPath] },
            write: { form, values, name in values.fields[name] = .choices(form[keyPath: keyPath].map(\.rawValue)) },
            equal: { lhs, rhs in lhs[keyPath: keyPath] == rhs[keyPath: keyPath] },
            encode: { form, fields, name in try fields.value(form[keyPath: keyPath], name) },
            decode: { form, fields, name in form[keyPath: keyPath] = try fields.options(name) },
            mirror: { form, mirror, name in mirror.field(name, form[keyPath: keyPath]) }
        )
    }
}
