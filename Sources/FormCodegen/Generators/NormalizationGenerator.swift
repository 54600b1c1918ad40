import FormChecker
import FormRuntime

/// Values the formatters would never produce (LANGUAGE.md §20): the check
/// `validate(on:)` runs after a formatted field's own conditions, against
/// the field's chain, made once in the model's table (FormRuntime's
/// `FormFields.isNormalized(_:as:)`). `normalized()` is a walk over that table
/// (`FieldTableForm`), so the model declares nothing else for §20:
///
/// ```swift
/// // in _FormcChecks, case .phone, after the conditions of `phone`:
/// if trigger.checksFormat, !Self._FormcFields.isNormalized(self.phone, as: .phone) {
///     errors.raise(Field.phone, .unexpectedFormat, Self.schema)
/// }
/// ```
enum NormalizationGenerator {
    /// The check of `field` on submit, or nil when it has no format:
    /// `if trigger.checksFormat, !Self._FormcFields.isNormalized(self.name, as: .name) { raise }`.
    static func check(_ field: CheckedField, raise: SwiftStatement) -> SwiftStatement? {
        guard field.schema.hasNormalizingFormat else { return nil }
        let test = SwiftExpression.call(.member(.member(.identifier("Self"), FieldTableGenerator.name), "isNormalized"), [
            SwiftArgument(nil, .member(.identifier("self"), field.name)), SwiftArgument("as", .member(nil, field.name)),
        ])
        return .if([.expression(.member(.identifier("trigger"), "checksFormat")), .expression(.prefix("!", test))], then: [raise], else: nil)
    }
}
