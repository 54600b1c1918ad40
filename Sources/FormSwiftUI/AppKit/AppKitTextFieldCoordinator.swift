#if canImport(SwiftUI) && canImport(AppKit) && !canImport(UIKit)
import AppKit
import FormRuntime
import FormSession
import Foundation

/// The delegate of a bridged `NSTextField`. AppKit documents no delegate
/// call before the field editor changes the text, so each change is taken
/// right after it (`controlTextDidChange(_:)`) through the platform-neutral
/// ``TextFieldBridge``: marked text is reported as it stands (the system
/// composes, nothing is formatted or cut), any other change goes through
/// the session and the field editor shows the session's text and caret
/// before the next event. Return (`NSTextMovement.return`) moves focus or
/// submits.
@available(macOS 14.0, *)
@MainActor
final class AppKitTextFieldCoordinator<Model: GeneratedForm>: NSObject, NSTextFieldDelegate {
    /// Where the decisions are made.
    let bridge: TextFieldBridge<Model>
    /// The field shown now.
    private(set) var field: NSTextField?
    /// Whether ``field`` is an `NSSecureTextField`.
    private(set) var isSecure = false

    init(bridge: TextFieldBridge<Model>) {
        self.bridge = bridge
    }

    /// Puts a new field (secure or not) in `container`, replacing the old one.
    func install(secure: Bool, in container: NSView) {
        field?.removeFromSuperview()
        let newField: NSTextField = secure ? NSSecureTextField() : NSTextField()
        newField.delegate = self
        newField.stringValue = bridge.current.text
        newField.frame = container.bounds
        newField.autoresizingMask = [.width, .height]
        container.addSubview(newField)
        field = newField
        isSecure = secure
    }

    // MARK: - NSTextFieldDelegate

    func controlTextDidBeginEditing(_ notification: Notification) {
        bridge.didBeginEditing()
    }

    func controlTextDidChange(_ notification: Notification) {
        guard let textView = field?.currentEditor() as? NSTextView else { return }
        let marked = textView.hasMarkedText() ? textView.markedRange() : nil
        let range = marked.map { $0.location..<($0.location + $0.length) }
        if let edit = bridge.textChanged(shownText: textView.string, marked: range) {
            textView.string = edit.text
            textView.setSelectedRange(NSRange(location: edit.caret, length: 0))
        }
    }

    func controlTextDidEndEditing(_ notification: Notification) {
        let movement = notification.userInfo?[NSText.movementUserInfoKey] as? Int
        if movement == NSTextMovement.return.rawValue {
            bridge.returnPressed()
        } else {
            bridge.didEndEditing()
        }
    }

    // MARK: - Showing the session

    /// Shows the session's state (from `updateNSView`): focus, then text
    /// and caret only where they differ.
    func show(text: String, caret: Int, isFocused: Bool, in field: NSTextField) {
        let editor = field.currentEditor() as? NSTextView
        let shown = editor?.string ?? field.stringValue
        let selection = editor.map { view -> Range<Int> in
            let range = view.selectedRange()
            return range.location..<(range.location + range.length)
        }
        let writes = TextFieldSync.writes(
            shownText: shown, shownSelection: selection, text: text, caret: caret,
            isFocused: isFocused, isComposing: editor?.hasMarkedText() ?? false
        )
        if let newText = writes.text {
            if let editor { editor.string = newText } else { field.stringValue = newText }
        }
        if let newCaret = writes.caret { editor?.setSelectedRange(NSRange(location: newCaret, length: 0)) }
        if isFocused, editor == nil {
            Task { @MainActor [weak field] in
                guard let field else { return }
                _ = field.window?.makeFirstResponder(field)
            }
        }
    }
}
#endif
