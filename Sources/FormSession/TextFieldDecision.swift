import FormRuntime

/// What a text-field delegate does with one proposed change
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`): the text
/// and caret to show, and whether to let the system apply the change itself.
public struct TextFieldDecision: Sendable, Hashable {
    /// The text the field shows after the change.
    public var text: String
    /// The caret, in UTF-16 code units of ``text``.
    public var caret: Int
    /// Whether the delegate returns `true` and lets the system apply the
    /// change: while composing (the system owns marked text), and when the
    /// chain leaves the change exactly as proposed. Otherwise the delegate
    /// sets ``text`` and ``caret`` itself and returns `false`.
    public var accept: Bool
    /// Whether the field's text changes at all (false for a rejected edit).
    public var changesText: Bool

    /// A decision.
    public init(text: String, caret: Int, accept: Bool, changesText: Bool) {
        self.text = text
        self.caret = caret
        self.accept = accept
        self.changesText = changesText
    }
}

extension FormatterChain {
    /// The pure function behind a text-field delegate (LANGUAGE.md §18,
    /// "What is verified where"): for the field's current `text`, the
    /// proposed UTF-16 `range` and `replacement`, and the marked range the
    /// field reports (nil when not composing), the text and caret to show.
    ///
    /// `caret` is the UTF-16 caret before the change, when known; without
    /// it the caret is taken at the end of `range`, where UIKit puts it for
    /// typing, paste and backspace. A caret at the start of a non-empty
    /// deleted range makes it a forward delete (mask and number rules
    /// differ by direction, LANGUAGE.md §5).
    public func textFieldDecision(
        text: String, utf16 range: Range<Int>, replacement: String, marked: Range<Int>?, caret: Int? = nil
    ) -> TextFieldDecision {
        let length = text.utf16.count
        let lower = min(max(range.lowerBound, 0), length)
        let upper = min(max(range.upperBound, lower), length)
        let clamped = lower..<upper
        let caretOffset = TextOffsets.characterOffset(ofUTF16Offset: caret ?? upper, in: text)
        var state = EditingState(text: text, caret: caretOffset)
        if let marked {
            state.composing = TextOffsets.characterRange(ofUTF16Range: marked, in: text)
        }
        let result = state.replacing(utf16: clamped, with: replacement, through: self)
        let edit = result.fieldEdit
        let proposed = Self.replacingUTF16(text, clamped, with: replacement)
        let asProposed = edit.text == proposed && edit.caret == lower + replacement.utf16.count
        return TextFieldDecision(text: edit.text, caret: edit.caret, accept: marked != nil || asProposed, changesText: edit.text != text)
    }

    /// `text` with UTF-16 range `range` (already clamped) replaced, as the
    /// system would do it.
    static func replacingUTF16(_ text: String, _ range: Range<Int>, with replacement: String) -> String {
        var units = Array(text.utf16)
        units.replaceSubrange(range, with: Array(replacement.utf16))
        return String(decoding: units, as: UTF16.self)
    }
}
