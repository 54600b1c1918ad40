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
        move(to: fields.neighbourStop(of: focusedStop, forward: true))
    }

    /// Focus on the previous stop; false at the start.
    @discardableResult
    public mutating func focusPrevious() -> Bool {
        move(to: fields.neighbourStop(of: focusedStop, forward: false))
    }

    /// Focuses `stop` (a schema index and row); false when there is none.
    mutating func move(to stop: SessionFocus<Int>?) -> Bool {
        guard let stop, let field = typedFields[stop.field] else { return false }
        return focus(field, row: stop.row)
    }

    /// The focus as a schema index and row, or nil.
    var focusedStop: SessionFocus<Int>? {
        focusIndex >= 0 ? SessionFocus(field: focusIndex, row: focusRow) : nil
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
        // A field holding a value it cannot show keeps the text it shows.
        guard fields[index].rows.indices.contains(row), field.type.base != .bool, !field.isChoice,
              !holds(index) else { return }
        let current = fields[index].rows[row]
        let committed = chains[index].chain.commit(current)
        guard committed != current else { return }
        fields[index].rows[row] = committed
        if committed.text != current.text || current.composing != nil { fieldChanged(index) }
    }

    /// Keeps focus on a focusable field after visibility or enabled states
    /// changed (``FocusStops/repairedStop(_:)``): the same field's last row
    /// when its row is gone, else the next stop, else the previous, else none.
    mutating func repairFocus() {
        guard let stop = focusedStop, !fields.isStop(stop) else { return }
        let repaired = fields.repairedStop(stop)
        focusIndex = repaired?.field ?? -1
        focusRow = repaired?.row ?? 0
    }
}
