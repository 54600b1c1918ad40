import FormChecker
import FormRuntime

/// `static let schema`: the runtime description of the form.
enum SchemaGenerator {
    static func schema(_ form: CheckedForm) -> SwiftDeclaration {
        var translations: [SwiftDictionaryEntry] = []
        for table in form.translations.sorted(by: { $0.language < $1.language }) {
            let entries = table.entries.sorted { $0.key < $1.key }.map { SwiftDictionaryEntry(.string($0.key), .string($0.value)) }
            translations.append(SwiftDictionaryEntry(.string(table.language), .dictionary(entries)))
        }
        // Arguments equal to the initializer's defaults are left out: less
        // code for the compiler, same value.
        var arguments = [SwiftArgument("name", .string(form.name))]
        if let title = form.title { arguments.append(SwiftArgument("title", .string(title))) }
        if form.submitLabel != "Submit" { arguments.append(SwiftArgument("submitLabel", .string(form.submitLabel))) }
        if let locale = form.locale { arguments.append(SwiftArgument("locale", ValueLiterals.localeRules(locale))) }
        arguments.append(SwiftArgument("fields", .array(form.fields.map(field))))
        if !translations.isEmpty { arguments.append(SwiftArgument("translations", .dictionary(translations))) }
        let value = SwiftExpression.call(.identifier("FormSchema"), arguments)
        return .property(SwiftProperty(
            doc: ["The runtime description of the form: labels, placeholders, captions, formatter chains, secure flags, resolved locale rules and translations."],
            modifiers: [.public, .static],
            name: "schema",
            type: "FormSchema",
            value: value
        ))
    }

    private static func field(_ field: CheckedField) -> SwiftExpression {
        var arguments: [SwiftArgument] = [SwiftArgument("name", .string(field.name))]
        if field.isList { arguments.append(SwiftArgument("kind", .member(nil, "list"))) }
        arguments.append(SwiftArgument("type", .call(.identifier("FieldTypeRef"), [
            SwiftArgument(nil, .member(.identifier("FieldType"), field.type.base.rawValue)),
            SwiftArgument("isOptional", .boolean(field.type.isOptional)),
        ])))
        if let label = field.label { arguments.append(SwiftArgument("label", .string(label))) }
        if let placeholder = field.placeholder { arguments.append(SwiftArgument("placeholder", .string(placeholder))) }
        if let caption = field.caption { arguments.append(SwiftArgument("caption", .string(caption))) }
        if !field.formatters.isEmpty {
            arguments.append(SwiftArgument("formatters", .array(field.formatters.map(ValueLiterals.formatter))))
        }
        if field.secure != .none { arguments.append(SwiftArgument("secure", .member(nil, field.secure.rawValue))) }
        if field.keyboard != .default { arguments.append(SwiftArgument("keyboard", .member(nil, field.keyboard.rawValue))) }
        if let message = field.requiredMessage { arguments.append(SwiftArgument("requiredMessage", .string(message))) }
        if field.isList {
            if let minimum = field.listMinimum { arguments.append(SwiftArgument("listMinimum", .integer(minimum))) }
            if let maximum = field.listMaximum { arguments.append(SwiftArgument("listMaximum", .integer(maximum))) }
        }
        if field.isDisabled { arguments.append(SwiftArgument("isDisabled", .boolean(true))) }
        if let value = field.defaultValue { arguments.append(SwiftArgument("defaultValue", ValueLiterals.fieldValue(value))) }
        return .call(.identifier("FieldSchema"), arguments)
    }
}
