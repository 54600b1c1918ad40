#if canImport(SwiftUI) && !os(watchOS)
import FormRuntime
import FormSession
import SwiftUI

/// A single choice (LANGUAGE.md §13): a `Picker` of its options, or past 7
/// options a row that opens a searchable list (the session's filter, a
/// case- and accent-insensitive substring of the labels). While nothing is
/// selected the placeholder shows.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct ChoicePicker<Model: GeneratedForm>: View {
    let model: FormModel<Model>
    let field: Model.Field
    let schema: FieldSchema

    /// More options than this open a searchable list.
    static var inlineLimit: Int { 7 }

    var body: some View {
        let label = schema.label ?? schema.name
        if schema.options.count > Self.inlineLimit {
            NavigationLink {
                ChoiceSearchList(model: model, field: field, title: label)
            } label: {
                HStack {
                    Text(verbatim: label)
                    Spacer()
                    Text(verbatim: ChoiceFilter.labels(of: model.session(observing: field).selection(field), in: schema.options) ?? schema.placeholder ?? "")
                        .foregroundStyle(.secondary)
                }
            }
        } else {
            Picker(selection: selection) {
                if model.session(observing: field).selection(field).isEmpty {
                    Text(verbatim: schema.placeholder ?? "").tag(String?.none)
                }
                ForEach(schema.options, id: \.id) { option in
                    Text(verbatim: option.label).tag(String?.some(option.id))
                }
            } label: {
                Text(verbatim: label)
            }
        }
    }

    /// The selected option's identifier; nil selects nothing (an optional
    /// choice is cleared, a required one keeps its answer). On the main
    /// actor, which `Binding`'s closures inherit (the member is a
    /// `View`'s, main-actor isolated since iOS 18's SDK; said here for
    /// older SwiftUI interfaces, where only `body` is).
    @MainActor
    private var selection: Binding<String?> {
        Binding(
            get: { model.session(observing: field).selection(field).first },
            set: { id in
                model.update { session in
                    if let id { session.select(field, id: id) } else { session.clearSelection(field) }
                }
            }
        )
    }
}

/// The searchable list of a long single choice: typing filters, a tap
/// selects and goes back.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct ChoiceSearchList<Model: GeneratedForm>: View {
    let model: FormModel<Model>
    let field: Model.Field
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let selected = model.session(observing: field).selection(field)
        List {
            ForEach(model.session(observing: field).options(field), id: \.id) { option in
                Button {
                    model.update { session in session.select(field, id: option.id) }
                    dismiss()
                } label: {
                    HStack {
                        Text(verbatim: option.label)
                        Spacer()
                        if selected.contains(option.id) {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
        }
        .searchable(text: filter, prompt: Text(verbatim: title))
        .navigationTitle(Text(verbatim: title))
    }

    /// The session's filter of the options (on the main actor, as ``ChoicePicker``'s selection).
    @MainActor
    private var filter: Binding<String> {
        Binding(
            get: { model.session(observing: field).filter(field) },
            set: { text in model.update { session in session.setFilter(field, text) } }
        )
    }
}
#endif
