// A transcription of the UIKit declarations FormSwiftUI uses, for
// type-checking it on Linux (docs/SWIFTUI.md). Declarations only. Each
// declaration cites the Apple documentation page it was read from.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
/// `@MainActor class UIResponder : NSObject`.
@MainActor
open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    open var isFirstResponder: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    @discardableResult open func resignFirstResponder() -> Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiresponder/textinputmode
    /// `var textInputMode: UITextInputMode? { get }` (iOS 7).
    open var textInputMode: UITextInputMode? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitextinputmode
/// `@MainActor class UITextInputMode : NSObject` (UITextInput.h: "should not be subclassed").
@MainActor
open class UITextInputMode: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitextinputmode/primarylanguage
    /// `var primaryLanguage: String? { get }`: a BCP 47 code such as "es", "en-US", "fr-CA".
    open var primaryLanguage: String? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiview
/// `@MainActor class UIView : UIResponder`.
@MainActor
open class UIView: UIResponder {
    override public init() {}
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    /// (UIAccessibility informal protocol: `var accessibilityLabel: String? { get set }`).
    open var accessibilityLabel: String?
}

/// https://developer.apple.com/documentation/uikit/uicontrol
/// `@MainActor class UIControl : UIView`.
@MainActor
open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    /// `struct Event : OptionSet`; https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)` (iOS 14).
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// `typealias UIActionHandler = (UIAction) -> Void`.
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
/// `@MainActor class UIAction`; https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
/// (every parameter before `handler` has a default).
@MainActor
open class UIAction: NSObject {
    public init(title: String = "", handler: @escaping UIActionHandler) {}
}

/// https://developer.apple.com/documentation/uikit/uitextposition
@MainActor
open class UITextPosition: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitextrange
/// `var start: UITextPosition { get }`, `var end: UITextPosition { get }`.
@MainActor
open class UITextRange: NSObject {
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
}
