#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import FormRuntime
import FormSession
import Foundation
import UIKit

/// The `UITextFieldDelegate` of a bridged field: forwards every callback to
/// the platform-neutral ``TextFieldBridge`` and applies its answer, text and
/// caret (a UTF-16 offset, as `UITextInput` counts), returning `false` so
/// the system never applies an edit of its own. While `markedTextRange` is
/// non-nil the system composes and `.editingChanged` reports the marked
/// text, so `limit` never cuts a composition.
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@MainActor
final class UIKitTextFieldCoordinator<Model: GeneratedForm>: NSObject, UITextFieldDelegate {
    /// Where the decisions are made.
    let bridge: TextFieldBridge<Model>

    init(bridge: TextFieldBridge<Model>) {
        self.bridge = bridge
    }

    /// Becomes `field`'s delegate and listens to `.editingChanged`, since
    /// some compositions and dictation arrive without a delegate call.
    func attach(to field: FormUITextField) {
        field.delegate = self
        field.addAction(UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.editingChanged(field)
        }, for: .editingChanged)
        field.onEmptyBackspace = { [weak self] in self?.bridge.emptyBackspace() }
    }

    // MARK: - UITextFieldDelegate

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let answer = bridge.shouldChange(
            shownText: textField.text ?? "", utf16: range.location..<(range.location + range.length),
            replacement: string, isComposing: textField.markedTextRange != nil
        )
        return apply(answer, to: textField)
    }

    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool {
        let utf16 = ranges.map { value -> Range<Int> in
            let range = value.rangeValue
            return range.location..<(range.location + range.length)
        }
        let answer = bridge.shouldChange(
            shownText: textField.text ?? "", utf16: utf16, replacement: string, isComposing: textField.markedTextRange != nil
        )
        return apply(answer, to: textField)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        bridge.didBeginEditing()
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        bridge.didEndEditing()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bridge.returnPressed()
        return false
    }

    // MARK: - Applying answers

    /// `.editingChanged`: reports marked text, or takes in a committed
    /// composition or a change made without the delegate.
    func editingChanged(_ textField: UITextField) {
        let marked = textField.markedTextRange.map { utf16Range(of: $0, in: textField) }
        if let edit = bridge.textChanged(shownText: textField.text ?? "", marked: marked) {
            write(edit.text, caret: edit.caret, to: textField)
        }
    }

    /// Shows the session's state (from `updateUIView`): focus, then text
    /// and caret only where they differ.
    func show(text: String, caret: Int, isFocused: Bool, in textField: UITextField) {
        let isComposing = textField.markedTextRange != nil
        let selection = textField.selectedTextRange.map { utf16Range(of: $0, in: textField) }
        let writes = TextFieldSync.writes(
            shownText: textField.text ?? "", shownSelection: selection, text: text, caret: caret,
            isFocused: isFocused, isComposing: isComposing
        )
        if let newText = writes.text { textField.text = newText }
        if let newCaret = writes.caret { placeCaret(newCaret, in: textField) }
        if isFocused, !textField.isFirstResponder {
            // After this update: the view may not be in a window yet.
            Task { @MainActor [weak textField] in _ = textField?.becomeFirstResponder() }
        } else if !isFocused, textField.isFirstResponder {
            _ = textField.resignFirstResponder()
        }
    }

    /// Applies a delegate answer: `true` lets the system edit.
    private func apply(_ answer: TextFieldBridge<Model>.Answer, to textField: UITextField) -> Bool {
        switch answer {
        case .letSystemEdit:
            return true
        case .show(let edit):
            write(edit.text, caret: edit.caret, to: textField)
            return false
        }
    }

    private func write(_ text: String, caret: Int, to textField: UITextField) {
        if textField.text != text { textField.text = text }
        placeCaret(caret, in: textField)
    }

    /// Puts the caret at UTF-16 offset `caret`.
    private func placeCaret(_ caret: Int, in textField: UITextField) {
        let start = textField.beginningOfDocument
        guard let position = textField.position(from: start, offset: caret) else { return }
        textField.selectedTextRange = textField.textRange(from: position, to: position)
    }

    /// A text range as UTF-16 offsets.
    private func utf16Range(of range: UITextRange, in textField: UITextField) -> Range<Int> {
        let start = textField.beginningOfDocument
        let lower = textField.offset(from: start, to: range.start)
        let upper = textField.offset(from: start, to: range.end)
        return lower..<max(lower, upper)
    }
}
#endif
