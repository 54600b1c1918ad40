import FormChecker

/// The model's one table of its fields (FormRuntime's `FormFields`), in spec
/// order: per field, the factory named after its type with the property's
/// key path and the other fields whose conditions read it. Everything that
/// treats every field alike (`==`, `Codable`, `fieldValues`,
/// `init(fieldValues:)`, `customMirror`, what a form session asks) is a walk
/// over this table written once in FormRuntime (`FieldTableForm`), so the
/// model lists its fields here and nowhere else but its declarations:
///
/// ```swift
/// @_spi(Generated) public static let _FormcFields: FormRuntime.FormFields<Self> = .init(
///     Self(),
///     .text(\.name),
///     .choice(\.sex, readers: [.pregnant]),
///     .textList(\.phones)
/// )
/// ```
///
/// `Self()` is the blank model (every field at its spec default) that
/// `init(fieldValues:)` and `init(from:)` start from.
enum FieldTableGenerator {
    /// The member's name: `_Formc`, so no field can take it.
    static let name = GeneratedSwiftNames.helperTypePrefix + "Fields"

    /// `_FormcFields`, for the fields of `form`.
    static func table(_ form: CheckedForm) -> SwiftDeclaration {
        let readers = form.readerNames
        let entries: [SwiftArgument] = form.fields.map { field in
            var arguments = [SwiftArgument(nil, .prefix("\\", .member(nil, field.name)))]
            if let names = readers[field.name], !names.isEmpty {
                arguments.append(SwiftArgument("readers", .array(names.map { .member(nil, $0) })))
            }
            return SwiftArgument(nil, .call(.member(nil, factory(field)), arguments))
        }
        return .property(SwiftProperty(
            doc: ["The fields in spec order: what equality, `Codable`, `fieldValues` and a form session walk (FormRuntime's `FormFields`)."],
            modifiers: [.spiGenerated, .public, .static],
            name: name,
            type: QualifiedNames.formFields,
            value: .call(.member(nil, "init"), [SwiftArgument(nil, .call(.identifier("Self"), []))] + entries)
        ))
    }

    /// The `AnyFormField` factory for the field's type: `text`,
    /// `optionalText`, `textList`, …, `choice`, `optionalChoice`, `choices`.
    static func factory(_ field: CheckedField) -> String {
        let base: String
        switch field.type.base {
        case .text: base = "text"
        case .int: base = "int"
        case .decimal: base = "decimal"
        case .bool: base = "bool"
        case .date: base = "date"
        case .month: base = "month"
        case .choice:
            if field.allowsMultiple { return "choices" }
            return field.type.isOptional ? "optionalChoice" : "choice"
        }
        if field.isList { return base + "List" }
        if field.type.isOptional { return "optional" + base.prefix(1).uppercased() + base.dropFirst() }
        return base
    }
}
