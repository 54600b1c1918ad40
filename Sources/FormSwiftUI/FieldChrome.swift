#if canImport(SwiftUI) && !os(watchOS)
import FormRuntime
import SwiftUI

/// What surrounds a field's control (LANGUAGE.md §12, §18): the label,
/// the message the session shows now and the caption, laid out by the
/// ``FormFieldStyle`` in the environment (``AutomaticFormFieldStyle``
/// unless the app set one). A message that appears is announced to
/// assistive apps whatever the style.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct FieldChrome<Content: View>: View {
    let schema: FieldSchema
    let message: String?
    @ViewBuilder let content: Content
    @Environment(\.formFieldStyle) private var style

    var body: some View {
        // A bool's label is the toggle's own; a choice's the picker's.
        let showsLabel = schema.type.base != .bool && !(schema.isChoice && !schema.allowsMultiple)
        style.makeBody(FormFieldStyleConfiguration(
            label: showsLabel ? schema.label : nil,
            control: FormFieldStyleConfiguration.Control(view: AnyView(content)),
            caption: schema.caption,
            message: message
        ))
        .onChange(of: message) { _, newMessage in
            ErrorAnnouncement.announce(newMessage)
        }
    }
}

/// Announces a message that just appeared to VoiceOver and other assistive
/// apps (`AccessibilityNotification.Announcement`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
enum ErrorAnnouncement {
    @MainActor
    static func announce(_ message: String?) {
        guard let message, !message.isEmpty else { return }
        AccessibilityNotification.Announcement(message).post()
    }
}
#endif
