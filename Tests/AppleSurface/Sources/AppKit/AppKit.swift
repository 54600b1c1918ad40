// A transcription of the AppKit declarations FormSwiftUI's macOS branch
// uses, for type-checking it on Linux (docs/SWIFTUI.md). Declarations
// only. Each declaration cites the Apple documentation page it was read from.
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nsresponder
/// `@MainActor class NSResponder : NSObject`.
@MainActor
open class NSResponder: NSObject {}

/// https://developer.apple.com/documentation/appkit/nsview
/// `@MainActor class NSView : NSResponder`.
@MainActor
open class NSView: NSResponder {
    override public init() {}

    /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let width = AutoresizingMask(rawValue: 2)
        public static let height = AutoresizingMask(rawValue: 16)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/frame
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/appkit/nsview/bounds
    open var bounds: CGRect { .zero }
    /// https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.property
    open var autoresizingMask: AutoresizingMask = []
    /// https://developer.apple.com/documentation/appkit/nsview/window
    open var window: NSWindow? { nil }
    /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
    open func addSubview(_ view: NSView) {}
    /// https://developer.apple.com/documentation/appkit/nsview/removefromsuperview()
    open func removeFromSuperview() {}
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitylabel(_:)
    /// (`func setAccessibilityLabel(_ accessibilityLabel: String?)`).
    open func setAccessibilityLabel(_ accessibilityLabel: String?) {}
}

/// https://developer.apple.com/documentation/appkit/nswindow
@MainActor
open class NSWindow: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nswindow/makefirstresponder(_:)
    /// `func makeFirstResponder(_ responder: NSResponder?) -> Bool`.
    @discardableResult open func makeFirstResponder(_ responder: NSResponder?) -> Bool { false }
}

/// https://developer.apple.com/documentation/appkit/nscontrol
/// `@MainActor class NSControl : NSView`.
@MainActor
open class NSControl: NSView {
    /// https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
    open var stringValue: String = ""
    /// https://developer.apple.com/documentation/appkit/nscontrol/currenteditor()
    /// `func currentEditor() -> NSText?`.
    open func currentEditor() -> NSText? { nil }
}

/// https://developer.apple.com/documentation/appkit/nstext
/// `@MainActor class NSText : NSView`.
@MainActor
open class NSText: NSView {
    /// https://developer.apple.com/documentation/appkit/nstext/string
    open var string: String = ""
    /// https://developer.apple.com/documentation/appkit/nstext/movementuserinfokey
    /// `class let movementUserInfoKey: String`.
    public nonisolated static let movementUserInfoKey = "NSTextMovement"
}

/// https://developer.apple.com/documentation/appkit/nstextmovement
/// `enum NSTextMovement : Int, @unchecked Sendable`; `case return = 16`.
public enum NSTextMovement: Int, Sendable {
    case other = 0
    case `return` = 16
    case tab = 17
    case backtab = 18
}

/// https://developer.apple.com/documentation/appkit/nstextview
/// `@MainActor class NSTextView : NSText`.
@MainActor
open class NSTextView: NSText {
    /// https://developer.apple.com/documentation/appkit/nstextinputclient/hasmarkedtext()
    open func hasMarkedText() -> Bool { false }
    /// https://developer.apple.com/documentation/appkit/nstextinputclient/markedrange()
    open func markedRange() -> NSRange { NSRange(location: 0, length: 0) }
    /// https://developer.apple.com/documentation/appkit/nstextview/selectedrange()
    open func selectedRange() -> NSRange { NSRange(location: 0, length: 0) }
    /// https://developer.apple.com/documentation/appkit/nstextview/setselectedrange(_:)
    open func setSelectedRange(_ charRange: NSRange) {}
    /// https://developer.apple.com/documentation/appkit/nstextview/didchangeselectionnotification
    /// `class let didChangeSelectionNotification: NSNotification.Name` (the object is the text view).
    public nonisolated static let didChangeSelectionNotification = NSNotification.Name("NSTextViewDidChangeSelectionNotification")
}

/// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate
/// `protocol NSControlTextEditingDelegate : NSObjectProtocol`: an Objective-C
/// protocol of `optional` methods. Linux has no Objective-C interoperability,
/// so each method used is a requirement without a default here: a
/// coordinator method whose signature drifts from AppKit's fails this build
/// (with AppKit it would silently never be called).
@MainActor
public protocol NSControlTextEditingDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidbeginediting(_:)
    func controlTextDidBeginEditing(_ obj: Notification)
    /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidchange(_:)
    func controlTextDidChange(_ obj: Notification)
    /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidendediting(_:)
    func controlTextDidEndEditing(_ obj: Notification)
}

/// https://developer.apple.com/documentation/appkit/nstextfielddelegate
/// `@MainActor protocol NSTextFieldDelegate : NSControlTextEditingDelegate`.
@MainActor
public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

/// https://developer.apple.com/documentation/appkit/nstextfield
/// `@MainActor class NSTextField : NSControl`.
@MainActor
open class NSTextField: NSControl {
    /// https://developer.apple.com/documentation/appkit/nstextfield/placeholderstring
    open var placeholderString: String?
    /// https://developer.apple.com/documentation/appkit/nstextfield/delegate
    open weak var delegate: (any NSTextFieldDelegate)?
}

/// https://developer.apple.com/documentation/appkit/nssecuretextfield
/// `@MainActor class NSSecureTextField : NSTextField`.
@MainActor
open class NSSecureTextField: NSTextField {}
