import FormChecker
import FormRuntime

/// Choice fields in the model (LANGUAGE.md §13): the nested enum, and the
/// bridge to `FormValues` through FormRuntime's generic choice accessors.
enum ChoiceGenerator {
    /// `public enum Country: String, CaseIterable, Sendable, Hashable, Codable { case fr, de }`:
    /// the option identifiers are the cases and their raw values.
    static func nestedEnum(_ field: CheckedField) -> SwiftDeclaration {
        .enum(
            SwiftTypeDeclaration(
                doc: ["The options of `\(field.name)`; the raw values are the option identifiers of the spec."],
                modifiers: [.public],
                name: ChoiceTypeName.of(field: field.name),
                conformances: ["String", "CaseIterable", "Sendable", "Hashable", "Codable"],
                members: [RawValueInitializer.declaration(caseDescription: "option")]
            ),
            cases: field.options.map { SwiftEnumCase(name: $0.id) }
        )
    }

    /// `if values.hasField("name") { self.name = values.choice("name", as: Name.self) }`
    /// (optional), or `if let value = values.choice(…) { self.name = value }`.
    static func read(_ field: CheckedField) -> SwiftStatement {
        let values = SwiftExpression.identifier("values")
        let name = SwiftExpression.string(field.name)
        let property = SwiftExpression.member(.identifier("self"), field.name)
        let type = SwiftExpression.member(.identifier(ChoiceTypeName.of(field: field.name)), "self")
        let accessor = field.allowsMultiple ? "choices" : "choice"
        let read = SwiftExpression.call(.member(values, accessor), [SwiftArgument(nil, name), SwiftArgument("as", type)])
        if field.type.isOptional {
            return .if([.expression(.call(.member(values, "hasField"), name))], then: [.expression(.binary(property, .assign, read))], else: nil)
        }
        return .if([.optionalBinding("value", read)], then: [.expression(.binary(property, .assign, .identifier("value")))], else: nil)
    }

    /// `values.set("name", choice: self.name)` (`optionalChoice:`, `choices:`).
    static func write(_ field: CheckedField) -> SwiftStatement {
        let label = field.allowsMultiple ? "choices" : field.type.isOptional ? "optionalChoice" : "choice"
        return .expression(.call(.member(.identifier("values"), "set"), [
            SwiftArgument(nil, .string(field.name)), SwiftArgument(label, .member(.identifier("self"), field.name)),
        ]))
    }
}
