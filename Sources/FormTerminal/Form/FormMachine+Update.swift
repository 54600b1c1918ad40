import FormRuntime
import FormSession

/// Every key of LANGUAGE.md §12, as the session's intents.
extension FormMachine {
    /// The state after `event`, and what the driver must do. Once the form
    /// is submitted or cancelled, events change nothing.
    ///
    /// The caller keeps `state`, so the new state is a copy of it: a driver
    /// that no longer needs the old state should use `update(&state, event)`,
    /// which changes it in place.
    public func update(_ state: FormState<Form>, _ event: KeyEvent) -> (FormState<Form>, [FormEffect<Form>]) {
        var next = state
        let effects = update(&next, event)
        return (next, effects)
    }

    /// Applies `event` to `state` in place and returns what the driver must
    /// do: the same as `update(state, event)`, without copying the state, so
    /// a keystroke costs the same whatever the number of fields.
    public func update(_ state: inout FormState<Form>, _ event: KeyEvent) -> [FormEffect<Form>] {
        guard state.outcome == nil else { return [] }
        let focused = state.focus.field
        let effects = applyChoice(event, to: &state) ?? apply(event, to: &state)
        // The session's focus, not yet the state's (sealing reads it).
        if (state.session.focusStop?.field ?? 0) != focused { forgetChoiceCursor(&state, field: focused) }
        state.sealChanges()
        return effects
    }

    /// Feeds `events` in order, stopping at the first effect.
    public func run(_ state: FormState<Form>, _ events: [KeyEvent]) -> (FormState<Form>, [FormEffect<Form>]) {
        var current = state
        for event in events {
            let effects = update(&current, event)
            if !effects.isEmpty { return (current, effects) }
        }
        return (current, [])
    }

    /// The intent of a key on a text-like field, a list row or a `bool`
    /// (a choice's own keys come first: ``applyChoice(_:to:)``).
    private func apply(_ event: KeyEvent, to state: inout FormState<Form>) -> [FormEffect<Form>] {
        switch event {
        case .escape, .ctrl("c"):
            state.outcome = .cancelled
            return [.cancel]
        case .tab, .down:
            state.session.focusNext()
        case .shiftTab, .up:
            state.session.focusPrevious()
        case .enter:
            return enter(&state)
        case .left: moveCaret(&state, .left)
        case .right: moveCaret(&state, .right)
        case .home, .ctrl("a"): moveCaret(&state, .home)
        case .end, .ctrl("e"): moveCaret(&state, .end)
        case .backspace:
            state.session.deleteBackwardFocused()
        case .delete:
            state.session.editFocused { editing, chain in chain.forwardDelete(editing) }
        case .ctrl("u"):
            state.session.editFocused { _, _ in .empty }
        case .ctrl("r"):
            if let field = state.session.typedField(at: state.focus.field) { state.session.toggleReveal(field) }
        case .character(let character):
            if isBoolFocused(state) {
                if character == " ", let field = state.session.typedField(at: state.focus.field) {
                    state.session.set(field, !state.session.field(at: state.focus.field).flag)
                }
            } else {
                state.session.editFocused { editing, chain in chain.insert(String(character), into: editing) }
            }
        case .paste(let text):
            state.session.pasteFocused(text)
        case .ctrl, .alt, .resize:
            break
        }
        return []
    }

    /// Enter (``FormSession/returnKey()``): in a list, a non-empty row grows
    /// a new row below (up to `max`); otherwise focus moves to the next
    /// field, and Enter on the last field submits.
    private func enter(_ state: inout FormState<Form>) -> [FormEffect<Form>] {
        guard case .submitted(.success(let form)) = state.session.returnKey() else { return [] }
        state.outcome = .submitted(form)
        return [.submit(form)]
    }

    private func isBoolFocused(_ state: FormState<Form>) -> Bool {
        schema.fields.indices.contains(state.focus.field) && schema.fields[state.focus.field].type.base == .bool
    }

    /// Moves the caret of the focused row (never on a `bool` or a choice).
    private func moveCaret(_ state: inout FormState<Form>, _ movement: CaretMovement) {
        state.session.editFocused { editing, _ in editing.moving(movement) }
    }
}
