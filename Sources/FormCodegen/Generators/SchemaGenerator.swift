import FormChecker
import FormRuntime

/// `static let schema`: the runtime description of the form, embedded as the
/// runtime's compact JSON and decoded once on first use.
enum SchemaGenerator {
    static func schema(_ form: CheckedForm) -> SwiftDeclaration {
        let json = FormSchema.embeddedJSON(form.schema)
        return .property(SwiftProperty(
            doc: ["The runtime description of the form: labels, placeholders, captions, formatter chains, secure flags, resolved locale rules and translations."],
            modifiers: [.public, .static],
            name: "schema",
            type: "FormSchema",
            value: .call(.member(.identifier("FormSchema"), "embedded"), [SwiftArgument(nil, .string(json)), SwiftArgument("name", .string(form.name))])
        ))
    }
}
