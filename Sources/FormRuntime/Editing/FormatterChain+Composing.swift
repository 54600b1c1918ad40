/// Composition (marked text) from an input method, such as pinyin
/// (LANGUAGE.md §5, §21 "Marked text never reaches the model unformatted").
///
/// While composing, the display includes the marked text at the caret,
/// unformatted and never cut, with the caret after it; edits inside the
/// marked text change it only. A composition ends in one of four ways, and
/// every end that leaves text runs the chain on it as a paste at its
/// position (``paste(_:to:)``):
/// - ``commitMarkedText(_:in:)``: the committed text is pasted;
/// - an edit outside the marked range: the marked text is committed as it
///   stands, then the edit applies (the platform's rule);
/// - the marked text replaced by nothing: cancelled, the text is what it was
///   before the composition;
/// - the marked text merging with the text around it into one character (a
///   combining mark or a joiner at its start, a joiner at its end): it is
///   committed as it stands at once.
extension FormatterChain {
    /// Sets the marked text at the caret (replacing any current marked text).
    /// Empty `marked` text cancels the composition: the text is what it was
    /// before it. Marked text that merges with the text around it into one
    /// character ends the composition: it is pasted through the chain.
    public func setMarkedText(_ marked: String, in state: EditingState) -> EditingState {
        var characters = Array(state.text)
        let range = markedRange(in: state, count: characters.count)
        let markedCharacters = Array(marked)
        characters.replaceSubrange(range, with: markedCharacters)
        let end = range.lowerBound + markedCharacters.count
        if markedCharacters.isEmpty { return Self.state(characters, caret: end, composing: nil) }
        if Self.merges(characters) { return paste(marked, at: range, in: state) }
        return EditingState(text: String(characters), caret: end, composing: range.lowerBound..<end)
    }

    /// Commits the composition as `text`: the marked text is removed and
    /// `text` is pasted through the chain in its place (where `limit`
    /// applies). If the chain rejects it, the field shows what it showed
    /// before the composition. Without a composition (focus already left, or
    /// the composition ended), nothing changes.
    public func commitMarkedText(_ text: String, in state: EditingState) -> EditingState {
        guard state.composing != nil else { return state }
        return paste(text, at: markedRange(in: state, count: state.text.count), in: state)
    }

    /// An edit while composing: inside the marked text it changes the
    /// marked text only, unformatted (ending the composition if the result
    /// merges with the text around it); outside, the marked text is
    /// committed as it stands first and the edit then applies to the
    /// committed text.
    func editMarkedText(_ edit: TextEdit, in state: EditingState) -> EditingState {
        var characters = Array(state.text)
        let composing = markedRange(in: state, count: characters.count)
        let lower = min(max(edit.range.lowerBound, 0), characters.count)
        let upper = min(max(edit.range.upperBound, lower), characters.count)
        guard lower >= composing.lowerBound, upper <= composing.upperBound else {
            return applyAfterCommitting(TextEdit(range: lower..<upper, replacement: edit.replacement), to: state, marked: composing)
        }
        let replacement = Array(edit.replacement)
        if replacement.isEmpty, lower == upper { return state }
        characters.replaceSubrange(lower..<upper, with: replacement)
        let end = composing.upperBound - (upper - lower) + replacement.count
        guard end > composing.lowerBound else { return Self.state(characters, caret: lower, composing: nil) }
        let marked = composing.lowerBound..<end
        if Self.merges(characters) {
            return paste(String(characters[marked]), at: composing, in: state)
        }
        return EditingState(text: String(characters), caret: lower + replacement.count, composing: marked)
    }

    /// `edit`, given on `state`'s text, applied after committing the marked
    /// text at `marked` as it stands: offsets before the marked text count
    /// from the start, offsets after it from the end, and offsets inside it
    /// go to the end of what the commit inserted.
    private func applyAfterCommitting(_ edit: TextEdit, to state: EditingState, marked: Range<Int>) -> EditingState {
        let oldCount = state.text.count
        let markedText = String(Array(state.text)[marked])
        let committed = paste(markedText, at: marked, in: state)
        let newCount = committed.text.count
        func moved(_ offset: Int) -> Int {
            if offset <= marked.lowerBound { return min(offset, newCount) }
            if offset >= marked.upperBound { return max(newCount - (oldCount - offset), 0) }
            return committed.caret
        }
        let lower = moved(edit.range.lowerBound)
        let upper = max(moved(edit.range.upperBound), lower)
        return paste(TextEdit(range: lower..<upper, replacement: edit.replacement), to: committed)
    }

    /// `text` pasted through the chain over character range `range` of
    /// `state`'s text (the marked text), with the composition over: the
    /// text before the composition when the chain rejects it.
    private func paste(_ text: String, at range: Range<Int>, in state: EditingState) -> EditingState {
        var characters = Array(state.text)
        characters.removeSubrange(range)
        let base = Self.state(characters, caret: range.lowerBound, composing: nil)
        return paste(.insertion(text, at: base.caret), to: base)
    }

    /// Whether some of `characters` join into one grapheme cluster once
    /// they are one text (marked text merging with the text around it).
    private static func merges(_ characters: [Character]) -> Bool {
        String(characters).count != characters.count
    }

    /// The state showing `characters`, with the caret and composing range
    /// given as offsets into `characters`. Characters that meet at a seam can
    /// join into one grapheme cluster: the offsets are then recounted in the
    /// clusters of the joined text, so they stay within it.
    private static func state(_ characters: [Character], caret: Int, composing: Range<Int>?) -> EditingState {
        let text = String(characters)
        let count = text.count
        guard count != characters.count else { return EditingState(text: text, caret: caret, composing: composing) }
        func recount(_ offset: Int) -> Int { min(String(characters[..<offset]).count, count) }
        let range = composing.map { recount($0.lowerBound)..<recount($0.upperBound) }
        return EditingState(text: text, caret: recount(caret), composing: range?.isEmpty == false ? range : nil)
    }

    /// The marked range, or an empty range at the caret without composition.
    private func markedRange(in state: EditingState, count: Int) -> Range<Int> {
        if let composing = state.composing { return composing.clamped(to: 0..<count) }
        let caret = min(max(state.caret, 0), count)
        return caret..<caret
    }
}
