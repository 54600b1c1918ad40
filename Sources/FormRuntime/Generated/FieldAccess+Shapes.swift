import Foundation

/// The operations of each shape of field, written once over its
/// ``FieldSlot`` (the property's offset, else its key path).
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
        from: @escaping (FieldValue) -> Value?,
        to: @escaping (Value) -> FieldValue
    ) -> FieldAccess {
        let slot = FieldSlot(keyPath)
        return FieldAccess(
            read: { form, value in
                if let value = from(value) { slot.set(&form, value) }
            },
            readRows: { _, _ in },
            resetting: { blank in
                let value = slot.get(blank)
                return { form in slot.set(&form, value) }
            },
            write: { form, values, name in values.fields[name] = to(slot.get(form)) },
            equal: { lhs, rhs in slot.get(lhs) == slot.get(rhs) },
            encode: { form, fields, name in try fields.value(slot.get(form), name) },
            decode: { form, fields, name in try slot.set(&form, fields.value(name)) },
            mirror: { form, mirror, name in mirror.field(name, slot.get(form)) }
        )
    }

    /// A field that may be empty: its value or `nil`.
    @inlinable
    public static func optional<Value: Codable & Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Form, Value?>,
        from: @escaping (FieldValue) -> Value?,
        to: @escaping (Value) -> FieldValue
    ) -> FieldAccess {
        let slot = FieldSlot(keyPath)
        return FieldAccess(
            read: { form, value in slot.set(&form, from(value)) },
            readRows: { _, _ in },
            resetting: { blank in
                let value = slot.get(blank)
                return { form in slot.set(&form, value) }
            },
            write: { form, values, name in values.fields[name] = slot.get(form).map(to) ?? FieldValue.none },
            equal: { lhs, rhs in slot.get(lhs) == slot.get(rhs) },
            encode: { form, fields, name in try fields.optional(slot.get(form), name) },
            decode: { form, fields, name in try slot.set(&form, fields.optional(name)) },
            mirror: { form, mirror, name in mirror.field(name, slot.get(form)) }
        )
    }

    /// A list: its rows, in order.
    @inlinable
    public static func list<Value: Codable & Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Form, [Value]>,
        from: @escaping (FieldValue) -> Value?,
        to: @escaping (Value) -> FieldValue
    ) -> FieldAccess {
        let slot = FieldSlot(keyPath)
        return FieldAccess(
            read: { _, _ in },
            readRows: { form, rows in slot.set(&form, rows.compactMap { from($0) }) },
            resetting: { blank in
                let value = slot.get(blank)
                return { form in slot.set(&form, value) }
            },
            write: { form, values, name in values.lists[name] = slot.get(form).map(to) },
            equal: { lhs, rhs in slot.get(lhs) == slot.get(rhs) },
            encode: { form, fields, name in try fields.value(slot.get(form), name) },
            decode: { form, fields, name in try slot.set(&form, fields.value(name)) },
            mirror: { form, mirror, name in mirror.field(name, slot.get(form)) }
        )
    }

    /// A single choice: one of its options.
    @inlinable
    public static func choice<Option: FormOption>(_ keyPath: WritableKeyPath<Form, Option>) -> FieldAccess where Option.RawValue == String {
        let slot = FieldSlot(keyPath)
        return FieldAccess(
            read: { form, value in
                if let option = value.choiceValue.flatMap(Option.init(rawValue:)) { slot.set(&form, option) }
            },
            readRows: { _, _ in },
            resetting: { blank in
                let value = slot.get(blank)
                return { form in slot.set(&form, value) }
            },
            write: { form, values, name in values.fields[name] = .choice(slot.get(form).rawValue) },
            equal: { lhs, rhs in slot.get(lhs) == slot.get(rhs) },
            encode: { form, fields, name in try fields.value(slot.get(form), name) },
            decode: { form, fields, name in try slot.set(&form, fields.option(name)) },
            mirror: { form, mirror, name in mirror.field(name, slot.get(form)) }
        )
    }

    /// An optional single choice: one of its options, or `nil`.
    @inlinable
    public static func optionalChoice<Option: FormOption>(_ keyPath: WritableKeyPath<Form, Option?>) -> FieldAccess where Option.RawValue == String {
        let slot = FieldSlot(keyPath)
        return FieldAccess(
            read: { form, value in slot.set(&form, value.choiceValue.flatMap(Option.init(rawValue:))) },
            readRows: { _, _ in },
            resetting: { blank in
                let value = slot.get(blank)
                return { form in slot.set(&form, value) }
            },
            write: { form, values, name in
                values.fields[name] = slot.get(form).map { FieldValue.choice($0.rawValue) } ?? FieldValue.none
            },
            equal: { lhs, rhs in slot.get(lhs) == slot.get(rhs) },
            encode: { form, fields, name in try fields.optional(slot.get(form), name) },
            decode: { form, fields, name in try slot.set(&form, fields.optionalOption(name)) },
            mirror: { form, mirror, name in mirror.field(name, slot.get(form)) }
        )
    }

    /// A multiple choice: the options named, in option order, each once
    /// (unknown identifiers dropped).
    @inlinable
    public static func choices<Option: FormOption>(_ keyPath: WritableKeyPath<Form, [Option]>) -> FieldAccess where Option.RawValue == String {
        let slot = FieldSlot(keyPath)
        return FieldAccess(
            read: { form, value in
                guard let ids = value.choicesValue else { return }
                let chosen = Set(ids)
                slot.set(&form, Option.allCases.filter { chosen.contains($0.rawValue) })
            },
            readRows: { _, _ in },
            resetting: { blank in
                let value = slot.get(blank)
                return { form in slot.set(&form, value) }
            },
            write: { form, values, name in values.fields[name] = .choices(slot.get(form).map(\.rawValue)) },
            equal: { lhs, rhs in slot.get(lhs) == slot.get(rhs) },
            encode: { form, fields, name in try fields.value(slot.get(form), name) },
            decode: { form, fields, name in try slot.set(&form, fields.options(name)) },
            mirror: { form, mirror, name in mirror.field(name, slot.get(form)) }
        )
    }
}
