// UITextField, its delegate and text input traits (see UIKit.swift).

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
/// `enum UIKeyboardType : Int, @unchecked Sendable`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
}

/// https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done
}

/// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// https://developer.apple.com/documentation/uikit/uitextcontenttype
/// `struct UITextContentType : Hashable, Equatable, RawRepresentable, @unchecked Sendable`;
/// https://developer.apple.com/documentation/uikit/uitextcontenttype/password,
/// …/emailaddress, …/telephonenumber, …/url.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
}

/// https://developer.apple.com/documentation/uikit/uitextfielddelegate
/// `@MainActor protocol UITextFieldDelegate : NSObjectProtocol` (UITextField.h:
/// `NS_SWIFT_UI_ACTOR @protocol UITextFieldDelegate <NSObject> @optional …`): an
/// Objective-C protocol whose every method is `optional`. Linux has no Objective-C
/// interoperability, so `@objc` and `optional` cannot be written here; each method
/// used is a requirement WITHOUT a default implementation instead, so that a
/// coordinator method whose signature drifts from UIKit's fails this build (with
/// UIKit it would silently never be called; the compiler only warns that it
/// "nearly matches optional requirement"), and the coordinator must implement
/// exactly the methods transcribed here. Scripts/check-apple-sdk.sh compiles the
/// coordinator against the real protocol.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersinranges:replacementstring:)
    /// (iOS 26): `optional func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool`.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)
    func textFieldDidEndEditing(_ textField: UITextField)
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidchangeselection(_:)
    /// `optional func textFieldDidChangeSelection(_ textField: UITextField)` (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

/// https://developer.apple.com/documentation/uikit/uitextfield
/// `@MainActor class UITextField : UIControl` (adopting `UITextInput` and `UITextInputTraits`).
@MainActor
open class UITextField: UIControl {
    /// https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String?
    /// https://developer.apple.com/documentation/uikit/uitextfield/delegate
    /// `weak var delegate: (any UITextFieldDelegate)? { get set }`.
    open weak var delegate: (any UITextFieldDelegate)?

    // UITextInputTraits, https://developer.apple.com/documentation/uikit/uitextinputtraits
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
    open var keyboardType: UIKeyboardType = .default
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype
    /// `var textContentType: UITextContentType! { get set }` (`null_unspecified` in
    /// UITextInputTraits.h: an implicitly unwrapped optional).
    open var textContentType: UITextContentType!
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
    open var returnKeyType: UIReturnKeyType = .default
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
    open var isSecureTextEntry = false

    // UITextInput, https://developer.apple.com/documentation/uikit/uitextinput
    /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
    /// `var selectedTextRange: UITextRange? { get set }`.
    open var selectedTextRange: UITextRange?
    /// https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange
    /// `var markedTextRange: UITextRange? { get }`.
    open var markedTextRange: UITextRange? { nil }
    /// https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
    open var beginningOfDocument: UITextPosition { UITextPosition() }
    /// https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
    /// https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }

    // UIKeyInput, https://developer.apple.com/documentation/uikit/uikeyinput
    /// https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward()
    open func deleteBackward() {}
}
