#if canImport(SwiftUI) && canImport(AppKit) && !canImport(UIKit)
import AppKit
import FormRuntime
import FormSession
import SwiftUI

/// The bridged text field on macOS: an `NSTextField` (an `NSSecureTextField`
/// while a secure value is hidden) whose edits go through the session via
/// an ``AppKitTextFieldCoordinator`` (LANGUAGE.md §18).
@available(macOS 14.0, *)
extension FormTextField: NSViewRepresentable {
    func makeCoordinator() -> AppKitTextFieldCoordinator<Model> {
        AppKitTextFieldCoordinator(bridge: makeBridge())
    }

    func makeNSView(context: Context) -> NSView {
        let container = NSView()
        context.coordinator.install(secure: traits.isSecure, in: container)
        return container
    }

    func updateNSView(_ container: NSView, context: Context) {
        update(context.coordinator.bridge)
        let coordinator = context.coordinator
        if coordinator.isSecure != traits.isSecure {
            // Reveal and hide swap the field; focus and caret carry over
            // from the session below.
            coordinator.install(secure: traits.isSecure, in: container)
        }
        guard let field = coordinator.field else { return }
        field.placeholderString = placeholder
        field.setAccessibilityLabel(label)
        coordinator.show(text: text, caret: caret, isFocused: isFocused, in: field)
    }
}
#endif
