import FormRuntime

/// Drawing a `choice` field and a section heading (LANGUAGE.md §13).
///
/// Unfocused, a choice's input line shows the selected labels joined by
/// `, `, or the placeholder dimmed. Focused, the input line shows the filter
/// (the caret at its end), or while it is empty the selection (or the
/// placeholder) dimmed with the caret before it; under it come at most
/// ``ChoiceCursor/visibleRows`` option rows:
///
/// ```
///   › (•) France        ← highlighted: `›` in bold, the option in reverse video
///     ( ) Germany
/// ```
///
/// `(•)`/`( )` for a single choice, `[x]`/`[ ]` for `multiple`. A list
/// scrolled past its first or last option says so with a dimmed `↑`/`↓` at
/// the end of its first or last row; a filter that lets nothing through
/// shows one dimmed row saying so. Only the rows shown are built, so
/// drawing costs the same for 5 options or 250.
extension FormView {
    /// The input line and option rows of choice field `index`, and the
    /// caret's character offset in the input line.
    func choiceLines(_ index: Int, field: FieldSchema, state: FieldState, focused: Bool) -> (lines: [StyledLine], caret: Int) {
        let style: TextStyle = state.isEnabled ? .plain : .dim
        let selected = ChoiceSelection.ids(in: state.rows.first?.text ?? "")
        let catalog = choiceCatalogs.indices.contains(index) ? choiceCatalogs[index] : nil
        // Labels looked up by position, so drawing never scans the options.
        let summary = selected.isEmpty ? nil : selected.map { id in
            catalog?.indexByID[id].map { field.options[$0].label } ?? id
        }.joined(separator: ", ")
        var input = StyledLine(Self.inputIndent, style: style)
        guard focused, let catalog else {
            if let summary {
                input.append(summary, style: style)
            } else if let placeholder = field.placeholder {
                input.append(placeholder, style: .dim)
            }
            return ([input], Self.inputIndent.count)
        }
        let cursor = ChoiceCursor.current(stored: state.choice, catalog: catalog, selection: selected)
        if cursor.filter.isEmpty {
            if let shown = summary ?? field.placeholder { input.append(shown, style: .dim) }
        } else {
            input.append(cursor.filter, style: style)
        }
        var lines = [input]
        let count = cursor.matchCount(of: catalog.ids.count)
        if count == 0 {
            lines.append(StyledLine(Self.inputIndent + "  " + schema.text(.noOptionMatches), style: .dim))
        } else {
            let selectedSet = Set(selected)
            let end = min(cursor.top + ChoiceCursor.visibleRows, count)
            let highlighted = min(max(cursor.highlight, 0), count - 1)
            for position in max(cursor.top, 0)..<end {
                let option = cursor.option(at: position)
                let isSelected = selectedSet.contains(catalog.ids[option])
                let marker = field.allowsMultiple ? (isSelected ? "[x]" : "[ ]") : (isSelected ? "(•)" : "( )")
                let text = marker + " " + field.options[option].label
                var line = StyledLine(Self.inputIndent, style: style)
                if position == highlighted {
                    line.append("› ", style: .bold)
                    line.append(text, style: .reverse)
                } else {
                    line.append("  " + text, style: style)
                }
                if position == cursor.top, cursor.top > 0 { line.append("  ↑", style: .dim) }
                if position == end - 1, end < count { line.append("  ↓", style: .dim) }
                lines.append(line)
            }
        }
        return (lines, Self.inputIndent.count + cursor.filter.count)
    }

    /// The heading of the section `field` is in: its title in bold and
    /// underlined, its caption dimmed under it, then a blank line.
    func sectionHeading(_ field: FieldSchema) -> [StyledLine] {
        let sections = schema.sections
        guard let index = field.sectionIndex, sections.indices.contains(index) else { return [] }
        let section = sections[index]
        var lines = [StyledLine(section.title, style: TextStyle(bold: true, underline: true))]
        if let caption = section.caption { lines.append(StyledLine(caption, style: .dim)) }
        lines.append(StyledLine())
        return lines
    }
}
