#if canImport(SwiftUI) && !os(watchOS)
import FormRuntime
import FormSession
import SwiftUI

/// A text, number, date or month field (one row of a list too): the
/// platform text field bridged to the session, and for `secure toggle` a
/// show/hide button. The button is not focusable, so the text field keeps
/// focus and caret while its value is revealed or hidden (LANGUAGE.md §8).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct TextFieldRow<Model: GeneratedForm>: View {
    let model: FormModel<Model>
    let field: Model.Field
    let row: Int
    let onSubmit: @MainActor (Model) -> Void

    var body: some View {
        let session = model.session(observing: field)
        HStack {
            FormTextField(model: model, field: field, row: row, onSubmit: onSubmit)
            if session.fieldSchema(field)?.secure == .toggle {
                let revealed = session.isRevealed(field)
                Button(action: toggleReveal) {
                    Image(systemName: revealed ? "eye.slash" : "eye")
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(Text(verbatim: session.schema.text(revealed ? .hideSecret : .showSecret)))
            }
        }
    }

    @MainActor
    private func toggleReveal() {
        model.update { session in session.toggleReveal(field) }
    }
}

/// What a bridged text field shows for one field row, read from the session
/// in the parent's `body` (so SwiftUI draws again when it changes) and
/// written to the platform view only where it differs (``TextFieldSync``).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
@MainActor
struct FormTextField<Model: GeneratedForm> {
    let model: FormModel<Model>
    let field: Model.Field
    let row: Int
    let onSubmit: @MainActor (Model) -> Void
    /// The session's text of the row.
    let text: String
    /// The session's caret (UTF-16), meaningful while focused.
    let caret: Int
    /// Whether focus is on this row: the binding's own focus state, since
    /// `@FocusState` does not reach a wrapped platform text field.
    let isFocused: Bool
    /// Keyboard, content type, Return key and secure entry.
    let traits: TextInputTraits
    /// The placeholder shown while empty.
    let placeholder: String
    /// The accessibility label: the field's label.
    let label: String

    init(model: FormModel<Model>, field: Model.Field, row: Int, onSubmit: @escaping @MainActor (Model) -> Void) {
        self.model = model
        self.field = field
        self.row = row
        self.onSubmit = onSubmit
        let session = model.session(observing: field)
        let schema = session.fieldSchema(field)
        self.text = session.text(field, row: row)
        self.isFocused = session.isFocused(field, row: row)
        self.caret = isFocused ? session.caret(field) : text.utf16.count
        self.traits = session.textInputTraits(field, row: row)
            ?? TextInputTraits(keyboard: .default, contentType: .none, returnKey: .next, isSecure: false, autocorrects: true, capitalizesSentences: true)
        self.placeholder = schema?.placeholder ?? ""
        self.label = schema?.label ?? schema?.name ?? ""
    }

    /// The bridge a new coordinator forwards to.
    @MainActor
    func makeBridge() -> TextFieldBridge<Model> {
        TextFieldBridge(model: model, field: field, row: row, onSubmit: onSubmit)
    }

    /// Points an existing bridge at this row (SwiftUI reuses the platform
    /// view when the row's identity stays).
    @MainActor
    func update(_ bridge: TextFieldBridge<Model>) {
        bridge.field = field
        bridge.row = row
        bridge.onSubmit = onSubmit
    }
}
#endif
