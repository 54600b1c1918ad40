import FormRuntime

/// Whole answers (LANGUAGE.md §18, "Line mode reads whole answers"; §21,
/// "No silent loss"): a value given at once, as line mode reads it or an app
/// fills it in, rather than typed keystroke by keystroke.
extension FormSession {
    /// Answers plain field `field` with `value`: a text-like field shows the
    /// value's text through its chain (as if pasted and committed), a choice
    /// selects its options (in option order), a `bool` takes its flag;
    /// ``FieldValue/none`` empties the field. Focus moves to the field.
    ///
    /// A value the field's chain cannot show as itself (text past a
    /// `limit`, a number past `maxDigits`, a date outside a `YY` field's
    /// two-digit-year window) is kept: the model holds it, the field shows
    /// what its chain makes of it and says "Enter a valid value" (or "Enter
    /// a valid date") until it is changed, and submit fails meanwhile.
    ///
    /// - Throws: ``AnswerRefusal``, and nothing changes, when the field is
    ///   hidden or disabled, is a list, or cannot take the value: another
    ///   kind (`.decimal(1.5)` for an `int`), an option it does not have,
    ///   `.none` for a non-optional single choice.
    public mutating func setAnswer(_ field: Form.Field, _ value: FieldValue) throws(AnswerRefusal) {
        guard let index = index(field) else { throw .notEditable(field: field.rawValue) }
        let schemaField = schema.fields[index]
        guard !traits[index].isList else { throw .isAList(field: field.rawValue) }
        guard fields[index].isFocusable else { throw .notEditable(field: field.rawValue) }
        if let refusal = schemaField.refusal(of: value) { throw refusal }
        if focusIndex != index { focus(field) }
        let chain = chains[index].chain
        if traits[index].isChoice {
            fields[index].selection = ValueDisplay.selection(of: value, field: schemaField)
        } else if traits[index].isBool {
            fields[index].flag = value.boolValue ?? false
        } else {
            fields[index].rows = [EditingState(text: ValueDisplay.text(of: value, field: schemaField, chain: chain))]
        }
        if ValueDisplay.shows(value, field: schemaField, chain: chain, today: today) {
            fieldChanged(index)
        } else {
            hold(value, inField: index)
        }
    }

    /// Answers list `field` with `rows`: each row shows its value's text
    /// (empty ones left out), padded to the list's `min`, as a record's rows
    /// start. Focus moves to its first row. A row the chain cannot show as
    /// itself is kept as ``setAnswer(_:_:)`` keeps a value: the model holds
    /// the rows given and the list says so until it is changed.
    ///
    /// - Throws: ``AnswerRefusal``, and nothing changes, when the list is
    ///   hidden or disabled, is a plain field, a row is of another kind, or
    ///   there are more rows than its `max`.
    public mutating func setRows(_ field: Form.Field, _ rows: [FieldValue]) throws(AnswerRefusal) {
        guard let index = index(field) else { throw .notEditable(field: field.rawValue) }
        let schemaField = schema.fields[index]
        guard traits[index].isList else { throw .notAList(field: field.rawValue) }
        guard fields[index].isFocusable else { throw .notEditable(field: field.rawValue) }
        if let refusal = rows.lazy.compactMap(schemaField.refusal(of:)).first { throw refusal }
        let given = rows.filter(\.holdsValue)
        if let maximum = schemaField.listMaximum, maximum > 0, given.count > maximum {
            throw .tooManyRows(field: field.rawValue, maximum: maximum)
        }
        if focusIndex != index { focus(field) }
        let chain = chains[index].chain
        fields[index].rows = ValueDisplay.rows(of: given, field: schemaField, chain: chain)
        focusRow = 0
        if ValueDisplay.rowsShow(given, field: schemaField, chain: chain, today: today) {
            fieldChanged(index)
        } else {
            hold(.none, rows: given, inField: index)
        }
    }

    /// Whether the model keeps a value `field` cannot show (a record's, an
    /// answer's or a pasted date's; LANGUAGE.md §21): the field then says
    /// "Enter a valid value" (or "Enter a valid date") until it is changed.
    public func holdsUnshownValue(_ field: Form.Field) -> Bool {
        index(field).map(holds) ?? false
    }
}
