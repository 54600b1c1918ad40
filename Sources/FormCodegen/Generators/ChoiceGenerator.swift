import FormChecker
import FormRuntime

/// Choice fields in the model (LANGUAGE.md §13): the nested enum of each,
/// and the typed tokens a form session's `select` and `toggle` take.
enum ChoiceGenerator {
    /// `public enum Country: String, CaseIterable, Sendable, Hashable, Codable { case fr, de }`:
    /// the option identifiers are the cases and their raw values.
    static func nestedEnum(_ field: CheckedField) -> SwiftDeclaration {
        .enum(
            SwiftTypeDeclaration(
                doc: ["The options of `\(field.name)`; the raw values are the option identifiers of the spec."],
                modifiers: [.public],
                name: ChoiceTypeName.of(field: field.name),
                conformances: [QualifiedNames.string, QualifiedNames.caseIterable, QualifiedNames.sendable, QualifiedNames.hashable, QualifiedNames.codable],
                members: [RawValueInitializer.declaration(caseDescription: "option")]
            ),
            cases: field.options.map { SwiftEnumCase(name: $0.id) }
        )
    }

    /// The typed tokens of the form's choice fields, one extension of
    /// `FormRuntime.ChoiceField` per property type
    /// (`FormRuntime.ChoiceField<Intake, Intake.Country?>`), holding a static
    /// member per field: what makes `session.select(.country, .ch)` and
    /// `session.toggle(.extras, .gift)` compile as LANGUAGE.md §18 writes
    /// them (the field names the option type, so `.ch` needs none). The
    /// extension binds the generic arguments rather than writing
    /// `where Form == Intake`: there `Form` and `Value` would be
    /// `ChoiceField`'s own parameters, even for a form named `Form`.
    static func fieldTokens(_ form: CheckedForm) -> [SwiftDeclaration] {
        var order: [String] = []
        var fieldsByType: [String: [CheckedField]] = [:]
        for field in form.fields where field.isChoice && !field.isList {
            let option = form.name + "." + ChoiceTypeName.of(field: field.name)
            let type = field.allowsMultiple ? "[\(option)]" : field.type.isOptional ? option + "?" : option
            if fieldsByType[type] == nil { order.append(type) }
            fieldsByType[type, default: []].append(field)
        }
        return order.map { type in
            .extension(SwiftTypeDeclaration(
                name: QualifiedNames.runtime("ChoiceField") + "<\(form.name), \(type)>",
                members: (fieldsByType[type] ?? []).map { field in
                    .property(SwiftProperty(
                        doc: ["The `\(field.name)` field, for `session.\(field.allowsMultiple ? "toggle" : "select")(.\(field.name), …)`."],
                        modifiers: [.public, .static],
                        isMutable: true,
                        name: field.name,
                        type: "Self",
                        getter: [.expression(.call(.identifier("Self"), [SwiftArgument(nil, .member(nil, field.name))]))]
                    ))
                }
            ))
        }
    }
}
