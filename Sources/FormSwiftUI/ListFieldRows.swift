#if canImport(SwiftUI) && !os(watchOS)
import FormRuntime
import FormSession
import SwiftUI

/// A `list` field: one bridged text field per row. Return on a non-empty
/// row adds a row below and focuses it; backspace on an empty row removes
/// it (LANGUAGE.md §12): both are the session's, through the bridge.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct ListFieldRows<Model: GeneratedForm>: View {
    let model: FormModel<Model>
    let field: Model.Field
    let onSubmit: @MainActor (Model) -> Void

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<model.session(observing: field).rowCount(field), id: \.self) { row in
                TextFieldRow(model: model, field: field, row: row, onSubmit: onSubmit)
            }
        }
    }
}
#endif
