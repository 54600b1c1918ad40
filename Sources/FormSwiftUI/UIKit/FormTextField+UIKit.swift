#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import FormRuntime
import FormSession
import SwiftUI
import UIKit

/// The bridged text field on iOS: a `UITextField` whose delegate is a
/// ``UIKitTextFieldCoordinator``. SwiftUI's own `TextField` gives no
/// control of the caret or of marked text (LANGUAGE.md §18).
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
extension FormTextField: UIViewRepresentable {
    func makeCoordinator() -> UIKitTextFieldCoordinator<Model> {
        UIKitTextFieldCoordinator(bridge: makeBridge())
    }

    func makeUIView(context: Context) -> FormUITextField {
        let view = FormUITextField()
        context.coordinator.attach(to: view)
        return view
    }

    func updateUIView(_ view: FormUITextField, context: Context) {
        update(context.coordinator.bridge)
        view.placeholder = placeholder
        view.accessibilityLabel = label
        UIKitTraits.apply(traits, to: view)
        context.coordinator.show(text: text, caret: caret, isFocused: isFocused, in: view)
    }

    static func dismantleUIView(_ view: FormUITextField, coordinator: UIKitTextFieldCoordinator<Model>) {
        view.onEmptyBackspace = nil
        view.delegate = nil
    }
}

/// A `UITextField` that reports backspace in an empty field, which reaches
/// no delegate method (the session removes an empty list row then).
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
final class FormUITextField: UITextField {
    /// Called on backspace while the field is empty.
    var onEmptyBackspace: (@MainActor () -> Void)?

    override func deleteBackward() {
        if (text ?? "").isEmpty, let onEmptyBackspace {
            onEmptyBackspace()
            return
        }
        super.deleteBackward()
    }
}
#endif
