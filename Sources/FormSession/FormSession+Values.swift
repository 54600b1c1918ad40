import FormRuntime

/// Keeping the typed model in step with what the fields show.
extension FormSession {
    /// Re-reads field `index` from what it shows into ``values``: its text
    /// parsed by its chain, its selection or its flag; list rows left empty
    /// are left out. Updates whether it is answered.
    mutating func storeValue(ofField index: Int) {
        let field = schema.fields[index]
        let state = fields[index]
        let chain = chains[index]
        if field.kind == .list {
            values.lists[field.name] = state.rows.map { chain.value(of: $0.text, type: field.type) }.filter { value in
                switch value {
                case .none: false
                case .text(let text): !text.isEmpty
                default: true
                }
            }
            return
        }
        let value: FieldValue
        if field.isChoice {
            value = field.allowsMultiple ? .choices(state.selection) : state.selection.first.map(FieldValue.choice) ?? .none
        } else if field.type.base == .bool {
            value = .bool(state.flag)
        } else {
            value = chain.value(of: state.rows.first?.text ?? "", type: field.type)
        }
        values.fields[field.name] = value
        if field.needsAnswer { setAnswered(index, value != .none) }
    }

    /// Sets whether field `index` is answered, keeping ``unansweredFields``
    /// in step (constant time: a keystroke never walks the form for it).
    mutating func setAnswered(_ index: Int, _ answered: Bool) {
        fields[index].isAnswered = answered
        guard let typed = typedFields[index] else { return }
        if answered { unanswered.remove(typed) } else { unanswered.insert(typed) }
    }

    /// After field `index` changed what it shows: the model re-read, then
    /// visibility, enabled state and messages.
    mutating func fieldChanged(_ index: Int) {
        storeValue(ofField: index)
        model = Form(fieldValues: values)
        refreshConditions()
        revalidate()
    }

    /// The fields the model cannot show as empty and nothing was given for:
    /// they read as empty in every condition.
    public var unansweredFields: Set<Form.Field> { unanswered }

    /// The fields that need an answer and are not answered in `fields`,
    /// whose schema indices have typed cases `typedFields`.
    static func unanswered(in fields: [SessionField], schema: FormSchema, typedFields: [Form.Field?]) -> Set<Form.Field> {
        var result: Set<Form.Field> = []
        for (index, field) in schema.fields.enumerated() where field.needsAnswer && !fields[index].isAnswered {
            if let typed = typedFields[index] { result.insert(typed) }
        }
        return result
    }

    /// Whether `field` holds a value: for a field the model cannot show as
    /// empty, the session's explicit answered flag; for the others, a value
    /// that is not the type's empty one (`""`, `nil`, `[]`, no row).
    public func isAnswered(_ field: Form.Field) -> Bool {
        guard let index = index(field) else { return false }
        let schemaField = schema.fields[index]
        if schemaField.needsAnswer { return fields[index].isAnswered }
        if schemaField.kind == .list { return !(values.lists[schemaField.name] ?? []).isEmpty }
        switch values.fields[schemaField.name] ?? .none {
        case .none: return false
        case .text(let text): return !text.isEmpty
        case .choices(let ids): return !ids.isEmpty
        default: return true
        }
    }
}
