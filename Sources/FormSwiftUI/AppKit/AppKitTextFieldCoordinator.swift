#if canImport(SwiftUI) && canImport(AppKit) && !canImport(UIKit)
import AppKit
import FormRuntime
import FormSession
import Foundation

/// The delegate of a bridged `NSTextField`. AppKit documents no delegate
/// call before the field editor changes the text, so each change is taken
/// right after it (`controlTextDidChange(_:)`) through the platform-neutral
/// ``TextFieldBridge`` (``TextInputEvents``): marked text is reported as it
/// stands (the system composes, nothing is formatted or cut), a finished
/// composition and any other change go through the session, and the field
/// editor shows the session's text and caret before the next event. The
/// field editor's selection (`NSTextView.didChangeSelectionNotification`)
/// places the session's caret where a click put it. Return
/// (`NSTextMovement.return`) moves focus or submits.
@available(macOS 14.0, *)
@MainActor
final class AppKitTextFieldCoordinator<Model: GeneratedForm>: NSObject, NSTextFieldDelegate {
    /// Where the decisions are made.
    let bridge: TextFieldBridge<Model>
    /// The field shown now.
    private(set) var field: NSTextField?
    /// Whether ``field`` is an `NSSecureTextField`.
    private(set) var isSecure = false
    /// The observation of the field editor's selection while editing.
    private var selectionObserver: (any NSObjectProtocol)?

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
        let editor = editor(of: notification)
        bridge.didBeginEditing(shownText: editor?.string, selection: editor.map(selection(of:)))
        observeSelection(of: editor)
    }

    func controlTextDidChange(_ notification: Notification) {
        guard let textView = editor(of: notification) else { return }
        if let edit = bridge.textChanged(
            shownText: textView.string, marked: markedRange(of: textView), selection: selection(of: textView)
        ) {
            bridge.writing {
                textView.string = edit.text
                textView.setSelectedRange(NSRange(location: edit.caret, length: 0))
            }
        }
    }

    func controlTextDidEndEditing(_ notification: Notification) {
        observeSelection(of: nil)
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
        let writes = TextFieldSync.writes(
            shownText: shown, shownSelection: editor.map(selection(of:)), text: text, caret: caret,
            isFocused: isFocused, isComposing: editor?.hasMarkedText() ?? false
        )
        bridge.writing {
            if let newText = writes.text {
                if let editor { editor.string = newText } else { field.stringValue = newText }
            }
            if let newCaret = writes.caret { editor?.setSelectedRange(NSRange(location: newCaret, length: 0)) }
        }
        if isFocused, editor == nil {
            Task { @MainActor [weak field] in
                guard let field else { return }
                _ = field.window?.makeFirstResponder(field)
            }
        }
    }

    // MARK: - The field editor

    /// The field editor editing the field (`"NSFieldEditor"` in the
    /// notification's user info), else the field's current editor.
    private func editor(of notification: Notification) -> NSTextView? {
        notification.userInfo?["NSFieldEditor"] as? NSTextView ?? field?.currentEditor() as? NSTextView
    }

    /// Reports the selection changes of `editor` (nil: stops reporting).
    private func observeSelection(of editor: NSTextView?) {
        if let selectionObserver { NotificationCenter.default.removeObserver(selectionObserver) }
        selectionObserver = nil
        guard let editor else { return }
        selectionObserver = NotificationCenter.default.addObserver(
            forName: NSTextView.didChangeSelectionNotification, object: editor, queue: .main
        ) { [weak self, weak editor] _ in
            MainActor.assumeIsolated {
                guard let self, let editor else { return }
                self.bridge.selectionChanged(shownText: editor.string, selection: self.selection(of: editor), marked: self.markedRange(of: editor))
            }
        }
    }

    /// The editor's marked range as UTF-16 offsets, or nil.
    private func markedRange(of editor: NSTextView) -> Range<Int>? {
        guard editor.hasMarkedText() else { return nil }
        let range = editor.markedRange()
        return range.location..<(range.location + range.length)
    }

    /// The editor's selection as UTF-16 offsets.
    private func selection(of editor: NSTextView) -> Range<Int> {
        let range = editor.selectedRange()
        return range.location..<(range.location + range.length)
    }
}
#endif
