import FormChecker
import FormRuntime

/// `static let schema`: the runtime description of the form written as
/// Swift values (`FormSchema(name: …, fields: [FieldSchema(…), …])`), built
/// once on first use. Arguments equal to the initializers' defaults are left
/// out, and every call names its type, so the type checker resolves each
/// one without searching.
enum SchemaGenerator {
    static func schema(_ form: CheckedForm) -> SwiftDeclaration {
        .property(SwiftProperty(
            doc: ["The runtime description of the form: labels, placeholders, captions, formatter chains, secure flags, resolved locale rules and translations."],
            modifiers: [.public, .static],
            name: "schema",
            type: "FormSchema",
            value: formSchema(form.schema)
        ))
    }

    static func formSchema(_ schema: FormSchema) -> SwiftExpression {
        var arguments = [SwiftArgument("name", .string(schema.name))]
        if let title = schema.title { arguments.append(SwiftArgument("title", .string(title))) }
        if schema.submitLabel != "Submit" { arguments.append(SwiftArgument("submitLabel", .string(schema.submitLabel))) }
        if let locale = schema.locale { arguments.append(SwiftArgument("locale", ValueLiterals.localeRules(locale))) }
        arguments.append(SwiftArgument("fields", .array(schema.fields.map(field))))
        if !schema.translations.isEmpty {
            let languages = schema.translations.sorted { $0.key < $1.key }.map { language, table in
                SwiftDictionaryEntry(.string(language), .dictionary(table.sorted { $0.key < $1.key }.map { SwiftDictionaryEntry(.string($0.key), .string($0.value)) }))
            }
            arguments.append(SwiftArgument("translations", .dictionary(languages)))
        }
        if !schema.sections.isEmpty { arguments.append(SwiftArgument("sections", .array(schema.sections.map(ChoiceSchemaLiterals.section)))) }
        return .call(.identifier("FormSchema"), arguments)
    }

    static func field(_ field: FieldSchema) -> SwiftExpression {
        var arguments = [SwiftArgument("name", .string(field.name))]
        if field.kind != .field { arguments.append(SwiftArgument("kind", .member(nil, field.kind.rawValue))) }
        let base = SwiftExpression.member(nil, field.type.base.rawValue)
        arguments.append(SwiftArgument("type", .call(.identifier("FieldTypeRef"), field.type.isOptional
            ? [SwiftArgument(nil, base), SwiftArgument("isOptional", .boolean(true))]
            : [SwiftArgument(nil, base)])))
        if let label = field.label { arguments.append(SwiftArgument("label", .string(label))) }
        if let placeholder = field.placeholder { arguments.append(SwiftArgument("placeholder", .string(placeholder))) }
        if let caption = field.caption { arguments.append(SwiftArgument("caption", .string(caption))) }
        if !field.formatters.isEmpty { arguments.append(SwiftArgument("formatters", .array(field.formatters.map(ValueLiterals.formatter)))) }
        if field.secure != .none { arguments.append(SwiftArgument("secure", .member(nil, field.secure.rawValue))) }
        if field.keyboard != .default { arguments.append(SwiftArgument("keyboard", .member(nil, field.keyboard.rawValue))) }
        if let message = field.requiredMessage { arguments.append(SwiftArgument("requiredMessage", .string(message))) }
        if let minimum = field.listMinimum { arguments.append(SwiftArgument("listMinimum", .integer(minimum))) }
        if let maximum = field.listMaximum { arguments.append(SwiftArgument("listMaximum", .integer(maximum))) }
        if field.isDisabled { arguments.append(SwiftArgument("isDisabled", .boolean(true))) }
        if let value = field.defaultValue { arguments.append(SwiftArgument("defaultValue", ValueLiterals.fieldValue(value))) }
        arguments += ChoiceSchemaLiterals.arguments(field)
        return .call(.identifier("FieldSchema"), arguments)
    }
}
