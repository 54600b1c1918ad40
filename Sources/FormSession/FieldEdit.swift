/// What a field shows after an edit: its display text and the caret, as a
/// UTF-16 offset of that text (what `UITextField` and `NSTextView` count).
public struct FieldEdit: Sendable, Hashable {
    /// The display text, including any marked (composing) text.
    public var text: String
    /// The caret, in UTF-16 code units of ``text``.
    public var caret: Int

    /// An edit result showing `text` with the caret at UTF-16 offset `caret`.
    public init(text: String, caret: Int) {
        self.text = text
        self.caret = caret
    }
}
