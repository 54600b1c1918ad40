/// What a text field shows while the user edits it: its text, the caret and,
/// while an input method is composing, the marked text.
///
/// Every offset counts characters (grapheme clusters), never UTF-16 units or
/// bytes; convert at the platform boundary (FormSession does, with the package's `TextOffsets`).
public struct EditingState: Sendable, Hashable {
    /// The displayed text, including any marked (composing) text.
    public var text: String
    /// The caret, as a character offset into ``text`` (`0...text.count`).
    public var caret: Int
    /// The range of ``text`` holding the input method's marked text, or `nil`
    /// when nothing is being composed.
    public var composing: Range<Int>?

    /// Creates a state; a `nil` caret is placed at the end of the text.
    public init(text: String = "", caret: Int? = nil, composing: Range<Int>? = nil) {
        self.text = text
        self.caret = caret ?? text.count
        self.composing = composing
    }

    /// An empty field with the caret at the start.
    public static let empty = EditingState()

    /// Whether an input method is composing (marked text is shown).
    public var isComposing: Bool { composing != nil }

    /// The text without the marked text: what the field holds as its value
    /// while a composition is open (LANGUAGE.md §21: marked text is display
    /// only), the text itself otherwise.
    package var committedText: String {
        guard let composing else { return text }
        var characters = Array(text)
        characters.removeSubrange(composing.clamped(to: 0..<characters.count))
        return String(characters)
    }

    /// The marked text, or `nil` when nothing is being composed.
    public var markedText: String? {
        guard let composing else { return nil }
        let characters = Array(text)
        let range = composing.clamped(to: 0..<characters.count)
        return String(characters[range])
    }
}
