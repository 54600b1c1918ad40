#if canImport(SwiftUI) && !os(watchOS)
import FormRuntime
import FormSession
import SwiftUI

/// A generated form drawn as a native SwiftUI `Form` (LANGUAGE.md §18):
/// every visible field in spec order under its section's title and
/// caption, then the submit button. Generated `‹Form›View`s draw this; an
/// app can also lay out ``FormFieldRow``s itself, and style the rows with
/// ``SwiftUI/View/formFieldStyle(_:)``.
///
/// A failed submit (the button, or Return on the last field) scrolls to
/// the first field that shows a message, which the session focuses
/// (``FormSession/firstFieldWithMessage``).
///
/// A choice of more than 7 options opens a searchable list, so put the
/// view in a `NavigationStack`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct FormView<Model: GeneratedForm>: View {
    /// The session drawn and driven.
    public let model: FormModel<Model>
    /// Called with the typed model when a submit succeeds.
    public let onSubmit: @MainActor (Model) -> Void

    /// A view of `model`'s form calling `onSubmit` with the model when
    /// the submit button, or Return on the last field, succeeds.
    public init(model: FormModel<Model>, onSubmit: @escaping @MainActor (Model) -> Void) {
        self.model = model
        self.onSubmit = onSubmit
    }

    /// The form.
    public var body: some View {
        // The layout only: typing redraws the row typed in, not the form.
        let session = model.layoutSession
        ScrollViewReader { proxy in
            Form {
                ForEach(session.layout, id: \.self) { group in
                    if session.isVisible(group) {
                        FormGroupSection(model: model, group: group, onSubmit: onSubmit)
                    }
                }
                Section {
                    Button(action: submit) {
                        Text(verbatim: session.schema.submitLabel)
                    }
                }
            }
            .onChange(of: model.failedSubmits) { _, _ in
                // The session focused it; its row may be off screen (and
                // not made yet, in a lazy list): bring it in first.
                if let field = model.layoutSession.firstFieldWithMessage {
                    proxy.scrollTo(field, anchor: .center)
                }
            }
        }
        .navigationTitle(Text(verbatim: session.schema.title ?? ""))
    }

    /// The submit button: the session's submit, then `onSubmit` on success.
    @MainActor
    private func submit() {
        if case .success(let form) = model.submit() { onSubmit(form) }
    }
}

/// One run of fields: a `Section` with the spec section's title and caption
/// when the fields are in one, else a plain `Section`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct FormGroupSection<Model: GeneratedForm>: View {
    let model: FormModel<Model>
    let group: FormLayoutGroup<Model.Field>
    let onSubmit: @MainActor (Model) -> Void

    var body: some View {
        let section = model.layoutSession.section(of: group)
        Section {
            ForEach(group.fields, id: \.self) { field in
                FormFieldRow(model: model, field: field, onSubmit: onSubmit)
                    .id(field)
            }
        } header: {
            if let title = section?.title {
                Text(verbatim: title)
            }
        } footer: {
            if let caption = section?.caption {
                Text(verbatim: caption)
            }
        }
    }
}
#endif
