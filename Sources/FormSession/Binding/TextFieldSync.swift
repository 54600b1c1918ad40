/// What a platform text field writes when the session's state is drawn
/// (`updateUIView`, `updateNSView`): only what differs, so drawing never
/// sends a second change event nor moves the caret under the user's finger.
public enum TextFieldSync {
    /// The writes to make.
    public struct Writes: Sendable, Hashable {
        /// The text to set, or nil when the field already shows it.
        public var text: String?
        /// The caret to set (UTF-16 offset), or nil to leave the selection alone.
        public var caret: Int?

        /// Writes of `text` and `caret` (nil: leave it).
        public init(text: String?, caret: Int?) {
            self.text = text
            self.caret = caret
        }

        /// Nothing to write.
        public static let none = Writes(text: nil, caret: nil)
    }

    /// The writes that bring a field showing `shownText` with the UTF-16
    /// selection `shownSelection` to the session's `text` and `caret`.
    /// While the field is composing (`isComposing`: the system owns the
    /// marked text) nothing is written. The caret is written only in the
    /// focused field, and only when the text changed or the selection is
    /// not already that caret (a selection the user made is kept while the
    /// text is unchanged and the caret sits inside it).
    public static func writes(
        shownText: String, shownSelection: Range<Int>?, text: String, caret: Int, isFocused: Bool, isComposing: Bool
    ) -> Writes {
        guard !isComposing else { return .none }
        let textDiffers = shownText != text
        var writes = Writes(text: textDiffers ? text : nil, caret: nil)
        guard isFocused else { return writes }
        let clamped = min(max(caret, 0), text.utf16.count)
        if textDiffers {
            writes.caret = clamped
        } else if let selection = shownSelection, !(selection.isEmpty ? selection.lowerBound == clamped : selection.contains(clamped) || selection.upperBound == clamped) {
            writes.caret = clamped
        }
        return writes
    }
}
