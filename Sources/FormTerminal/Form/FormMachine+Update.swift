import FormRuntime

/// Every key of LANGUAGE.md §12.
extension FormMachine {
    /// The state after `event`, and what the driver must do. Once the form
    /// is submitted or cancelled, events change nothing.
    ///
    /// The caller keeps `state`, so the new state is a copy of it: a driver
    /// that no longer needs the old state should use `update(&state, event)`,
    /// which changes it in place.
    public func update(_ state: FormState, _ event: KeyEvent) -> (FormState, [FormEffect]) {
        var next = state
        let effects = update(&next, event)
        return (next, effects)
    }

    /// Applies `event` to `state` in place and returns what the driver must
    /// do: the same as `update(state, event)`, without copying the state, so
    /// a keystroke costs the same whatever the number of fields.
    public func update(_ state: inout FormState, _ event: KeyEvent) -> [FormEffect] {
        guard state.outcome == nil else { return [] }
        let focused = state.focus.field
        let effects = applyChoice(event, to: &state) ?? apply(event, to: &state)
        if state.focus.field != focused { forgetChoiceCursor(&state, field: focused) }
        state.sealChanges()
        return effects
    }

    /// Feeds `events` in order, stopping at the first effect.
    public func run(_ state: FormState, _ events: [KeyEvent]) -> (FormState, [FormEffect]) {
        var current = state
        for event in events {
            let effects = update(&current, event)
            if !effects.isEmpty { return (current, effects) }
        }
        return (current, [])
    }

    private func apply(_ event: KeyEvent, to state: inout FormState) -> [FormEffect] {
        switch event {
        case .escape, .ctrl("c"):
            state.outcome = .cancelled
            return [.cancel]
        case .tab, .down:
            if let next = neighbourStop(in: state, forward: true) { move(&state, to: next) }
        case .shiftTab, .up:
            if let previous = neighbourStop(in: state, forward: false) { move(&state, to: previous) }
        case .enter:
            return enter(&state)
        case .left: moveCaret(&state, .left)
        case .right: moveCaret(&state, .right)
        case .home, .ctrl("a"): moveCaret(&state, .home)
        case .end, .ctrl("e"): moveCaret(&state, .end)
        case .backspace:
            backspace(&state)
        case .delete:
            edit(&state) { chain, editing in chain.forwardDelete(editing) }
        case .ctrl("u"):
            if isBoolFocused(state) { break }
            edit(&state) { _, _ in .empty }
        case .ctrl("r"):
            toggleReveal(&state)
        case .character(let character):
            if isBoolFocused(state) {
                if character == " " { toggleBool(&state) }
            } else {
                edit(&state) { chain, editing in chain.insert(String(character), into: editing) }
            }
        case .paste(let text):
            guard !isBoolFocused(state) else { break }
            let cleaned = Self.singleLine(text)
            guard !cleaned.isEmpty else { break }
            edit(&state) { chain, editing in chain.paste(cleaned, into: editing) }
        case .ctrl, .alt, .resize:
            break
        }
        return []
    }

    /// Pasted text as one line: line breaks become spaces (a newline in a
    /// paste never submits), other control characters are dropped.
    static func singleLine(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" || character == "\t" {
                result.append(" ")
            } else if !character.unicodeScalars.contains(where: { TerminalText.isNeutralised($0) }) {
                result.append(character)
            }
        }
        return result
    }

    private func isBoolFocused(_ state: FormState) -> Bool {
        schema.fields.indices.contains(state.focus.field) && schema.fields[state.focus.field].type.base == .bool
    }

    /// Applies an edit to the focused row through its chain and re-validates
    /// when the text changed. A choice's row (its selection) is never edited
    /// as text.
    func edit(_ state: inout FormState, _ change: (FormatterChain, EditingState) -> EditingState) {
        let focus = state.focus
        guard let editing = state.focusedEditing, state.storedFields[focus.field].isFocusable,
              !schema.fields[focus.field].isChoice else { return }
        let updated = change(chains[focus.field], editing)
        guard updated != editing else { return }
        let changesText = updated.text != editing.text
        state.updateField(focus.field) { field in
            field.rows[focus.row] = updated
            if changesText { field.givenValue = nil }
        }
        if changesText { revalidate(&state) }
    }

    private func moveCaret(_ state: inout FormState, _ movement: CaretMovement) {
        guard !isBoolFocused(state) else { return }
        edit(&state) { _, editing in editing.moving(movement) }
    }

    private func toggleBool(_ state: inout FormState) {
        edit(&state) { _, editing in
            let flipped = editing.text == "true" ? "false" : "true"
            return EditingState(text: flipped)
        }
    }

    private func toggleReveal(_ state: inout FormState) {
        let index = state.focus.field
        guard schema.fields.indices.contains(index), schema.fields[index].secure == .toggle else { return }
        state.updateField(index) { $0.isRevealed.toggle() }
    }
}
