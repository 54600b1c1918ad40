import FormRuntime
import FormSession

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
    func applyChoice(_ event: KeyEvent, to state: inout FormState<Form>) -> [FormEffect<Form>]? {
        let index = state.focus.field
        guard schema.fields.indices.contains(index), let catalog = choiceCatalogs[index],
              let field = state.session.typedField(at: index) else { return nil }
        let held = state.session.field(at: index)
        guard held.isFocusable else {
            // Nothing to edit on a field focus may not rest on.
            switch event {
            case .character, .paste, .backspace, .delete, .ctrl("u"): return []
            default: return nil
            }
        }
        let schemaField = schema.fields[index]
        let cursor = choiceCursor(
            ofField: index, stored: state.choiceCursor?.field == index ? state.choiceCursor?.cursor : nil, selection: held.selection
        )
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
            guard let option = cursor.highlightedOption(of: catalog.ids.count) else { return [] }
            let id = catalog.ids[option]
            if schemaField.allowsMultiple {
                state.session.toggle(field, id: id)
            } else if schemaField.type.isOptional, held.selection == [id] {
                // Space on the selected option of an optional choice clears it.
                state.session.clearSelection(field)
            } else {
                state.session.select(field, id: id)
            }
            return []
        case .character(let character):
            setFilter(&state, field: index, cursor.filter + String(character), from: cursor, catalog: catalog)
            return []
        case .paste(let text):
            let cleaned = SingleLineText.cleaned(text)
            if !cleaned.isEmpty { setFilter(&state, field: index, cursor.filter + cleaned, from: cursor, catalog: catalog) }
            return []
        case .backspace:
            if !cursor.filter.isEmpty { setFilter(&state, field: index, String(cursor.filter.dropLast()), from: cursor, catalog: catalog) }
            return []
        case .ctrl("u"):
            if !cursor.filter.isEmpty { setFilter(&state, field: index, "", from: cursor, catalog: catalog) }
            return []
        case .enter:
            if !schemaField.allowsMultiple, let option = cursor.highlightedOption(of: catalog.ids.count) {
                state.session.select(field, id: catalog.ids[option])
            }
            return nil
        case .delete, .left, .right, .home, .end, .ctrl("a"), .ctrl("e"), .ctrl("r"):
            return []
        default:
            return nil
        }
    }

    /// The list cursor of choice field `index` holding `selection`: the
    /// `stored` one, or a fresh one highlighting the first selected option.
    func choiceCursor(ofField index: Int, stored: ChoiceCursor?, selection: [String]) -> ChoiceCursor {
        ChoiceCursor.current(stored: stored, catalog: choiceCatalogs.indices.contains(index) ? choiceCatalogs[index] : nil, selection: selection)
    }

    /// Drops the filter and highlight of a choice field focus has left.
    func forgetChoiceCursor(_ state: inout FormState<Form>, field index: Int) {
        guard state.choiceCursor?.field == index else { return }
        state.setChoiceCursor(nil, field: index)
    }

    private func setCursor(_ state: inout FormState<Form>, field index: Int, _ cursor: ChoiceCursor) {
        if let stored = state.choiceCursor, stored.field == index, stored.cursor == cursor { return }
        state.setChoiceCursor(cursor, field: index)
    }

    /// A new filter: the options it lets through, the first highlighted.
    private func setFilter(_ state: inout FormState<Form>, field index: Int, _ filter: String, from cursor: ChoiceCursor, catalog: ChoiceCatalog) {
        // A filter that extends the previous one can only narrow its matches.
        let candidates = !cursor.filter.isEmpty && filter.hasPrefix(cursor.filter) ? cursor.matches : nil
        let matches = catalog.matches(filter, among: candidates)
        setCursor(&state, field: index, ChoiceCursor(filter: filter, matches: matches))
    }
}
