import FormRuntime
import FormSession
import FormTooling

/// A text field as UIKit runs it, for the tests: text, a UTF-16 caret and
/// marked range, every change decided by
/// ``FormatterChain/textFieldDecision(text:utf16:replacement:marked:caret:)``
/// and applied as a delegate applies it.
struct UTF16Field {
    let chain: FormatterChain
    var text = ""
    var caret = 0
    var marked: Range<Int>?

    init(chain: FormatterChain) {
        self.chain = chain
    }

    /// The state in the runtime's character offsets.
    var state: EditingState {
        EditingState(
            text: text, caret: TextOffsets.characterOffset(ofUTF16Offset: caret, in: text),
            composing: marked.map { TextOffsets.characterRange(ofUTF16Range: $0, in: text) }
        )
    }

    /// The system proposes replacing `range` with `replacement`.
    mutating func change(_ range: Range<Int>, _ replacement: String) -> TextFieldDecision {
        let decision = chain.textFieldDecision(text: text, utf16: range, replacement: replacement, marked: marked, caret: caret)
        text = decision.text
        caret = decision.caret
        if let current = marked {
            let end = current.upperBound - range.count + replacement.utf16.count
            marked = end > current.lowerBound ? current.lowerBound..<end : nil
        }
        return decision
    }

    /// The UTF-16 range of the character before (or after) the caret.
    func characterRange(before: Bool) -> Range<Int>? {
        let offset = TextOffsets.characterOffset(ofUTF16Offset: caret, in: text)
        let count = text.count
        let range = before ? offset - 1..<offset : offset..<offset + 1
        guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
        return TextOffsets.utf16Range(ofCharacterRange: range, in: text)
    }

    /// Runs one key-script action as UIKit reports it.
    mutating func perform(_ action: KeyAction) {
        switch action {
        case let .type(typed), let .paste(typed):
            _ = change(caret..<caret, typed)
        case .backspace:
            if let range = characterRange(before: true) { _ = change(range, "") }
        case .delete:
            if let range = characterRange(before: false) { _ = change(range, "") }
        case .left, .right, .home, .end:
            let movement: CaretMovement = switch action {
            case .left: .left
            case .right: .right
            case .home: .home
            default: .end
            }
            caret = state.moving(movement).utf16Caret
        case let .mark(composition):
            // setMarkedText: the system replaces the marked text (or inserts at the caret).
            let range = marked ?? caret..<caret
            if marked == nil { marked = caret..<caret }
            _ = change(range, composition)
            if composition.isEmpty { marked = nil }
        case let .unmark(committed):
            // The composition ends: the marked text is replaced by the committed text as one insertion.
            guard let range = marked else {
                _ = change(caret..<caret, committed)
                return
            }
            var units = Array(text.utf16)
            units.removeSubrange(range)
            text = String(decoding: units, as: UTF16.self)
            caret = range.lowerBound
            marked = nil
            _ = change(caret..<caret, committed)
        case .commit:
            let committed = chain.commit(state)
            text = committed.text
            caret = committed.utf16Caret
            marked = nil
        }
    }
}
