import FormRuntime

/// The boundary between platform text views, which count UTF-16 code units,
/// and the runtime's editing model, which counts characters: every edit the
/// session takes goes through here to the field's ``FormatterChain``.
extension EditingState {
    /// The caret as a UTF-16 offset of ``text``.
    public var utf16Caret: Int {
        TextOffsets.utf16Offset(ofCharacterOffset: caret, in: text)
    }

    /// The marked (composing) range as UTF-16 offsets, or nil.
    public var utf16Composing: Range<Int>? {
        composing.map { TextOffsets.utf16Range(ofCharacterRange: $0, in: text) }
    }

    /// What a binding shows: the text and the UTF-16 caret.
    public var fieldEdit: FieldEdit { FieldEdit(text: text, caret: utf16Caret) }

    /// The state after replacing UTF-16 range `range` with `replacement`
    /// through `chain`, as a paste (``FormatterChain/paste(_:to:)``): a range
    /// touching part of a character widens to the whole character, an empty
    /// one inside a character inserts before it (LANGUAGE.md §21); the
    /// replacement is made one line (line breaks and tabs become spaces,
    /// other control characters are dropped, as the terminal does); a
    /// complete ISO date (`2026-11-23`; `2026-11` for a month) in a `date`
    /// or `month` field replaces the text with that date, as the terminal's
    /// paste and line mode's answers place it: no keystroke is ten
    /// characters, so it is a paste or an autofill (docs/SESSION.md). While
    /// composing, an edit inside the marked text changes it only; an edit
    /// outside commits it as it stands first.
    public func replacing(utf16 range: Range<Int>, with replacement: String, through chain: FormatterChain) -> EditingState {
        chain.paste(TextEdit(utf16Range: range, replacement: replacement, in: text), to: self)
    }

    /// This state with the caret at UTF-16 offset `offset` (rounded down to
    /// a character boundary; kept within the marked text while composing).
    public func placingCaret(utf16 offset: Int) -> EditingState {
        var result = self
        let target = TextOffsets.characterOffset(ofUTF16Offset: offset, in: text)
        let bounds = composing ?? 0..<text.count
        result.caret = min(max(target, bounds.lowerBound), bounds.upperBound)
        return result
    }

    /// The state after the input method sets `marked` as the marked text.
    /// While composing it replaces the marked text; otherwise it replaces
    /// UTF-16 range `range` (the selection, deleted through `chain` first)
    /// and starts composing there. The marked text is never formatted nor
    /// cut (by `limit` or anything else) until it is committed; empty
    /// `marked` ends the composition without inserting anything.
    public func settingMarkedText(_ marked: String, utf16 range: Range<Int>, through chain: FormatterChain) -> EditingState {
        var base = self
        if composing == nil {
            let characters = TextOffsets.characterRange(ofUTF16Range: range, in: text)
            if !characters.isEmpty {
                base = chain.apply(TextEdit(range: characters, replacement: ""), to: EditingState(text: text, caret: characters.upperBound))
            } else {
                base.caret = characters.lowerBound
            }
        }
        return chain.setMarkedText(marked, in: base)
    }
}
