import FormChecker

/// `NAME+SwiftUI.swift` (LANGUAGE.md §18): one `‹Form›View(model:onSubmit:)`
/// per form, wrapped in `#if canImport(SwiftUI) && !os(watchOS)` so the file compiles to
/// nothing on Linux (and on watchOS, where FormSwiftUI is empty: no
/// `UITextField`). The view is a thin, typed entry point: drawing, focus,
/// the text-field bridge and the session's rules live in FormSwiftUI and
/// FormSession, so the generated code stays small and fast to compile.
enum SwiftUIViewGenerator {
    /// The availability of the generated views: what `@Observable` (and so
    /// `FormModel`) needs.
    static let availability = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)"

    /// The name of the view generated for a form.
    static func viewName(of form: CheckedForm) -> String { form.name + "View" }

    /// The whole file for the forms of one spec.
    static func file(_ file: CheckedFile, header: String) -> SwiftFile {
        SwiftFile(
            header: [header],
            imports: ["FormRuntime", "FormSession", "FormSwiftUI", "SwiftUI"],
            declarations: file.forms.map(view),
            condition: "canImport(SwiftUI) && !os(watchOS)"
        )
    }

    /// `public struct ‹Form›View: View` drawing `FormView<‹Form›>`.
    static func view(_ form: CheckedForm) -> SwiftDeclaration {
        // The one unqualified external type: FormSession's `FormModel` cannot be
        // written `FormSession.FormModel`, since the module's own generic
        // struct `FormSession` takes that name first (so `FormModel` stays
        // reserved, GeneratedSwiftNames.unqualifiedTypes).
        let model = "FormModel<\(form.name)>"
        let submit = "\(QualifiedNames.mainActor) (\(form.name)) -> \(QualifiedNames.void)"
        return .struct(SwiftTypeDeclaration(
            doc: [
                "The form `\(form.name)` as a native SwiftUI form: every visible field in spec order,",
                "section titles and captions, messages as the session times them, and a submit button.",
                "Put it in a `NavigationStack` so that a choice of more than 7 options can open its searchable list.",
            ],
            attributes: [availability],
            modifiers: [.public],
            name: viewName(of: form),
            conformances: [QualifiedNames.swiftUI("View")],
            members: [
                .property(SwiftProperty(doc: ["The session the view draws and drives."], modifiers: [.public], name: "model", type: model)),
                .property(SwiftProperty(doc: ["Called with the typed model when a submit succeeds."], modifiers: [.public], name: "onSubmit", type: submit)),
                .initializer(SwiftFunction(
                    doc: [
                        "A view of `model`'s form.",
                        "- Parameters:",
                        "  - model: the form session, such as `FormModel<\(form.name)>()` for a blank form in the user's locale and language.",
                        "  - onSubmit: called with the model when Return on the last field or the submit button succeeds.",
                    ],
                    modifiers: [.public],
                    name: "init",
                    parameters: [
                        SwiftParameter(name: "model", type: model),
                        SwiftParameter(name: "onSubmit", type: "@escaping " + submit),
                    ],
                    body: [
                        .expression(.binary(.member(.identifier("self"), "model"), .assign, .identifier("model"))),
                        .expression(.binary(.member(.identifier("self"), "onSubmit"), .assign, .identifier("onSubmit"))),
                    ]
                )),
                .property(SwiftProperty(
                    doc: ["The form, drawn by FormSwiftUI's `FormView`."],
                    modifiers: [.public],
                    isMutable: true,
                    name: "body",
                    type: "some " + QualifiedNames.swiftUI("View"),
                    getter: [.expression(.call(.formSwiftUI("FormView"), [
                        SwiftArgument("model", .identifier("model")), SwiftArgument("onSubmit", .identifier("onSubmit")),
                    ]))]
                )),
            ]
        ))
    }
}
