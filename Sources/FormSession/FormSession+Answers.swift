import FormRuntime

/// Whole answers (LANGUAGE.md §18, "Line mode reads whole answers"): a value
/// given at once, as line mode reads it or an app fills it in, rather than
/// typed keystroke by keystroke.
extension FormSession {
    /// Answers plain field `field` with `value`: a text-like field shows the
    /// value's text through its chain (as if pasted and committed), a choice
    /// selects its options (in option order; unknown ones dropped), a `bool`
    /// takes its flag; ``FieldValue/none`` empties the field. Focus moves to
    /// the field. A hidden or disabled field, or a list, changes nothing:
    /// returns false.
    @discardableResult
    public mutating func setAnswer(_ field: Form.Field, _ value: FieldValue) -> Bool {
        guard let index = index(field), fields[index].isFocusable, !traits[index].isList else { return false }
        if focusIndex != index { focus(field) }
        let schemaField = schema.fields[index]
        if traits[index].isChoice {
            fields[index].selection = ValueDisplay.selection(of: value, field: schemaField)
        } else if traits[index].isBool {
            fields[index].flag = value.boolValue ?? false
        } else {
            fields[index].rows = [EditingState(text: ValueDisplay.text(of: value, field: schemaField, chain: chains[index].chain))]
        }
        fieldChanged(index)
        return true
    }

    /// Answers list `field` with `rows`: each row shows its value's text
    /// (empty ones left out), padded to the list's `min` and cut to its
    /// `max`, as a record's rows start. Focus moves to its first row. A
    /// hidden or disabled list, or a plain field, changes nothing: returns false.
    @discardableResult
    public mutating func setRows(_ field: Form.Field, _ rows: [FieldValue]) -> Bool {
        guard let index = index(field), fields[index].isFocusable, traits[index].isList else { return false }
        if focusIndex != index { focus(field) }
        fields[index].rows = ValueDisplay.rows(of: rows, field: schema.fields[index], chain: chains[index].chain)
        focusRow = 0
        fieldChanged(index)
        return true
    }
}
