import Foundation

/// The operations of each shape of field, written once over its
/// ``FieldSlot`` (the property's offset, else its key path).
/// Each keeps the rules the generated code of earlier contracts spelled out
/// per field: `init(fieldValues:)` takes a non-optional field's value only
/// when it is of the field's kind (``FieldValueConvertible``, which widens an int to a
/// decimal) and makes an optional one `nil` otherwise; a list takes its
/// rows of its kind; a multiple choice takes the options named, in option
/// order, each once; `Codable` goes through ``FieldDecoding``/``FieldEncoding``
/// (LANGUAGE.md §15's JSON and messages); `==` compares each value with its
/// own type's `==` (for `Decimal`, `1.50 == 1.5`).
@_spi(Generated)
extension FieldAccess {
    /// A `text`, `int`, `decimal`, `bool`, `date` or `month` field
    /// (``FieldValueConvertible`` reads and makes its ``FieldValue``).
    @inlinable
    public static func plain<Value: FieldValueConvertible>(_ keyPath: WritableKeyPath<Form, Value>) -> FieldAccess {
        let slot = FieldSlot(keyPath)
        return FieldAccess(
            read: { form, value in
                if let value = Value._formcValue(of: value) { slot.set(&form, value) }
            },
            storage: PlainStorage(keyPath),
            readRows: { _, _ in },
            storing: { blank in
                let fallback = slot.get(blank)
                return { form, value in slot.set(&form, Value._formcValue(of: value) ?? fallback) }
            },
            write: { form, values, name in values.fields[name] = slot.get(form).answerValue },
            equal: { lhs, rhs in slot.get(lhs) == slot.get(rhs) },
            encode: { form, fields, name in try fields.value(slot.get(form), name) },
            decode: { form, fields, name in try slot.set(&form, fields.value(name)) },
            mirror: { form, mirror, name in mirror.field(name, slot.get(form)) }
        )
    }

    /// A field that may be empty: its value or `nil`.
    @inlinable
    public static func optional<Value: FieldValueConvertible>(_ keyPath: WritableKeyPath<Form, Value?>) -> FieldAccess {
        let slot = FieldSlot(keyPath)
        return FieldAccess(
            read: { form, value in slot.set(&form, Value._formcValue(of: value)) },
            storage: PlainStorage(keyPath),
            readRows: { _, _ in },
            storing: { _ in { form, value in slot.set(&form, Value._formcValue(of: value)) } },
            write: { form, values, name in values.fields[name] = slot.get(form).map(\.answerValue) ?? FieldValue.none },
            equal: { lhs, rhs in slot.get(lhs) == slot.get(rhs) },
            encode: { form, fields, name in try fields.optional(slot.get(form), name) },
            decode: { form, fields, name in try slot.set(&form, fields.optional(name)) },
            mirror: { form, mirror, name in mirror.field(name, slot.get(form)) }
        )
    }

    /// A list: its rows, in order.
    @inlinable
    public static func list<Value: FieldValueConvertible>(_ keyPath: WritableKeyPath<Form, [Value]>) -> FieldAccess {
        let slot = FieldSlot(keyPath)
        return FieldAccess(
            read: { _, _ in },
            readRows: { form, rows in slot.set(&form, rows.compactMap { Value._formcValue(of: $0) }) },
            storing: { _ in { _, _ in } },
            write: { form, values, name in values.lists[name] = slot.get(form).map(\.answerValue) },
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
            storing: { blank in
                let fallback = slot.get(blank)
                return { form, value in slot.set(&form, value.choiceValue.flatMap(Option.init(rawValue:)) ?? fallback) }
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
            storing: { _ in { form, value in slot.set(&form, value.choiceValue.flatMap(Option.init(rawValue:))) } },
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
            storing: { blank in
                let fallback = slot.get(blank)
                return { form, value in
                    guard let ids = value.choicesValue else { return slot.set(&form, fallback) }
                    let chosen = Set(ids)
                    slot.set(&form, Option.allCases.filter { chosen.contains($0.rawValue) })
                }
            },
            write: { form, values, name in values.fields[name] = .choices(slot.get(form).map(\.rawValue)) },
            equal: { lhs, rhs in slot.get(lhs) == slot.get(rhs) },
            encode: { form, fields, name in try fields.value(slot.get(form), name) },
            decode: { form, fields, name in try slot.set(&form, fields.options(name)) },
            mirror: { form, mirror, name in mirror.field(name, slot.get(form)) }
        )
    }
}
