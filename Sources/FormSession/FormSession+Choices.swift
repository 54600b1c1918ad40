import FormRuntime

/// Choices (LANGUAGE.md §13) and toggles: a selection is held as option
/// identifiers, never as text; the filter narrows the options by label.
extension FormSession {
    /// Selects `option` of single choice `field`: `session.select(.country,
    /// .ch)`, where the generated token `.country` (``ChoiceField``) tells
    /// Swift the option type.
    public mutating func select<Option: RawRepresentable>(_ field: ChoiceField<Form, Option>, _ option: Option) where Option.RawValue == String {
        select(field.field, id: option.rawValue)
    }

    /// Selects `option` of optional single choice `field`:
    /// `session.select(.country, .ch)`.
    public mutating func select<Option: RawRepresentable>(_ field: ChoiceField<Form, Option?>, _ option: Option) where Option.RawValue == String {
        select(field.field, id: option.rawValue)
    }

    /// Selects `option` of single choice `field` (the option's enum case,
    /// named with its type: `select(.country, Intake.Country.ch)`; a model
    /// without tokens, or code written before them).
    @_disfavoredOverload
    public mutating func select<Option: RawRepresentable>(_ field: Form.Field, _ option: Option) where Option.RawValue == String {
        select(field, id: option.rawValue)
    }

    /// Selects the option with identifier `id` of single choice `field`;
    /// focus moves to the field. An unknown option, a multiple choice, or a
    /// hidden or disabled field changes nothing.
    public mutating func select(_ field: Form.Field, id: String) {
        guard let index = choiceIndex(field), !schema.fields[index].allowsMultiple,
              schema.fields[index].options.contains(where: { $0.id == id }) else { return }
        setSelection(field, index, [id])
    }

    /// Adds or removes `option` in multiple choice `field`, kept in option
    /// order: `session.toggle(.extras, .gift)` (the generated token
    /// `.extras`, ``ChoiceField``, tells Swift the option type).
    public mutating func toggle<Option: RawRepresentable>(_ field: ChoiceField<Form, [Option]>, _ option: Option) where Option.RawValue == String {
        toggle(field.field, id: option.rawValue)
    }

    /// ``toggle(_:_:)`` with the option named with its type
    /// (`toggle(.extras, Intake.Extra.gift)`).
    @_disfavoredOverload
    public mutating func toggle<Option: RawRepresentable>(_ field: Form.Field, _ option: Option) where Option.RawValue == String {
        toggle(field, id: option.rawValue)
    }

    /// ``toggle(_:_:)`` by option identifier.
    public mutating func toggle(_ field: Form.Field, id: String) {
        guard let index = choiceIndex(field), schema.fields[index].allowsMultiple else { return }
        var chosen = Set(fields[index].selection)
        if chosen.contains(id) { chosen.remove(id) } else { chosen.insert(id) }
        let ordered = schema.fields[index].options.map(\.id).filter { chosen.contains($0) }
        setSelection(field, index, ordered)
    }

    /// Clears an optional single choice or a multiple choice. A non-optional
    /// single choice cannot go back to unanswered: nothing changes.
    public mutating func clearSelection(_ field: Form.Field) {
        guard let index = choiceIndex(field), !schema.fields[index].needsAnswer else { return }
        setSelection(field, index, [])
    }

    /// The identifiers of the options selected in `field`, in option order.
    public func selection(_ field: Form.Field) -> [String] {
        index(field).map { fields[$0].selection } ?? []
    }

    /// Sets the filter of choice `field` (typed text narrows the options).
    public mutating func setFilter(_ field: Form.Field, _ filter: String) {
        guard let index = index(field), schema.fields[index].isChoice else { return }
        fields[index].filter = filter
    }

    /// The filter of choice `field`.
    public func filter(_ field: Form.Field) -> String {
        index(field).map { fields[$0].filter } ?? ""
    }

    /// The options of choice `field` its filter lets through, with labels in
    /// the shown language, in option order.
    public func options(_ field: Form.Field) -> [ChoiceOption] {
        guard let index = index(field) else { return [] }
        return ChoiceFilter.matches(fields[index].filter, in: schema.fields[index].options)
    }

    /// Sets a `bool` field.
    public mutating func set(_ field: Form.Field, _ value: Bool) {
        guard let index = index(field), schema.fields[index].type.base == .bool, schema.fields[index].kind == .field,
              fields[index].isFocusable else { return }
        if focused?.field != field { focus(field) }
        guard fields[index].flag != value else { return }
        fields[index].flag = value
        fieldChanged(index)
    }

    /// Whether `field`, a `secure toggle` field, shows its value in clear.
    public func isRevealed(_ field: Form.Field) -> Bool {
        index(field).map { fields[$0].isRevealed } ?? false
    }

    /// Shows or hides the value of a `secure toggle` field (focus and caret
    /// stay where they are). Other fields never reveal.
    public mutating func toggleReveal(_ field: Form.Field) {
        guard let index = index(field), schema.fields[index].secure == .toggle else { return }
        fields[index].isRevealed.toggle()
    }

    /// The schema index of choice `field` when it can be edited now.
    private func choiceIndex(_ field: Form.Field) -> Int? {
        guard let index = index(field), schema.fields[index].isChoice, fields[index].isFocusable else { return nil }
        return index
    }

    private mutating func setSelection(_ field: Form.Field, _ index: Int, _ ids: [String]) {
        if focused?.field != field { focus(field) }
        guard fields[index].selection != ids else { return }
        fields[index].selection = ids
        fieldChanged(index)
    }
}
