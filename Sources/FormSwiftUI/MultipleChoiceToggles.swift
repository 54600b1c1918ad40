#if canImport(SwiftUI) && !os(watchOS)
import FormRuntime
import FormSession
import SwiftUI

/// A `multiple` choice (LANGUAGE.md §13): one `Toggle` per option, kept in
/// option order by the session.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct MultipleChoiceToggles<Model: GeneratedForm>: View {
    let model: FormModel<Model>
    let field: Model.Field
    let schema: FieldSchema

    var body: some View {
        ForEach(schema.options, id: \.id) { option in
            Toggle(isOn: isOn(option.id)) {
                Text(verbatim: option.label)
            }
        }
    }

    /// Whether option `id` is selected (on the main actor, as ``ChoicePicker``'s selection).
    @MainActor
    private func isOn(_ id: String) -> Binding<Bool> {
        Binding(
            get: { model.session(observing: field).selection(field).contains(id) },
            set: { value in
                model.update { session in
                    if session.selection(field).contains(id) != value { session.toggle(field, id: id) }
                }
            }
        )
    }
}
#endif
