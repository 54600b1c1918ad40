/// The `init?(rawValue:)` written into every generated enum with `String`
/// raw values (a form's `Field` enum, a choice field's options):
///
/// ```swift
/// public init?(rawValue: Swift.String) {
///     guard let value = FormRuntime.FormCaseLookup.value(named: rawValue, in: Self.allCases) else { return nil }
///     self = value
/// }
/// ```
///
/// Written out, it replaces the initializer Swift would derive, a table of
/// every name that is among the largest functions of a form at `-Onone`; the
/// answers are the same (docs/PERFORMANCE.md, "Compile time of generated code").
enum RawValueInitializer {
    static func declaration(caseDescription: String) -> SwiftDeclaration {
        let lookup = SwiftExpression.call(.member(.runtime("FormCaseLookup"), "value"), [
            SwiftArgument("named", .identifier("rawValue")),
            SwiftArgument("in", .member(.identifier("Self"), "allCases")),
        ])
        return .initializer(SwiftFunction(
            doc: ["The \(caseDescription) whose raw value is `rawValue`, or `nil`."],
            modifiers: [.public],
            parameters: [SwiftParameter(name: "rawValue", type: QualifiedNames.string)],
            isFailable: true,
            body: [
                .guard([.optionalBinding("value", lookup)], else: [.return(.nil)]),
                .expression(.binary(.identifier("self"), .assign, .identifier("value"))),
            ]
        ))
    }
}
