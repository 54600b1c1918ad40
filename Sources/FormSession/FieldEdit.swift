/// What a field shows after an edit: its display text and the caret, as a
/// UTF-16 offset of that text (what `UITextField` and `NSTextView` count).
///
/// The edit of a secure field (``isSecret``) holds its text for the text
/// view to show as dots, but no description, `dump` or `Mirror` of it shows
/// the text (LANGUAGE.md §21): they show `•••`.
public struct FieldEdit: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The display text, including any marked (composing) text.
    public var text: String
    /// The caret, in UTF-16 code units of ``text``.
    public var caret: Int
    /// Whether the text is a secure field's: never shown by a description.
    public var isSecret: Bool

    /// An edit result showing `text` with the caret at UTF-16 offset `caret`.
    public init(text: String, caret: Int, isSecret: Bool = false) {
        self.text = text
        self.caret = caret
        self.isSecret = isSecret
    }

    /// Edits are equal when their texts and carets are.
    public static func == (lhs: FieldEdit, rhs: FieldEdit) -> Bool {
        lhs.text == rhs.text && lhs.caret == rhs.caret
    }

    /// Hashes the text and caret.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(caret)
    }

    /// `FieldEdit(text: "Ann", caret: 3)`; a secret text as `•••`.
    public var description: String {
        "FieldEdit(text: \(isSecret ? "•••" : String(reflecting: text)), caret: \(caret))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The text (`•••` when secret) and the caret.
    public var customMirror: Mirror {
        Mirror(self, children: ["text": isSecret ? "•••" : text, "caret": caret], displayStyle: .struct)
    }
}
