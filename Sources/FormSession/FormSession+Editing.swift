import FormRuntime

/// Text edits as platform text views report them (LANGUAGE.md §18): a
/// UTF-16 range and a replacement string, through the field's chain,
/// answering the display text and the caret as a UTF-16 offset.
extension FormSession {
    /// What `field` shows: the display text of a text-like field (the
    /// focused row of a list, else its first row) including marked text; a
    /// choice's selected labels joined by `, `; `true`/`false` for a `bool`.
    public func text(_ field: Form.Field) -> String {
        guard let index = index(field) else { return "" }
        let schemaField = schema.fields[index]
        if schemaField.isChoice { return ChoiceFilter.labels(of: fields[index].selection, in: schemaField.options) ?? "" }
        if schemaField.type.base == .bool { return fields[index].flag ? "true" : "false" }
        return editing(index, row: row(of: field)).text
    }

    /// The caret of `field` (its focused row in a list), in UTF-16 code
    /// units of ``text(_:)``.
    public func caret(_ field: Form.Field) -> Int {
        guard let index = index(field) else { return 0 }
        return editing(index, row: row(of: field)).utf16Caret
    }

    /// The text of row `row` of a list (or of a plain field, row 0).
    public func text(_ field: Form.Field, row: Int) -> String {
        guard let index = index(field) else { return "" }
        return editing(index, row: row).text
    }

    /// The marked (composing) range of `field`, in UTF-16 code units, or nil.
    public func markedRange(_ field: Form.Field) -> Range<Int>? {
        guard let index = index(field) else { return nil }
        return editing(index, row: row(of: field)).utf16Composing
    }

    /// Replaces UTF-16 range `range` of `field`'s text with `replacement`
    /// through its chain: typing, paste, deletion, autocorrect. Focus moves
    /// to the field first. While composing, only the marked text changes,
    /// unformatted. A hidden or disabled field is not edited. One typed
    /// character equal to the device's decimal separator is a `decimal`
    /// field's own separator (LANGUAGE.md §21,
    /// ``FormatterChain/readingKeystroke(_:deviceSeparator:)``).
    ///
    /// The replacement is taken as a paste (``FormatterChain/paste(_:to:)``):
    /// made one line, and a complete ISO date placed as the field's date. A
    /// date the field cannot show (outside a `YY` field's two-digit-year
    /// window) is kept in the model and the field says "Enter a valid date"
    /// (LANGUAGE.md §21); a list row refuses it.
    @discardableResult
    public mutating func replace(_ field: Form.Field, utf16 range: Range<Int>, with replacement: String) -> FieldEdit {
        replace(field, inRow: nil, utf16: range, with: replacement)
    }

    /// ``replace(_:utf16:with:)`` on row `row` of a list.
    @discardableResult
    public mutating func replace(_ field: Form.Field, row: Int, utf16 range: Range<Int>, with replacement: String) -> FieldEdit {
        replace(field, inRow: row, utf16: range, with: replacement)
    }

    /// Both ``replace(_:utf16:with:)`` and ``replace(_:row:utf16:with:)``:
    /// on row `row`, or the focused row when nil.
    private mutating func replace(_ field: Form.Field, inRow row: Int?, utf16 range: Range<Int>, with replacement: String) -> FieldEdit {
        if replacement.utf8.count >= 7, let index = index(field) {
            let target = row ?? self.row(ofIndex: index)
            if let date = unshowableDate(replacement, index, row: target) {
                return hold(date, pastedInto: index, row: target) { state, chain in
                    state.replacing(utf16: range, with: replacement, through: chain)
                }
            }
        }
        let device = deviceDecimalSeparator
        return edit(field, row: row) { state, chain in
            // Asked of the chain's stored flag first: a field that takes no
            // fraction reads the keystroke as it is, with no call.
            let typed = if let device, chain.takesFraction {
                chain.readingKeystroke(replacement, deviceSeparator: device)
            } else {
                replacement
            }
            return state.replacing(utf16: range, with: typed, through: chain)
        }
    }

    /// A paste (`change`) into row `row` of field `index` of a date its
    /// pattern cannot show (``unshowableDate(_:_:row:)``): a plain field
    /// shows what its chain makes of it and holds `date`
    /// (``hold(_:rows:inField:)``); a list row is left as it is.
    mutating func hold(
        _ date: FieldValue, pastedInto index: Int, row: Int, _ change: (EditingState, FormatterChain) -> EditingState
    ) -> FieldEdit {
        guard !traits[index].isList, fields[index].isFocusable else { return fieldEdit(index, editing(index, row: row)) }
        let result = edit(index, row: row, change)
        hold(date, inField: index)
        return result
    }

    /// The date `text` names when it is a complete ISO date (a paste) that
    /// date or month field `index` cannot show as that date, its row `row`
    /// not composing; nil otherwise (at once for any other field, and for
    /// text too short to be one).
    func unshowableDate(_ text: String, _ index: Int, row: Int) -> FieldValue? {
        let type = traits[index].type
        guard type.base == .date || type.base == .month, text.utf8.count >= 7,
              editing(index, row: row).composing == nil else { return nil }
        let chain = chains[index].chain
        guard let iso = chain.isoDate(SingleLineText.cleaned(text)) else { return nil }
        let date = FieldValue(year: iso.year, month: iso.month, day: iso.day, type: type.base)
        let display = iso.pattern.display(year: iso.year, month: iso.month, day: iso.day)
        guard date != .none, chain.value(of: display, type: type, today: today) != date else { return nil }
        return date
    }

    /// Sets the input method's marked text (composing, such as pinyin) over
    /// UTF-16 range `range` (the current marked text while composing, else
    /// the selection). It is shown as given, never formatted nor cut by
    /// `limit`, until ``commitMarkedText(_:_:)``; empty `marked` cancels the
    /// composition.
    @discardableResult
    public mutating func setMarkedText(_ field: Form.Field, utf16 range: Range<Int>, marked: String) -> FieldEdit {
        edit(field, row: nil) { state, chain in state.settingMarkedText(marked, utf16: range, through: chain) }
    }

    /// Commits the composition as `text`: the marked text is replaced by
    /// `text`, which goes through the chain as one insertion (where `limit`
    /// applies). Without a composition, `text` is inserted at the caret.
    @discardableResult
    public mutating func commitMarkedText(_ field: Form.Field, _ text: String) -> FieldEdit {
        edit(field, row: nil) { state, chain in chain.commitMarkedText(text, in: state) }
    }

    /// Commits the marked text as it stands (`unmarkText`).
    @discardableResult
    public mutating func unmarkText(_ field: Form.Field) -> FieldEdit {
        edit(field, row: nil) { state, chain in
            guard let marked = state.markedText else { return state }
            return chain.commitMarkedText(marked, in: state)
        }
    }

    /// Moves the caret of `field` to UTF-16 offset `offset` (the user
    /// tapped elsewhere in the text).
    @discardableResult
    public mutating func placeCaret(_ field: Form.Field, utf16 offset: Int) -> FieldEdit {
        edit(field, row: nil) { state, _ in state.placingCaret(utf16: offset) }
    }

    /// Empties `field` (Ctrl-U; a clear button).
    @discardableResult
    public mutating func clear(_ field: Form.Field) -> FieldEdit {
        edit(field, row: nil) { _, _ in .empty }
    }

    /// Backspace with nothing selected: on an empty list row, removes the
    /// row (keeping at least `min`, and at least one) and focuses the end of
    /// the row above (LANGUAGE.md §12); otherwise deletes the character
    /// before the caret through the chain.
    @discardableResult
    public mutating func deleteBackward(_ field: Form.Field) -> FieldEdit {
        guard let index = index(field) else { return FieldEdit(text: "", caret: 0) }
        return deleteBackward(index, row: row(ofIndex: index))
    }

    /// ``deleteBackward(_:)`` on row `row` of the field at schema index `index`.
    mutating func deleteBackward(_ index: Int, row: Int) -> FieldEdit {
        if traits[index].isList, editing(index, row: row).text.isEmpty, fields[index].isFocusable {
            guard removeRow(index, row) else { return fieldEdit(index, editing(index, row: row)) }
            let above = max(row - 1, 0)
            focusIndex = index
            focusRow = above
            fields[index].rows[above].caret = fields[index].rows[above].text.count
            fieldChanged(index)
            return fieldEdit(index, editing(index, row: above))
        }
        return edit(index, row: row) { state, chain in chain.backspace(state) }
    }

    /// The row of `field` edits and reads go to: the focused row when focus
    /// is on the field, else row 0.
    func row(of field: Form.Field) -> Int {
        index(field).map(row(ofIndex:)) ?? 0
    }

    /// ``row(of:)`` by schema index.
    func row(ofIndex index: Int) -> Int {
        focusIndex == index ? focusRow : 0
    }

    /// What a binding shows of `state`, row of field `index`: its text and
    /// UTF-16 caret, marked secret for a secure field (LANGUAGE.md §21).
    func fieldEdit(_ index: Int, _ state: EditingState) -> FieldEdit {
        var edit = state.fieldEdit
        edit.isSecret = traits[index].isSecure
        return edit
    }

    /// Row `row` of field `index`, or an empty state.
    func editing(_ index: Int, row: Int) -> EditingState {
        fields[index].rows.indices.contains(row) ? fields[index].rows[row] : .empty
    }

    /// Applies `change` to a row of a text-like field (the given row, else
    /// the focused one), focusing it first; re-reads the model when the text
    /// changed.
    @inline(__always)
    mutating func edit(_ field: Form.Field, row: Int?, _ change: (EditingState, FormatterChain) -> EditingState) -> FieldEdit {
        guard let index = index(field) else { return FieldEdit(text: "", caret: 0) }
        let (edit, changesText) = applyEdit(index, row: row ?? self.row(ofIndex: index), change)
        if changesText { fieldChanged(index, field) }
        return edit
    }

    /// ``edit(_:row:_:)`` on row `target` of the field at schema index `index`.
    mutating func edit(_ index: Int, row target: Int, _ change: (EditingState, FormatterChain) -> EditingState) -> FieldEdit {
        let (edit, changesText) = applyEdit(index, row: target, change)
        if changesText { fieldChanged(index) }
        return edit
    }

    /// Applies `change` to row `target` of field `index` when it can be
    /// edited, focusing it first: what the row now holds, and whether its
    /// text changed (the caller then re-reads the model: with the field's
    /// case in hand when it has it, so a keystroke looks nothing up).
    @inline(__always)
    private mutating func applyEdit(
        _ index: Int, row target: Int, _ change: (EditingState, FormatterChain) -> EditingState
    ) -> (FieldEdit, Bool) {
        guard fields[index].isFocusable, traits[index].isTextLike,
              fields[index].rows.indices.contains(target) else { return (fieldEdit(index, editing(index, row: target)), false) }
        if focusIndex != index || focusRow != target { _ = move(to: SessionFocus(field: index, row: target)) }
        let before = fields[index].rows[target]
        let after = chains[index].edit(before, change)
        // The value can change with the text, or when a composition ends with
        // the same text (the marked text committed as it stands). The texts
        // are compared once.
        let changesValue = after.text != before.text || after.composing != before.composing
        guard changesValue || after.caret != before.caret else { return (fieldEdit(index, after), false) }
        fields[index].rows[target] = after
        // What the row now holds: nothing after the edit changes rows.
        return (fieldEdit(index, after), changesValue)
    }
}
