import FormSwiftUI
import SwiftUI

/// The app's own look for form rows (`formFieldStyle`): the label in
/// bold beside nothing else, the message in orange, no caption.
struct CompactFieldStyle: FormFieldStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            if let label = configuration.label {
                Text(verbatim: label)
                    .font(.headline)
            }
            configuration.control
            if let message = configuration.message {
                Text(verbatim: message)
                    .font(.footnote)
                    .foregroundStyle(.orange)
            }
        }
    }
}
