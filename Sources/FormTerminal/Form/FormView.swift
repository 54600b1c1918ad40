import FormRuntime

/// The pure view: a form state drawn as a ``Frame``, the terminal's cursor
/// at the caret. Each field is a label line, its input line (one per row of
/// a list; a focused choice adds its option rows), and a message row that
/// always exists (the raised message in red, else the caption dimmed, else
/// blank) so the layout never jumps. A hidden field draws nothing; the first
/// visible field of a section draws the section's heading above its label.
///
/// Columns are never computed here: the frame's cursor counts characters,
/// and the screen layout measures them with `DisplayWidth.of` and
/// sanitises every piece of spec and user text before it is drawn.
///
/// The view draws a state's ``FormDisplay``, whatever the session's form
/// type: one piece of code, not specialized per model.
public struct FormView: Sendable {
    /// The form drawn, as shown (its texts in the machine's language).
    public let schema: FormSchema
    /// The locale placeholders are shown in.
    public let locale: LocaleRules
    /// Each `choice` field's options prepared for filtering (nil for the
    /// other fields), in schema order: the machine's.
    let choiceCatalogs: [ChoiceCatalog?]
    /// Painted row counts of each field as last drawn, so that a keystroke
    /// lays out only the fields that changed (see ``screen(_:width:height:)``).
    let rowCache = FormRowCache()

    /// A view of the forms `machine` runs.
    public init<Form>(machine: FormMachine<Form>) {
        self.schema = machine.schema
        self.locale = machine.locale
        self.choiceCatalogs = machine.choiceCatalogs
    }

    /// A frame and, for each field, the range of frame lines it occupies.
    public struct Drawing: Sendable, Equatable {
        /// The lines and the caret.
        public var frame: Frame
        /// For each field, its lines from its section heading or label to its
        /// message row (the blank separator excluded); empty for a hidden field.
        public var fieldLines: [Range<Int>]
    }

    /// The text in front of an input line.
    static let inputIndent = "  "
    /// The text in front of each row of a list.
    static let rowPrefix = "  - "

    /// Draws `state`: every field, whatever is visible.
    public func draw<Form>(_ state: FormState<Form>) -> Drawing {
        draw(state.display)
    }

    /// Draws `state`: every field, whatever is visible.
    public func draw(_ state: FormDisplay) -> Drawing {
        var lines: [StyledLine] = headerLines()
        var cursor: CursorPosition?
        var fieldLines: [Range<Int>] = []
        for index in 0..<drawnFieldCount(state) {
            let first = lines.count
            let block = fieldBlock(index, state: state)
            if let caret = block.cursor { cursor = CursorPosition(line: first + caret.line, character: caret.character) }
            lines.append(contentsOf: block.lines)
            fieldLines.append(first..<max(first, lines.count - 1))
        }
        lines.append(contentsOf: footerLines())
        return Drawing(frame: Frame(lines: lines, cursor: cursor), fieldLines: fieldLines)
    }

    /// How many fields are drawn: the schema's fields that `state` has.
    func drawnFieldCount(_ state: FormDisplay) -> Int {
        min(schema.fields.count, state.fieldCount)
    }

    /// The title and the blank line under it, if the form has a title.
    func headerLines() -> [StyledLine] {
        guard let title = schema.title else { return [] }
        return [StyledLine(title, style: .bold), StyledLine()]
    }

    /// The submit line and the key hint.
    func footerLines() -> [StyledLine] {
        [
            StyledLine(Self.inputIndent + "[ " + schema.submitLabel + " ]", style: .bold),
            StyledLine(
                Self.inputIndent + schema.text(.keyHints),
                style: .dim, overflow: .truncate
            ),
        ]
    }

    /// Whether field `index` is drawn focused (its label marked, the caret in it).
    func isFocused(_ index: Int, state: FormDisplay) -> Bool {
        !state.isFinished && state.focus.field == index && state.field(index).isFocusable
    }

    /// The lines of field `index` (its section's heading when it heads one,
    /// label, one input line per row or a choice's input line and options,
    /// message row, then the blank separator; nothing when hidden) and the
    /// caret relative to them. Depends only on the field's own state and
    /// whether it is focused.
    func fieldBlock(_ index: Int, state: FormDisplay) -> (lines: [StyledLine], cursor: CursorPosition?) {
        let field = schema.fields[index]
        let fieldState = state.field(index)
        guard fieldState.isVisible else { return ([], nil) }
        let focused = isFocused(index, state: state)
        var lines: [StyledLine] = fieldState.headsSection ? sectionHeading(field) : []
        lines.reserveCapacity(lines.count + fieldState.rows.count + 3)
        var cursor: CursorPosition?
        lines.append(labelLine(field, focused: focused, enabled: fieldState.isEnabled))
        if field.isChoice, field.kind == .field {
            let drawn = choiceLines(index, field: field, state: fieldState, focused: focused)
            if focused { cursor = CursorPosition(line: lines.count, character: drawn.caret) }
            lines.append(contentsOf: drawn.lines)
            lines.append(messageLine(field, state: fieldState))
            lines.append(StyledLine())
            return (lines, cursor)
        }
        for (row, editing) in fieldState.rows.enumerated() {
            let drawn = inputLine(field, state: fieldState, editing: editing, isListRow: field.kind == .list)
            if focused, state.focus.row == row {
                cursor = CursorPosition(line: lines.count, character: drawn.caret)
            }
            lines.append(drawn.line)
        }
        lines.append(messageLine(field, state: fieldState))
        lines.append(StyledLine())
        return (lines, cursor)
    }

    private func labelLine(_ field: FieldSchema, focused: Bool, enabled: Bool) -> StyledLine {
        let label = field.label ?? field.name
        if focused { return StyledLine([.init("› ", style: .bold), .init(label, style: .bold)]) }
        return StyledLine("  " + label, style: enabled ? .plain : .dim)
    }

    private func messageLine(_ field: FieldSchema, state: FieldState) -> StyledLine {
        if let message = state.message { return StyledLine(Self.inputIndent + message, style: .red) }
        if let caption = field.caption { return StyledLine(Self.inputIndent + caption, style: .dim) }
        return StyledLine()
    }

    /// One input line and the caret's character offset in it.
    private func inputLine(_ field: FieldSchema, state: FieldState, editing: EditingState, isListRow: Bool) -> (line: StyledLine, caret: Int) {
        let prefix = isListRow ? Self.rowPrefix : Self.inputIndent
        let style: TextStyle = state.isEnabled ? .plain : .dim
        var line = StyledLine(prefix, style: style)
        if field.type.base == .bool {
            line.append(editing.text == "true" ? "[x]" : "[ ]", style: style)
            return (line, prefix.count + 1)
        }
        let caret = prefix.count + min(max(editing.caret, 0), editing.text.count)
        if editing.text.isEmpty {
            if let placeholder = schema.shownPlaceholder(of: field, locale: locale) { line.append(placeholder, style: .dim) }
        } else if field.secure != .none, !state.isRevealed {
            line.append(String(repeating: "•", count: editing.text.count), style: style)
        } else {
            line.append(editing.text, style: style)
        }
        if field.secure == .toggle {
            line.append("  " + schema.text(state.isRevealed ? .hide : .show), style: .dim)
        }
        return (line, caret)
    }
}
