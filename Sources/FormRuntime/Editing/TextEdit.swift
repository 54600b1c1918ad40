/// One edit of a field: "replace this range with this text".
///
/// Typing, paste, backspace, forward delete and committing composed text all
/// reduce to a `TextEdit`. Offsets count characters (grapheme clusters).
///
/// A deletion (empty replacement) whose range starts at the caret is a forward
/// delete; any other deletion is a backspace. Masks and numbers use that
/// direction when a deletion removes only literals or grouping separators.
public struct TextEdit: Sendable, Hashable {
    /// The character range of the current text being replaced.
    public var range: Range<Int>
    /// The text put in its place (empty for a deletion).
    public var replacement: String

    /// Creates an edit replacing `range` with `replacement`.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Typing or pasting `text` at character offset `offset`.
    public static func insertion(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }

    /// Backspace in `state`: deletes the character before the caret, or `nil`
    /// when the caret is at the start.
    public static func backspace(in state: EditingState) -> TextEdit? {
        let caret = min(max(state.caret, 0), state.text.count)
        guard caret > 0 else { return nil }
        return TextEdit(range: caret - 1..<caret, replacement: "")
    }

    /// Forward delete in `state`: deletes the character after the caret, or
    /// `nil` when the caret is at the end.
    public static func forwardDelete(in state: EditingState) -> TextEdit? {
        let count = state.text.count
        let caret = min(max(state.caret, 0), count)
        guard caret < count else { return nil }
        return TextEdit(range: caret..<caret + 1, replacement: "")
    }
}
