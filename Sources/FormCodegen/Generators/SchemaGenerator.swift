import FormChecker
import FormRuntime

/// `static let schema`: the runtime description of the form, built once on
/// first use by `FormSchema(table:)` from a schema table (`SchemaTableWriter`)
/// held in the file-private enum `_FormcSchemas`, one multi-line string per
/// form. One string literal is next to free for the Swift compiler, where
/// nested `FormSchema(…)`/`FieldSchema(…)` calls cost SIL and LLVM work per
/// field (docs/PERFORMANCE.md, "Compile time of generated code").
enum SchemaGenerator {
    /// The enum holding the file's schema tables: fixed, since it is private to its file.
    static let tablesTypeName = GeneratedSwiftNames.helperType("Schemas")

    static func schema(_ form: CheckedForm) -> SwiftDeclaration {
        .property(SwiftProperty(
            doc: ["The runtime description of the form: labels, placeholders, captions, formatter chains, secure flags, resolved locale rules and translations."],
            modifiers: [.public, .static],
            name: "schema",
            type: QualifiedNames.formSchema,
            value: .call(.runtime("FormSchema"), [SwiftArgument("table", .member(.identifier(tablesTypeName), form.name))])
        ))
    }

    /// The enum with one schema table per form of the file, or nil for a file without forms.
    static func tables(_ file: CheckedFile) -> SwiftDeclaration? {
        guard !file.forms.isEmpty else { return nil }
        return .enum(
            SwiftTypeDeclaration(
                doc: ["The schema of each form, as a schema table (`FormSchemaTable` in FormRuntime describes the format)."],
                modifiers: [.private],
                name: tablesTypeName,
                members: file.forms.map { form in
                    .property(SwiftProperty(
                        doc: ["Read by `\(form.name).schema`."],
                        modifiers: [.static],
                        name: form.name,
                        type: QualifiedNames.string,
                        value: .multilineString(SchemaTableWriter.lines(form.schema))
                    ))
                }
            ),
            cases: []
        )
    }
}
