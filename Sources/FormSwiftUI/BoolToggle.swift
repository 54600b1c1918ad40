#if canImport(SwiftUI) && !os(watchOS)
import FormRuntime
import FormSession
import SwiftUI

/// A `bool` field: a `Toggle` labelled with the field's label.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct BoolToggle<Model: GeneratedForm>: View {
    let model: FormModel<Model>
    let field: Model.Field
    let schema: FieldSchema

    var body: some View {
        Toggle(isOn: Binding(
            get: { model.session(observing: field).isOn(field) },
            set: { value in model.update { session in session.set(field, value) } }
        )) {
            Text(verbatim: schema.label ?? schema.name)
        }
    }
}
#endif
