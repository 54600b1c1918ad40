import FormChecker
import FormRuntime

/// Values the formatters would never produce (LANGUAGE.md §20): the private
/// enum of the chains of a form's formatted fields, `normalized()`, and the
/// check `validate(on:)` runs after a formatted field's own conditions.
/// Every field costs one FormRuntime call (``FormNormalization``):
///
/// ```swift
/// private enum _FormcFormats {
///     static let phone: FormRuntime.FormatterChain = FormRuntime.FormNormalization.chain("phone", in: PhoneSignIn.schema)
/// }
/// public func normalized() -> PhoneSignIn {
///     var copy = self
///     copy.phone = FormRuntime.FormNormalization.normalized(self.phone, _FormcFormats.phone)
///     return copy
/// }
/// // in validate(on:), after the conditions of `phone`:
/// if trigger.checksFormat, !FormRuntime.FormNormalization.isNormalized(self.phone, _FormcFormats.phone) {
///     errors.raise(Field.phone, .unexpectedFormat, Self.schema)
/// }
/// ```
enum NormalizationGenerator {
    /// The enum holding a form's chains: fixed, since it is private to the model.
    static let chainsTypeName = GeneratedSwiftNames.helperType("Formats")

    /// The fields `normalized()` and the check cover: a `text`, `int` or
    /// `decimal` field or list with a `format`.
    static func formattedFields(_ form: CheckedForm) -> [CheckedField] {
        form.fields.filter(\.schema.hasNormalizingFormat)
    }

    /// `_FormcFormats.name`: the chain of `field`.
    private static func chain(_ field: CheckedField) -> SwiftExpression {
        .member(.identifier(chainsTypeName), field.name)
    }

    /// The members LANGUAGE.md §20 adds to the model: the chains (when a
    /// field has a format) and `normalized()`.
    static func members(_ form: CheckedForm) -> [SwiftDeclaration] {
        let fields = formattedFields(form)
        let doc = [
            "A copy in which every field with a `format` holds what its chain produces from its value pasted into an empty field and committed (LANGUAGE.md §20).",
            "`validate(on: .submit)` raises `.unexpectedFormat` for a field whose value is not its own normalized form.",
        ]
        guard !fields.isEmpty else {
            return [.function(SwiftFunction(doc: doc + ["No field of this form has a `format`."], modifiers: [.public], name: "normalized", returnType: form.name, body: [.return(.identifier("self"))]))]
        }
        let chains = fields.map { field in
            SwiftDeclaration.property(SwiftProperty(
                doc: [], modifiers: [.static], name: field.name, type: QualifiedNames.formatterChain,
                value: .call(.member(.runtime("FormNormalization"), "chain"), [
                    SwiftArgument(nil, .string(field.name)), SwiftArgument("in", .member(.identifier(form.name), "schema")),
                ])
            ))
        }
        var body: [SwiftStatement] = [.variable(isMutable: true, name: "copy", type: nil, value: .identifier("self"))]
        body += fields.map { field in
            .expression(.binary(.member(.identifier("copy"), field.name), .assign, .call(.member(.runtime("FormNormalization"), "normalized"), [
                SwiftArgument(nil, .member(.identifier("self"), field.name)), SwiftArgument(nil, chain(field)),
            ])))
        }
        body.append(.return(.identifier("copy")))
        return [
            .enum(SwiftTypeDeclaration(
                doc: ["The `format` chains of the fields LANGUAGE.md §20 normalizes, made once, in the form's locale or else the user's."],
                modifiers: [.private], name: chainsTypeName, members: chains
            ), cases: []),
            .function(SwiftFunction(doc: doc, modifiers: [.public], name: "normalized", returnType: form.name, body: body)),
        ]
    }

    /// The check of `field` on submit, or nil when it has no format:
    /// `if trigger.checksFormat, !FormNormalization.isNormalized(…) { raise }`.
    static func check(_ field: CheckedField, raise: SwiftStatement) -> SwiftStatement? {
        guard field.schema.hasNormalizingFormat else { return nil }
        let test = SwiftExpression.call(.member(.runtime("FormNormalization"), "isNormalized"), [
            SwiftArgument(nil, .member(.identifier("self"), field.name)), SwiftArgument(nil, chain(field)),
        ])
        return .if([.expression(.member(.identifier("trigger"), "checksFormat")), .expression(.prefix("!", test))], then: [raise], else: nil)
    }
}
