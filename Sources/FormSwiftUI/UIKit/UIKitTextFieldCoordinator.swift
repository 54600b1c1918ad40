#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import FormRuntime
import FormSession
import Foundation
import UIKit

/// The `UITextFieldDelegate` of a bridged field: forwards every callback to
/// the platform-neutral ``TextFieldBridge`` and applies its answer, text and
/// caret (a UTF-16 offset, as `UITextInput` counts). The decisions, in
/// UIKit's order of events, are ``TextInputEvents``': while a composition is
/// open or may begin (the keyboard's input method composes) the system
/// edits and `.editingChanged` brings the result to the session; otherwise
/// the session edits and the field shows its answer. A tap or drag reports
/// the selection (`textFieldDidChangeSelection(_:)`), so the caret stays
/// where the person put it.
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@MainActor
final class UIKitTextFieldCoordinator<Model: GeneratedForm>: NSObject, UITextFieldDelegate {
    /// Where the decisions are made.
    let bridge: TextFieldBridge<Model>

    init(bridge: TextFieldBridge<Model>) {
        self.bridge = bridge
    }

    /// Becomes `field`'s delegate and listens to `.editingChanged`, which
    /// brings every change the system made (those the delegate let through,
    /// and compositions, dictation and candidates that ask no delegate).
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
            replacement: string, marked: markedRange(of: textField), keyboard: keyboard(of: textField)
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
            shownText: textField.text ?? "", utf16: utf16, replacement: string,
            marked: markedRange(of: textField), keyboard: keyboard(of: textField)
        )
        return apply(answer, to: textField)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        bridge.didBeginEditing(shownText: textField.text ?? "", selection: selection(of: textField))
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        bridge.didEndEditing()
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
        guard let selection = selection(of: textField) else { return }
        bridge.selectionChanged(shownText: textField.text ?? "", selection: selection, marked: markedRange(of: textField))
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bridge.returnPressed()
        return false
    }

    // MARK: - Applying answers

    /// `.editingChanged`: the session takes what the system did; the field
    /// is written when no composition is open and the session shows
    /// something else.
    func editingChanged(_ textField: UITextField) {
        if let edit = bridge.textChanged(
            shownText: textField.text ?? "", marked: markedRange(of: textField), selection: selection(of: textField)
        ) {
            write(edit.text, caret: edit.caret, to: textField)
        }
    }

    /// Shows the session's state (from `updateUIView`): focus, then text
    /// and caret only where they differ.
    func show(text: String, caret: Int, isFocused: Bool, in textField: UITextField) {
        let writes = TextFieldSync.writes(
            shownText: textField.text ?? "", shownSelection: selection(of: textField), text: text, caret: caret,
            isFocused: isFocused, isComposing: textField.markedTextRange != nil
        )
        bridge.writing {
            if let newText = writes.text { textField.text = newText }
            if let newCaret = writes.caret { placeCaret(newCaret, in: textField) }
        }
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
        bridge.writing {
            if textField.text != text { textField.text = text }
            placeCaret(caret, in: textField)
        }
    }

    /// Puts the caret at UTF-16 offset `caret`.
    private func placeCaret(_ caret: Int, in textField: UITextField) {
        let start = textField.beginningOfDocument
        guard let position = textField.position(from: start, offset: caret) else { return }
        textField.selectedTextRange = textField.textRange(from: position, to: position)
    }

    /// The keyboard typing into `textField`: its input mode's language and
    /// whether the field is secure.
    private func keyboard(of textField: UITextField) -> TextInputEvents.Keyboard {
        TextInputEvents.Keyboard(primaryLanguage: textField.textInputMode?.primaryLanguage, isSecure: textField.isSecureTextEntry)
    }

    /// The field's marked range (`markedTextRange`) as UTF-16 offsets.
    private func markedRange(of textField: UITextField) -> Range<Int>? {
        textField.markedTextRange.map { utf16Range(of: $0, in: textField) }
    }

    /// The field's selection (`selectedTextRange`) as UTF-16 offsets.
    private func selection(of textField: UITextField) -> Range<Int>? {
        textField.selectedTextRange.map { utf16Range(of: $0, in: textField) }
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
