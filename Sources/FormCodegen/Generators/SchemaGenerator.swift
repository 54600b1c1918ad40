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
        let value = SwiftExpression.call(.identifier("FormSchema"), [
            SwiftArgument("name", .string(form.name)),
            SwiftArgument("title", ValueLiterals.optionalString(form.title)),
            SwiftArgument("submitLabel", .string(form.submitLabel)),
            SwiftArgument("locale", form.locale.map(ValueLiterals.localeRules) ?? .nil),
            SwiftArgument("fields", .array(form.fields.map(field))),
            SwiftArgument("translations", .dictionary(translations)),
        ])
        return .property(SwiftProperty(
            doc: ["The runtime description of the form: labels, placeholders, captions, formatter chains, secure flags, resolved locale rules and translations."],
            modifiers: [.public, .static],
            name: "schema",
            type: "FormSchema",
            value: value
        ))
    }

    private static func field(_ field: CheckedField) -> SwiftExpression {
        var arguments: [SwiftArgument] = [
            SwiftArgument("name", .string(field.name)),
            SwiftArgument("kind", .member(nil, field.isList ? "list" : "field")),
            SwiftArgument("type", .call(.identifier("FieldTypeRef"), [
                SwiftArgument(nil, .member(nil, field.type.base.rawValue)),
                SwiftArgument("isOptional", .boolean(field.type.isOptional)),
            ])),
            SwiftArgument("label", ValueLiterals.optionalString(field.label)),
            SwiftArgument("placeholder", ValueLiterals.optionalString(field.placeholder)),
            SwiftArgument("caption", ValueLiterals.optionalString(field.caption)),
            SwiftArgument("formatters", .array(field.formatters.map(ValueLiterals.formatter))),
            SwiftArgument("secure", .member(nil, field.secure.rawValue)),
            SwiftArgument("keyboard", .member(nil, field.keyboard.rawValue)),
            SwiftArgument("requiredMessage", ValueLiterals.optionalString(field.requiredMessage)),
        ]
        if field.isList {
            arguments.append(SwiftArgument("listMinimum", field.listMinimum.map { .integer($0) } ?? .nil))
            arguments.append(SwiftArgument("listMaximum", field.listMaximum.map { .integer($0) } ?? .nil))
        }
        arguments.append(SwiftArgument("isDisabled", .boolean(field.isDisabled)))
        arguments.append(SwiftArgument("defaultValue", field.defaultValue.map(ValueLiterals.fieldValue) ?? .nil))
        return .call(.identifier("FieldSchema"), arguments)
    }
}
