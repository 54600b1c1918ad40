#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import FormSession
import UIKit

/// ``TextInputTraits`` as UIKit's text input traits, written only where
/// they differ. A change of `isSecureTextEntry` keeps the text and the
/// caret (a secure field would otherwise clear on the next keystroke).
@MainActor
enum UIKitTraits {
    static func apply(_ traits: TextInputTraits, to field: UITextField) {
        let keyboard = keyboardType(traits.keyboard)
        if field.keyboardType != keyboard { field.keyboardType = keyboard }
        let content = contentType(traits.contentType)
        if field.textContentType != content { field.textContentType = content }
        let returnKey: UIReturnKeyType = traits.returnKey == .done ? .done : .next
        if field.returnKeyType != returnKey { field.returnKeyType = returnKey }
        let correction: UITextAutocorrectionType = traits.autocorrects ? .default : .no
        if field.autocorrectionType != correction { field.autocorrectionType = correction }
        let capitalization: UITextAutocapitalizationType = traits.capitalizesSentences ? .sentences : .none
        if field.autocapitalizationType != capitalization { field.autocapitalizationType = capitalization }
        if field.isSecureTextEntry != traits.isSecure {
            let selection = field.selectedTextRange
            let text = field.text
            field.isSecureTextEntry = traits.isSecure
            field.text = text
            field.selectedTextRange = selection
        }
    }

    static func keyboardType(_ keyboard: TextInputTraits.Keyboard) -> UIKeyboardType {
        switch keyboard {
        case .default: .default
        case .email: .emailAddress
        case .numberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .url: .URL
        case .numbersAndPunctuation: .numbersAndPunctuation
        }
    }

    static func contentType(_ type: TextInputTraits.ContentType) -> UITextContentType? {
        switch type {
        case .none: nil
        case .password: .password
        case .emailAddress: .emailAddress
        case .telephoneNumber: .telephoneNumber
        case .url: .URL
        }
    }
}
#endif
