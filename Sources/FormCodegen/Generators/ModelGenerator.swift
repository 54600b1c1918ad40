import FormChecker
import FormRuntime

/// The model struct: stored properties, memberwise init with defaults, the
/// `Field` enum, and its conformance to FormRuntime's `FieldTableForm`.
enum ModelGenerator {
    /// The model struct without its members (``members(_:)`` and the
    /// generators' members follow it, GeneratedFiles).
    static func shell(_ form: CheckedForm) -> SwiftTypeDeclaration {
        SwiftTypeDeclaration(
            doc: form.docLines.isEmpty ? ["The `\(form.name)` form."] : form.docLines,
            modifiers: [.public],
            name: form.name,
            conformances: [QualifiedNames.sendable, QualifiedNames.equatable, QualifiedNames.codable]
        )
    }

    /// The model's own members, in order, each group made when asked for:
    /// the stored properties, the nested enums of choices, the memberwise
    /// initializer and the `Field` enum.
    static func members(_ form: CheckedForm) -> [() -> [SwiftDeclaration]] {
        [
            { properties(form) },
            { form.fields.compactMap { $0.isChoice ? ChoiceGenerator.nestedEnum($0) : nil } },
            { [memberwiseInit(form)] },
            { [fieldEnum(form)] },
        ]
    }

    private static func properties(_ form: CheckedForm) -> [SwiftDeclaration] {
        form.fields.map { field in
            .property(SwiftProperty(
                doc: field.docLines.isEmpty ? [fallbackDoc(field)] : field.docLines,
                modifiers: [.public],
                isMutable: true,
                name: field.name,
                type: field.swiftPropertyType
            ))
        }
    }

    private static func fallbackDoc(_ field: CheckedField) -> String {
        let kind = field.isList ? "list" : "field"
        return field.label.map { "The \(kind) labelled “\($0)”." } ?? "The `\(field.name)` \(kind)."
    }

    private static func memberwiseInit(_ form: CheckedForm) -> SwiftDeclaration {
        .initializer(SwiftFunction(
            doc: ["Creates a model; every parameter defaults to the field's default in the spec."],
            modifiers: [.public],
            parameters: form.fields.map { SwiftParameter(name: $0.name, type: $0.swiftPropertyType, defaultValue: $0.swiftDefault) },
            body: form.fields.map { .expression(.binary(.member(.identifier("self"), $0.name), .assign, .identifier($0.name))) }
        ))
    }

    private static func fieldEnum(_ form: CheckedForm) -> SwiftDeclaration {
        .enum(
            SwiftTypeDeclaration(
                doc: ["The fields and lists of the form, in spec order."],
                modifiers: [.public],
                name: "Field",
                conformances: [QualifiedNames.string, QualifiedNames.caseIterable, QualifiedNames.sendable, QualifiedNames.generatedField],
                members: [
                    RawValueInitializer.declaration(caseDescription: "field or list"),
                    .property(SwiftProperty(
                        doc: ["The form's schema, which renders its errors in any language (`error.message(in:)`)."],
                        modifiers: [.spiGenerated, .public, .static], isMutable: true, name: GeneratedSwiftNames.helperType("Schema"), type: QualifiedNames.formSchema,
                        getter: [.return(.member(.identifier(form.name), "schema"))]
                    )),
                ]
            ),
            cases: form.fields.map { SwiftEnumCase(name: $0.name) }
        )
    }

    /// The extension declaring `FieldTableForm` (a `GeneratedForm`, which
    /// the terminal and the preview drive): with it the runtime's redacting
    /// `description`, and the walks over the model's field table
    /// (``FieldTableGenerator``) that implement `Equatable` and `Codable`
    /// (declared on the struct, LANGUAGE.md §15), `fieldValues`,
    /// `init(fieldValues:)`, `customMirror` and what a form session asks.
    /// It has no members.
    static func conformancesShell(_ form: CheckedForm) -> SwiftTypeDeclaration {
        SwiftTypeDeclaration(name: form.name, conformances: [QualifiedNames.fieldTableForm])
    }
}

extension SwiftExpression {
    /// `self[key]`.
    func subscripted(_ key: SwiftExpression) -> SwiftExpression {
        .subscript(self, key)
    }
}
