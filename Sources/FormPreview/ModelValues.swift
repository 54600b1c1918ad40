import FormChecker
import FormRuntime
import FormSession
import Foundation

/// Form values read the way a generated model's `init(fieldValues:)` reads
/// them: a value of the wrong kind or a missing one leaves the field at its
/// default; an optional's `.none` is `nil`; list rows of the wrong kind are
/// dropped.
struct ModelValues {
    /// Each plain field's value (`.none` only for an optional holding nil).
    var fields: [FieldValue]
    /// Each list's rows (empty for plain fields).
    var rows: [[FieldValue]]
    /// The fields a form session leaves unanswered (``FieldSchema/needsAnswer``
    /// and not answered by the values): they hold the model's placeholder in
    /// ``fields``, and read as empty when the interpreter reads them so.
    var unanswered: Set<Int> = []

    init(form: CheckedForm, values: FormValues) {
        fields = []
        rows = []
        for field in form.fields {
            if field.isList {
                let given = values.lists[field.name].map { Self.rows($0, type: field.type.base) } ?? []
                rows.append(given)
                fields.append(.none)
                continue
            }
            rows.append([])
            let typed = field.isChoice ? Self.choice(values.fields[field.name], field: field) : Self.typed(values.fields[field.name], type: field.type.base)
            if !field.schema.isAnswered(by: values.fields[field.name]) { unanswered.insert(fields.count) }
            if field.type.isOptional {
                fields.append(values.fields[field.name] == nil ? Self.defaultValue(field) : typed)
            } else {
                fields.append(typed == .none ? Self.defaultValue(field) : typed)
            }
        }
    }

    /// A value as the model's accessor reads it (`decimal` widens an int).
    static func typed(_ value: FieldValue?, type: FieldType) -> FieldValue {
        switch (type, value) {
        case (.text, .text?), (.int, .int?), (.decimal, .decimal?), (.bool, .bool?), (.date, .date?), (.month, .month?): value ?? .none
        case (.decimal, .int(let number)?): .decimal(Decimal(number))
        default: .none
        }
    }

    /// A choice's value as the model's accessor reads it: an option of the
    /// field (`.choice`), or the known options of a `multiple` choice in
    /// option order without repeats (`.choices`); anything else is `.none`.
    static func choice(_ value: FieldValue?, field: CheckedField) -> FieldValue {
        let options = field.options.map(\.id)
        if field.allowsMultiple {
            guard case .choices(let ids)? = value else { return .none }
            let chosen = Set(ids)
            return .choices(options.filter(chosen.contains))
        }
        guard case .choice(let id)? = value, options.contains(id) else { return .none }
        return .choice(id)
    }

    static func rows(_ rows: [FieldValue], type: FieldType) -> [FieldValue] {
        rows.map { typed($0, type: type) }.filter { $0 != .none }
    }

    /// The model's initial value of a plain field.
    static func defaultValue(_ field: CheckedField) -> FieldValue {
        if let value = field.defaultValue, value != .none {
            if field.type.base == .decimal, case .int(let number) = value { return .decimal(Decimal(number)) }
            return value
        }
        if field.type.isOptional { return .none }
        switch field.type.base {
        case .text: return .text("")
        case .int: return .int(0)
        case .decimal: return .decimal(0)
        case .bool: return .bool(false)
        case .date: return .date(.initial)
        case .month: return .month(.initial)
        case .choice:
            // The first option; `[]` for a multiple choice (LANGUAGE.md §13).
            if field.allowsMultiple { return .choices([]) }
            return field.options.first.map { .choice($0.id) } ?? .none
        }
    }
}
