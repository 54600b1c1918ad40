import FormRuntime

/// The keys of a focused `choice` field (LANGUAGE.md §13): Up/Down move the
/// highlight, typed text filters, Backspace and Ctrl-U edit the filter,
/// Space selects or toggles, Enter selects (single) and moves on. Tab,
/// Shift-Tab, Esc and Ctrl-C work as everywhere.
///
/// A keystroke costs the same whatever the number of options, except a
/// change of the filter, which tests each option's folded label once (and
/// only the options the previous filter let through when the new filter
/// extends it).
extension FormMachine {
    /// Applies `event` when it is a choice key and a choice field is
    /// focused: the effects, or nil to let the general keys handle it.
    func applyChoice(_ event: KeyEvent, to state: inout FormState) -> [FormEffect]? {
        let index = state.focus.field
        guard schema.fields.indices.contains(index), index < state.storedFields.count,
              let catalog = choiceCatalogs[index] else { return nil }
        guard state.storedFields[index].isFocusable else {
            // Nothing to edit on a field focus may not rest on.
            switch event {
            case .character, .paste, .backspace, .delete, .ctrl("u"): return []
            default: return nil
            }
        }
        let field = schema.fields[index]
        let cursor = choiceCursor(ofField: index, showing: state.storedFields[index])
        switch event {
        case .up, .down:
            let step = event == .up ? -1 : 1
            let target = cursor.highlight + step
            // Past either end of the list, Up and Down move focus as elsewhere.
            guard target >= 0, target < cursor.matchCount(of: catalog.ids.count) else { return nil }
            var moved = cursor
            moved.highlight = target
            moved.scrollToHighlight(optionCount: catalog.ids.count)
            setCursor(&state, field: index, moved)
            return []
        case .character(" "):
            choose(&state, field: index, cursor: cursor, catalog: catalog)
            return []
        case .character(let character):
            setFilter(&state, field: index, cursor.filter + String(character), from: cursor, catalog: catalog)
            return []
        case .paste(let text):
            let cleaned = Self.singleLine(text)
            if !cleaned.isEmpty { setFilter(&state, field: index, cursor.filter + cleaned, from: cursor, catalog: catalog) }
            return []
        case .backspace:
            if !cursor.filter.isEmpty { setFilter(&state, field: index, String(cursor.filter.dropLast()), from: cursor, catalog: catalog) }
            return []
        case .ctrl("u"):
            if !cursor.filter.isEmpty { setFilter(&state, field: index, "", from: cursor, catalog: catalog) }
            return []
        case .enter:
            if !field.allowsMultiple, let option = cursor.highlightedOption(of: catalog.ids.count) {
                select(&state, field: index, option: option, catalog: catalog, clearing: false)
            }
            return nil
        case .delete, .left, .right, .home, .end, .ctrl("a"), .ctrl("e"), .ctrl("r"):
            return []
        default:
            return nil
        }
    }

    /// The list state of choice field `index` showing `field`: the stored
    /// one, or a fresh one highlighting the first selected option.
    func choiceCursor(ofField index: Int, showing field: FieldState) -> ChoiceCursor {
        if let stored = field.choice { return stored }
        var cursor = ChoiceCursor()
        if choiceCatalogs.indices.contains(index), let catalog = choiceCatalogs[index], let text = field.rows.first?.text,
           let first = ChoiceSelection.ids(in: text).first, let position = catalog.indexByID[first] {
            cursor.highlight = position
            cursor.scrollToHighlight(optionCount: catalog.ids.count)
        }
        return cursor
    }

    /// Drops the filter and highlight of a choice field focus has left.
    func forgetChoiceCursor(_ state: inout FormState, field index: Int) {
        guard state.storedFields.indices.contains(index), state.storedFields[index].choice != nil else { return }
        state.updateField(index) { $0.choice = nil }
    }

    private func setCursor(_ state: inout FormState, field index: Int, _ cursor: ChoiceCursor) {
        guard state.storedFields[index].choice != cursor else { return }
        state.updateField(index) { $0.choice = cursor }
    }

    /// A new filter: the options it lets through, the first highlighted.
    private func setFilter(_ state: inout FormState, field index: Int, _ filter: String, from cursor: ChoiceCursor, catalog: ChoiceCatalog) {
        // A filter that extends the previous one can only narrow its matches.
        let candidates = !cursor.filter.isEmpty && filter.hasPrefix(cursor.filter) ? cursor.matches : nil
        let matches = catalog.matches(filter, among: candidates)
        setCursor(&state, field: index, ChoiceCursor(filter: filter, matches: matches))
    }

    /// Space: selects the highlighted option of a single choice (on an
    /// optional one, Space on the selected option clears the selection), or
    /// toggles it in a `multiple` one.
    private func choose(_ state: inout FormState, field index: Int, cursor: ChoiceCursor, catalog: ChoiceCatalog) {
        guard let option = cursor.highlightedOption(of: catalog.ids.count) else { return }
        let field = schema.fields[index]
        let text = state.storedFields[index].rows.first?.text ?? ""
        if field.allowsMultiple {
            var positions = catalog.positions(ofSelection: text)
            if let found = positions.firstIndex(of: option) {
                positions.remove(at: found)
            } else {
                positions.append(option)
                positions.sort()
            }
            setSelection(&state, field: index, ChoiceSelection.text(positions.map { catalog.ids[$0] }))
        } else {
            select(&state, field: index, option: option, catalog: catalog, clearing: field.type.isOptional)
        }
    }

    /// Selects `option` of a single choice; with `clearing`, selecting the
    /// option already selected clears the selection instead.
    private func select(_ state: inout FormState, field index: Int, option: Int, catalog: ChoiceCatalog, clearing: Bool) {
        let id = catalog.ids[option]
        let current = state.storedFields[index].rows.first?.text ?? ""
        setSelection(&state, field: index, clearing && current == id ? "" : id)
    }

    private func setSelection(_ state: inout FormState, field index: Int, _ text: String) {
        guard state.storedFields[index].rows.first?.text != text else { return }
        state.updateField(index) { $0.rows = [EditingState(text: text)] }
        revalidate(&state)
    }
}
