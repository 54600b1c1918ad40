import FormRuntime
import FormSession

/// Turns a model's value into what a field shows, through the field's chain,
/// so an initial value looks exactly as if the user had pasted it.
enum FieldDisplay {
    /// The rows a field starts with for the values in `values`.
    static func rows(for field: FieldSchema, values: FormValues, chain: FormatterChain) -> [EditingState] {
        if field.kind == .list {
            return ValueDisplay.rows(of: values.lists[field.name] ?? [], field: field, chain: chain)
        }
        // A non-optional number the model holds as 0 only because it has no
        // default starts empty: the user has not typed it yet (LANGUAGE.md §4).
        if field.startsEmpty(initial: values.fields[field.name]) { return [EditingState(text: "")] }
        let value = values.fields[field.name] ?? field.defaultValue ?? .none
        // A choice's row holds its selection (ChoiceSelection), not what it shows.
        if field.isChoice { return [EditingState(text: ChoiceSelection.text(for: value, field: field))] }
        return [EditingState(text: display(value, field: field, chain: chain))]
    }

    /// The text a field shows for `value`; for a choice, the selected
    /// options' labels joined by `, ` (labels as in `field`, so translated
    /// when the schema is): ``ValueDisplay/text(of:field:chain:)``.
    static func display(_ value: FieldValue, field: FieldSchema, chain: FormatterChain) -> String {
        ValueDisplay.text(of: value, field: field, chain: chain)
    }
}
