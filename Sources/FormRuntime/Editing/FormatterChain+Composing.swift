/// Composition (marked text) from an input method, such as pinyin.
///
/// While composing, the display and the value include the marked text at the
/// caret, unformatted, with the caret after it; moves and deletions act on the
/// marked text only; the chain runs when the composition is committed.
extension FormatterChain {
    /// Sets the marked text at the caret (replacing any current marked text).
    /// Empty `marked` text ends the composition without inserting anything.
    public func setMarkedText(_ marked: String, in state: EditingState) -> EditingState {
        var characters = Array(state.text)
        let range = markedRange(in: state, count: characters.count)
        let markedCharacters = Array(marked)
        characters.replaceSubrange(range, with: markedCharacters)
        let end = range.lowerBound + markedCharacters.count
        return Self.state(characters, caret: end, composing: markedCharacters.isEmpty ? nil : range.lowerBound..<end)
    }

    /// Commits the composition as `text`: the marked text is removed and
    /// `text` goes through the chain as one insertion. If the chain rejects
    /// it, the field shows what it showed before the composition. Without a
    /// composition, `text` is inserted at the caret.
    public func commitMarkedText(_ text: String, in state: EditingState) -> EditingState {
        var characters = Array(state.text)
        let range = markedRange(in: state, count: characters.count)
        characters.removeSubrange(range)
        let base = EditingState(text: String(characters), caret: range.lowerBound)
        return apply(.insertion(text, at: range.lowerBound), to: base)
    }

    /// An edit while composing: it changes the marked text only, unformatted.
    func editMarkedText(_ edit: TextEdit, in state: EditingState) -> EditingState {
        var characters = Array(state.text)
        let composing = markedRange(in: state, count: characters.count)
        let lower = min(max(edit.range.lowerBound, composing.lowerBound), composing.upperBound)
        let upper = min(max(edit.range.upperBound, lower), composing.upperBound)
        let replacement = Array(edit.replacement)
        if replacement.isEmpty, lower == upper { return state }
        characters.replaceSubrange(lower..<upper, with: replacement)
        let end = composing.upperBound - (upper - lower) + replacement.count
        return Self.state(
            characters,
            caret: lower + replacement.count,
            composing: end > composing.lowerBound ? composing.lowerBound..<end : nil
        )
    }

    /// The state showing `characters`, with the caret and composing range
    /// given as offsets into `characters`. Characters that meet at a seam can
    /// join into one grapheme cluster (e then a marked U+0301 is é): the
    /// offsets are then recounted in the clusters of the joined text, so they
    /// stay within it.
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
