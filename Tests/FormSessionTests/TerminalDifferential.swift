import FormRuntime
import FormSession
import FormTerminal
import Testing

/// One form driven by keys through the terminal's state machine and, key by
/// key, by the equivalent intents through a ``FormSession`` (issue #21 item
/// 4): after every key both must show the same thing.
///
/// The driver plays the renderer a session would have: it turns a key into
/// what a text view or a picker reports (`replace` at the caret,
/// `deleteBackward`, `placeCaret`, `select`, `returnKey`, …). A choice's
/// highlight is the terminal's own (a renderer's list cursor, not session
/// state), so Space and Enter on a choice select the option the terminal
/// highlights before the key.
struct TerminalDifferential<F: GeneratedForm> {
    let machine: FormMachine<F>
    var state: FormState<F>
    var session: FormSession<F>
    /// Whether the terminal submitted (it then ignores every key).
    var submitted = false
    /// The model both submitted, once they did.
    var model: F?

    /// Both engines on a blank form, or editing `record`.
    /// Both engines on a blank form, or editing `record`, showing their
    /// texts in UI language `language` (nil: the spec's).
    init(locale: LocaleRules, language: String? = nil, today: FormDate, record: F? = nil) {
        // As `fillInTerminal` does: a form's own `locale` wins.
        let generated = FormMachine.generated(F.self, locale: F.schema.resolvedLocale(override: locale, environment: [:]))
        machine = language.map { generated.translated(to: $0) } ?? generated
        state = machine.initialState(record, today: today)
        if let record {
            session = FormSession(editing: record, locale: locale, language: language, today: today)
        } else {
            session = FormSession(locale: locale, language: language, today: today)
        }
    }

    /// The field the session focuses (where its intents go; a difference
    /// from the terminal's focus is reported after the key before), and
    /// its schema index.
    var focusedField: (index: Int, field: F.Field)? {
        guard let focused = session.focused, let index = F.schema.fields.firstIndex(where: { $0.name == focused.field.rawValue }) else {
            return nil
        }
        return (index, focused.field)
    }

    /// Applies `key` to both; a description of the first difference after
    /// it, or nil when they agree.
    mutating func press(_ key: KeyEvent) -> String? {
        let terminalBefore = state
        let effects = machine.update(&state, key)
        let sessionOutcome = apply(key, before: terminalBefore)
        if let difference = compare() { return difference }
        switch (effects.first, sessionOutcome) {
        case (.submit(let terminal)?, .submitted(.success(let model))?):
            submitted = true
            self.model = model
            return terminal == model ? nil : "submitted models differ:\n  terminal \(terminal)\n  session  \(model)"
        case (nil, .submitted(.failure)?), (nil, nil), (nil, .addedRow?), (nil, .moved?):
            return nil
        default:
            return "the terminal gave \(effects), the session \(String(describing: sessionOutcome))"
        }
    }

    // MARK: - Keys as session intents

    /// The session intents of `key`, pressed on the terminal in state
    /// `before`; Return's outcome when the key was Return.
    private mutating func apply(_ key: KeyEvent, before: FormState<F>) -> FormSession<F>.ReturnOutcome? {
        guard !submitted, let (index, field) = focusedField else { return nil }
        let schemaField = F.schema.fields[index]
        defer { forgetFilterOnBlur(of: field) }
        if schemaField.isChoice { return applyChoice(key, field, index, before: before) }
        switch key {
        case .tab, .down: session.focusNext()
        case .shiftTab, .up: session.focusPrevious()
        case .enter: return session.returnKey()
        case .ctrl("r"): session.toggleReveal(field)
        default:
            if schemaField.type.base == .bool {
                if key == .character(" ") { session.set(field, session.text(field) != "true") }
            } else {
                applyText(key, field)
            }
        }
        return nil
    }

    /// A key on a text-like field or list row, as a text view reports it.
    private mutating func applyText(_ key: KeyEvent, _ field: F.Field) {
        let text = session.text(field)
        let caret = session.caret(field)
        let characters = TextOffsets.characterOffset(ofUTF16Offset: caret, in: text)
        func utf16(_ offset: Int) -> Int {
            TextOffsets.utf16Offset(ofCharacterOffset: min(max(offset, 0), text.count), in: text)
        }
        switch key {
        case .character(let character): session.replace(field, utf16: caret..<caret, with: String(character))
        case .paste(let pasted): session.replace(field, utf16: caret..<caret, with: pasted)
        case .backspace: session.deleteBackward(field)
        case .delete: session.replace(field, utf16: caret..<utf16(characters + 1), with: "")
        case .left: session.placeCaret(field, utf16: utf16(characters - 1))
        case .right: session.placeCaret(field, utf16: utf16(characters + 1))
        case .home, .ctrl("a"): session.placeCaret(field, utf16: 0)
        case .end, .ctrl("e"): session.placeCaret(field, utf16: text.utf16.count)
        case .ctrl("u"): session.clear(field)
        default: break
        }
    }

    /// A key on a focused choice: typed text filters, Space selects or
    /// toggles the highlighted option, Return selects it (single) and moves
    /// on, Up/Down past either end of the list move focus.
    private mutating func applyChoice(_ key: KeyEvent, _ field: F.Field, _ index: Int, before: FormState<F>) -> FormSession<F>.ReturnOutcome? {
        let schemaField = F.schema.fields[index]
        let options = schemaField.options
        let cursor = before.fields[index].choice ?? ChoiceCursor(highlight: options.firstIndex { session.selection(field).first == $0.id } ?? 0)
        let highlighted = cursor.highlightedOption(of: options.count).map { options[$0].id }
        let filter = session.filter(field)
        switch key {
        case .tab: session.focusNext()
        case .shiftTab: session.focusPrevious()
        case .up, .down:
            let target = cursor.highlight + (key == .up ? -1 : 1)
            if target < 0 { session.focusPrevious() }
            if target >= cursor.matchCount(of: options.count) { session.focusNext() }
        case .character(" "):
            guard let highlighted else { break }
            if schemaField.allowsMultiple {
                session.toggle(field, id: highlighted)
            } else if schemaField.type.isOptional, session.selection(field) == [highlighted] {
                session.clearSelection(field)
            } else {
                session.select(field, id: highlighted)
            }
        case .character(let character): session.setFilter(field, filter + String(character))
        case .paste(let pasted): session.setFilter(field, filter + pasted)
        case .backspace: session.setFilter(field, String(filter.dropLast()))
        case .ctrl("u"): session.setFilter(field, "")
        case .enter:
            if !schemaField.allowsMultiple, let highlighted { session.select(field, id: highlighted) }
            return session.returnKey()
        default: break
        }
        return nil
    }

    /// The terminal forgets a choice's filter when focus leaves it (its
    /// list cursor is the renderer's); a renderer of the session does the same.
    private mutating func forgetFilterOnBlur(of field: F.Field) {
        if session.focused?.field != field, !session.filter(field).isEmpty { session.setFilter(field, "") }
    }

    // MARK: - Comparing

    /// The first difference between what the terminal and the session
    /// show, or nil.
    func compare() -> String? {
        let name = F.schema.name
        if F(fieldValues: machine.values(of: state)) != session.model {
            return "\(name) models differ:\n  terminal \(F(fieldValues: machine.values(of: state)))\n  session  \(session.model)"
        }
        let terminalFocus = "\(F.schema.fields[state.focus.field].name)[\(state.focus.row)]"
        let sessionFocus = session.focused.map { "\($0.field.rawValue)[\($0.row)]" } ?? "nothing"
        if !submitted, terminalFocus != sessionFocus { return "focus: terminal \(terminalFocus), session \(sessionFocus)" }
        if state.hasAttemptedSubmit != session.hasAttemptedSubmit { return "submit attempted: terminal \(state.hasAttemptedSubmit)" }
        for (index, schemaField) in F.schema.fields.enumerated() {
            guard let field = F.Field(rawValue: schemaField.name) else { continue }
            if let difference = compare(field, schemaField, state.fields[index], focusedHere: state.focus.field == index) {
                return "\(name).\(schemaField.name): \(difference)"
            }
        }
        return nil
    }

    private func compare(_ field: F.Field, _ schemaField: FieldSchema, _ terminal: FieldState, focusedHere: Bool) -> String? {
        func differ<T: Equatable>(_ what: String, _ lhs: T, _ rhs: T) -> String? {
            lhs == rhs ? nil : "\(what): terminal \(lhs), session \(rhs)"
        }
        if let difference = differ("visible", terminal.isVisible, session.isVisible(field))
            ?? differ("enabled", terminal.isEnabled, session.isEnabled(field))
            ?? differ("message", terminal.isVisible ? terminal.message : nil, session.messages(field).first)
            ?? differ("revealed", terminal.isRevealed, session.isRevealed(field)) {
            return difference
        }
        if schemaField.isChoice {
            let ids = terminal.rows.first?.text.split(separator: ",").map(String.init) ?? []
            if let difference = differ("selection", ids, session.selection(field)) { return difference }
            // The options the filter lets through, while the terminal lists them.
            guard focusedHere, let cursor = terminal.choice, !submitted else { return nil }
            let shown = (0..<cursor.matchCount(of: schemaField.options.count)).map { schemaField.options[cursor.option(at: $0)].id }
            return differ("filter \(cursor.filter) lets through", shown, session.options(field).map(\.id))
        }
        if schemaField.type.base == .bool { return differ("value", terminal.rows.first?.text ?? "", session.text(field)) }
        if let difference = differ("rows", terminal.rows.count, session.rowCount(field)) { return difference }
        for row in terminal.rows.indices {
            if let difference = differ("text of row \(row)", terminal.rows[row].text, session.text(field, row: row)) { return difference }
        }
        // The caret of the row the session reads: the focused one, else row 0.
        let row = focusedHere ? state.focus.row : 0
        guard terminal.rows.indices.contains(row) else { return nil }
        return differ("caret (UTF-16) of row \(row)", terminal.rows[row].utf16Caret, session.caret(field))
    }
}
