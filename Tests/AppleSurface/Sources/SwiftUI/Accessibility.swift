// `import SwiftUI` re-exports the Accessibility framework; this is the one
// declaration of it FormSwiftUI uses (see View.swift for what this folder is).

/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
/// `enum AccessibilityNotification`.
public enum AccessibilityNotification {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
    /// `struct Announcement`; `init(_ announcement: String)` (iOS 17, macOS 14).
    public struct Announcement {
        public init(_ announcement: String) {}

        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
        /// `func post()`.
        public func post() {}
    }
}
