#if canImport(SwiftUI) && !os(watchOS)
import FormRuntime
import SwiftUI

/// What surrounds a field's control (LANGUAGE.md §12, §18): the label above,
/// then the control, then the message the session shows now or else the
/// caption. A message that appears is announced to assistive apps.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct FieldChrome<Content: View>: View {
    let schema: FieldSchema
    let message: String?
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            // A bool's label is the toggle's own; a choice's the picker's.
            if schema.type.base != .bool && !(schema.isChoice && !schema.allowsMultiple), let label = schema.label {
                Text(verbatim: label)
                    .font(.subheadline)
                    .accessibilityHidden(true)
            }
            content
            if let message {
                Text(verbatim: message)
                    .font(.footnote)
                    .foregroundStyle(.red)
            } else if let caption = schema.caption {
                Text(verbatim: caption)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
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
