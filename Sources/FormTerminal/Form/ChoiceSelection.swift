import FormRuntime

/// How a `choice` field's selection is kept in its row's text: the selected
/// options' identifiers, in option order, joined by `,` (identifiers never
/// hold one); empty for nothing selected. Keeping it as the row's text lets
/// the state machine's change log, parsed-value cache and view cache treat
/// a choice like any other field.
enum ChoiceSelection {
    /// The separator between identifiers.
    static let separator: Character = ","

    /// The identifiers in a selection's text.
    static func ids(in text: String) -> [String] {
        text.split(separator: separator).map(String.init)
    }

    /// The text of a selection of `ids` (already in option order).
    static func text(_ ids: [String]) -> String {
        ids.joined(separator: String(separator))
    }

    /// The model value of a selection's text: `.choices` for `multiple`,
    /// else `.choice` of the one selected or ``FieldValue/none``.
    static func value(of text: String, field: FieldSchema) -> FieldValue {
        let ids = ids(in: text)
        if field.allowsMultiple { return .choices(ids) }
        return ids.first.map(FieldValue.choice) ?? .none
    }

    /// The selection text a field starts with for `value`: identifiers
    /// naming no option of the field are dropped, repeats too, and a
    /// `multiple` selection is put in option order.
    static func text(for value: FieldValue, field: FieldSchema) -> String {
        let requested: [String]
        switch value {
        case .choice(let id): requested = [id]
        case .choices(let ids): requested = ids
        default: requested = []
        }
        let order = Dictionary(field.options.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var positions = Set<Int>()
        for id in requested {
            if let position = order[id] { positions.insert(position) }
        }
        let kept = positions.sorted().map { field.options[$0].id }
        return text(field.allowsMultiple ? kept : Array(kept.prefix(1)))
    }

    /// The labels of the selected options joined by `, ` (what an unfocused
    /// choice and line mode show), or nil when nothing is selected.
    static func labels(of ids: [String], field: FieldSchema) -> String? {
        guard !ids.isEmpty else { return nil }
        return ids.map { id in field.options.first { $0.id == id }?.label ?? id }.joined(separator: ", ")
    }
}
