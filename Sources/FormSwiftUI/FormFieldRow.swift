#if canImport(SwiftUI) && !os(watchOS)
import FormRuntime
import FormSession
import SwiftUI

/// One field of a form, drawn as its kind asks (LANGUAGE.md §18): a bridged
/// text field for text, numbers, dates and months (with show/hide for
/// `secure toggle`), a `Toggle` for `bool`, a `Picker` or a searchable list
/// for a choice, toggles for a multiple choice, growing rows for a list.
/// Nothing is drawn while the field is hidden (`visible when`); while it is
/// not enabled (`enabled when`, `disabled`) it is `.disabled`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct FormFieldRow<Model: GeneratedForm>: View {
    /// The session.
    public let model: FormModel<Model>
    /// The field drawn.
    public let field: Model.Field
    /// Called with the typed model when Return on the last field submits it.
    public let onSubmit: @MainActor (Model) -> Void

    /// The row of `field`.
    public init(model: FormModel<Model>, field: Model.Field, onSubmit: @escaping @MainActor (Model) -> Void = { _ in }) {
        self.model = model
        self.field = field
        self.onSubmit = onSubmit
    }

    /// The field's row, or nothing while it is hidden.
    public var body: some View {
        let session = model.session(observing: field)
        if session.isVisible(field), let schema = session.fieldSchema(field) {
            FieldChrome(schema: schema, message: session.messages(field).first) {
                content(schema)
            }
            .disabled(!session.isEnabled(field))
        }
    }

    @ViewBuilder
    private func content(_ schema: FieldSchema) -> some View {
        if schema.kind == .list {
            ListFieldRows(model: model, field: field, onSubmit: onSubmit)
        } else if schema.isChoice && schema.allowsMultiple {
            MultipleChoiceToggles(model: model, field: field, schema: schema)
        } else if schema.isChoice {
            ChoicePicker(model: model, field: field, schema: schema)
        } else if schema.type.base == .bool {
            BoolToggle(model: model, field: field, schema: schema)
        } else {
            TextFieldRow(model: model, field: field, row: 0, onSubmit: onSubmit)
        }
    }
}
#endif
