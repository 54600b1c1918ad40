import FormRuntime

/// What the machine looks up about a schema's fields after every edit,
/// worked out once so that no keystroke scans every field.
struct FormFieldIndex: Sendable {
    /// The indices of the fields named each name (one, unless the schema
    /// repeats a name).
    let byName: [String: [Int]]
    /// For each field, whether it alone stores its value under its name
    /// (no other field of the same kind has the name), so its value can be
    /// stored again without re-parsing the others.
    let ownsValueKey: [Bool]
    /// The fields whose enabled state can change with the values (not
    /// `disabled`, and named by the validator), or nil when the validator
    /// does not say: then every field can.
    let conditionallyEnabled: [Int]?
    /// The enabled non-optional `int` and `decimal` fields, whose emptiness
    /// blocks submission.
    let requiredNumbers: [Int]

    /// The index of `schema`'s fields; `conditionallyEnabled` names the
    /// fields whose enabled state depends on the values (see
    /// ``FormValidator/conditionallyEnabledFields``).
    init(schema: FormSchema, conditionallyEnabled: Set<String>?) {
        var byName: [String: [Int]] = [:]
        var keyCounts: [String: Int] = [:]
        for (index, field) in schema.fields.enumerated() {
            byName[field.name, default: []].append(index)
            keyCounts[Self.valueKey(field), default: 0] += 1
        }
        self.byName = byName
        ownsValueKey = schema.fields.map { keyCounts[Self.valueKey($0)] == 1 }
        self.conditionallyEnabled = conditionallyEnabled.map { names in
            schema.fields.indices.filter { names.contains(schema.fields[$0].name) && !schema.fields[$0].isDisabled }
        }
        requiredNumbers = schema.fields.indices.filter { schema.fields[$0].mustBeTypedNumber }
    }

    /// Where a field's value is stored in ``FormValues``: its kind and name.
    private static func valueKey(_ field: FieldSchema) -> String {
        (field.kind == .list ? "list " : "field ") + field.name
    }
}
