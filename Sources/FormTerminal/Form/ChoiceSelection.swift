import FormRuntime
import FormSession

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
    /// `multiple` selection is put in option order (``ValueDisplay/selection(of:field:)``).
    static func text(for value: FieldValue, field: FieldSchema) -> String {
        text(ValueDisplay.selection(of: value, field: field))
    }

    /// The labels of the selected options joined by `, ` (what an unfocused
    /// choice and line mode show), or nil when nothing is selected.
    static func labels(of ids: [String], field: FieldSchema) -> String? {
        ChoiceFilter.labels(of: ids, in: field.options)
    }
}
