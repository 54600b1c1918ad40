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
    /// The fields whose visibility can change with the values, or nil when
    /// the validator does not say: then every field can.
    let conditionallyVisible: [Int]?
    /// The fields of each section of the schema, in order.
    let sectionMembers: [[Int]]
    /// The non-optional `int` and `decimal` fields and the non-optional
    /// single choices without a default, whose emptiness blocks submission
    /// (``FieldSchema/mustBeFilledInSession``).
    let requiredNumbers: [Int]

    /// The index of `schema`'s fields; `conditionallyEnabled` names the
    /// fields whose enabled state depends on the values (see
    /// ``FormValidator/conditionallyEnabledFields``).
    init(schema: FormSchema, conditionallyEnabled: Set<String>?, conditionallyVisible: Set<String>? = nil) {
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
        self.conditionallyVisible = conditionallyVisible.map { names in
            schema.fields.indices.filter { names.contains(schema.fields[$0].name) }
        }
        var members = Array(repeating: [Int](), count: schema.sections.count)
        for (index, field) in schema.fields.enumerated() {
            if let section = field.sectionIndex, members.indices.contains(section) { members[section].append(index) }
        }
        sectionMembers = members
        requiredNumbers = schema.fields.indices.filter { schema.fields[$0].mustBeFilledInSession }
    }

    /// Where a field's value is stored in ``FormValues``: its kind and name.
    private static func valueKey(_ field: FieldSchema) -> String {
        (field.kind == .list ? "list " : "field ") + field.name
    }
}
