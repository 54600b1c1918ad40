#if canImport(SwiftUI) && !os(watchOS)
import SwiftUI

/// How a field's row is laid out around its control: the label, the
/// caption and the message (LANGUAGE.md §21), as SwiftUI's `ButtonStyle`
/// lays out a button. Conform a type and set it with
/// ``SwiftUI/View/formFieldStyle(_:)`` on a ``FormView``, a generated
/// `‹Form›View` or any container of ``FormFieldRow``s, so the form matches
/// an app's design without rewriting its rows:
///
/// ```swift
/// struct BrandFieldStyle: FormFieldStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             if let label = configuration.label { Text(verbatim: label).font(.headline) }
///             configuration.control
///             if let message = configuration.message {
///                 Text(verbatim: message).font(.footnote).foregroundStyle(.orange)
///             }
///         }
///     }
/// }
///
/// SignUpView(model: model) { account in … }.formFieldStyle(BrandFieldStyle())
/// ```
///
/// The row still decides what is shown (the session's message by its
/// timing, the caption, the label where the control does not show it) and
/// announces a message that appears; the style decides how it looks.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol FormFieldStyle {
    /// The view of a styled row.
    associatedtype Body: View
    /// The row for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a row shows.
    typealias Configuration = FormFieldStyleConfiguration
}

/// What a ``FormFieldStyle`` lays out for one field.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct FormFieldStyleConfiguration {
    /// The field's control as FormSwiftUI draws it (text field, toggle,
    /// picker, list rows).
    public struct Control: View {
        let view: AnyView

        /// The control.
        public var body: some View { view }
    }

    /// The field's label, or nil where the control shows it itself (a
    /// `bool`'s toggle, a single choice's picker).
    public let label: String?
    /// The control.
    public let control: Control
    /// The field's caption, or nil.
    public let caption: String?
    /// The message the field shows now (its own by its timing, or one from
    /// outside), or nil. The automatic style shows it in place of the caption.
    public let message: String?
}

/// The style FormSwiftUI draws with unless told otherwise: the label in
/// `.subheadline`, then the control, then the message in red `.footnote`
/// or else the caption in secondary `.footnote`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct AutomaticFormFieldStyle: FormFieldStyle {
    /// The automatic style.
    public nonisolated init() {}

    /// The row: label, control, message or caption.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label {
                Text(verbatim: label)
                    .font(.subheadline)
                    .accessibilityHidden(true)
            }
            configuration.control
            if let message = configuration.message {
                Text(verbatim: message)
                    .font(.footnote)
                    .foregroundStyle(.red)
            } else if let caption = configuration.caption {
                Text(verbatim: caption)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
extension FormFieldStyle where Self == AutomaticFormFieldStyle {
    /// FormSwiftUI's own style.
    public static var automatic: AutomaticFormFieldStyle { AutomaticFormFieldStyle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
extension View {
    /// Lays out the rows of the form fields inside this view with `style`.
    @MainActor
    public func formFieldStyle<Style: FormFieldStyle>(_ style: Style) -> some View {
        environment(\.formFieldStyle, AnyFormFieldStyle(style))
    }
}

/// A ``FormFieldStyle`` held in the environment.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct AnyFormFieldStyle {
    /// The styled row for a configuration.
    let makeBody: @MainActor (FormFieldStyleConfiguration) -> AnyView

    /// `style`, erased.
    @MainActor
    init<Style: FormFieldStyle>(_ style: Style) {
        makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    }

    /// The automatic style.
    nonisolated init() {
        makeBody = { configuration in AnyView(AutomaticFormFieldStyle().makeBody(configuration: configuration)) }
    }
}

/// Where ``AnyFormFieldStyle`` is kept.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
struct FormFieldStyleKey: EnvironmentKey {
    static var defaultValue: AnyFormFieldStyle { AnyFormFieldStyle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
extension EnvironmentValues {
    /// The style of the form field rows below (``View/formFieldStyle(_:)``).
    var formFieldStyle: AnyFormFieldStyle {
        get { self[FormFieldStyleKey.self] }
        set { self[FormFieldStyleKey.self] = newValue }
    }
}
#endif
