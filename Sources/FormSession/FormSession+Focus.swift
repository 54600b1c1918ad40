import FormRuntime

/// Focus (LANGUAGE.md §12): each row of a list and each plain field is one
/// stop, in spec order; hidden and disabled fields have none. Leaving a row
/// commits it (`trim`, a lone minus cleared, …); leaving a field marks it
/// blurred, so its blur conditions show from then on.
extension FormSession {
    /// The visible, enabled fields in spec order: where focus can go.
    public var focusOrder: [Form.Field] {
        order.filter { field in index(field).map { fields[$0].isFocusable } ?? false }
    }

    /// Moves focus to row `row` of `field` (the caret to the end of its
    /// text), committing the row left and blurring the field left. A hidden
    /// or disabled field, or a row that does not exist, is not focused:
    /// returns false.
    @discardableResult
    public mutating func focus(_ field: Form.Field, row: Int = 0) -> Bool {
        guard let index = index(field), fields[index].isFocusable, fields[index].rows.indices.contains(row) else { return false }
        let target = SessionFocus(field: field, row: row)
        guard focused != target else { return true }
        leaveFocus(to: field)
        focused = target
        fields[index].rows[row].caret = fields[index].rows[row].text.count
        revalidate()
        return true
    }

    /// Takes focus away from every field (the binding's last text field
    /// resigned): commits and blurs the focused field.
    public mutating func blur() {
        guard focused != nil else { return }
        leaveFocus(to: nil)
        focused = nil
        revalidate()
    }

    /// Focus on the next stop (the next row of a list, else the next
    /// focusable field); false at the end.
    @discardableResult
    public mutating func focusNext() -> Bool {
        guard let next = neighbour(forward: true) else { return false }
        return focus(next.field, row: next.row)
    }

    /// Focus on the previous stop; false at the start.
    @discardableResult
    public mutating func focusPrevious() -> Bool {
        guard let previous = neighbour(forward: false) else { return false }
        return focus(previous.field, row: previous.row)
    }

    /// The stop after (or before) the focused one, or nil.
    func neighbour(forward: Bool) -> SessionFocus<Form.Field>? {
        let stops = focusOrder.flatMap { field in
            (0..<(index(field).map { fields[$0].rows.count } ?? 1)).map { SessionFocus(field: field, row: $0) }
        }
        guard let focused else { return forward ? stops.first : stops.last }
        if let position = stops.firstIndex(of: focused) {
            let target = forward ? position + 1 : position - 1
            return stops.indices.contains(target) ? stops[target] : nil
        }
        // The focused field was hidden or disabled meanwhile: the nearest stop in spec order.
        let start = index(focused.field) ?? 0
        let candidates = stops.filter { stop in
            let at = index(stop.field) ?? 0
            return forward ? at > start : at < start
        }
        return forward ? candidates.first : candidates.last
    }

    /// The first stop of the next focusable field after the focused one.
    func nextField() -> Form.Field? {
        guard let focused, let start = index(focused.field) else { return focusOrder.first }
        return focusOrder.first { (index($0) ?? 0) > start }
    }

    /// Commits the focused row and blurs the focused field when focus goes
    /// to another field (`target`).
    mutating func leaveFocus(to target: Form.Field?) {
        guard let focused, let index = index(focused.field) else { return }
        commitRow(index, focused.row)
        if focused.field != target, !fields[index].hasBlurred {
            fields[index].hasBlurred = true
        }
    }

    /// Commit normalisation of one row through its chain.
    mutating func commitRow(_ index: Int, _ row: Int) {
        let field = schema.fields[index]
        guard fields[index].rows.indices.contains(row), field.type.base != .bool, !field.isChoice else { return }
        let current = fields[index].rows[row]
        let committed = chains[index].chain.commit(current)
        guard committed != current else { return }
        fields[index].rows[row] = committed
        if committed.text != current.text { fieldChanged(index) }
    }

    /// Keeps focus on a focusable field after visibility or enabled states
    /// changed: the next stop, else the previous, else none.
    mutating func repairFocus() {
        guard focusIndex >= 0 else { return }
        let index = focusIndex
        guard !fields[index].isFocusable || !fields[index].rows.indices.contains(focusRow) else { return }
        if fields[index].isFocusable, let last = fields[index].rows.indices.last {
            focusRow = last
            return
        }
        self.focused = neighbour(forward: true) ?? neighbour(forward: false)
    }
}
