import FormChecker
import FormRuntime

/// Values the formatters would never produce (LANGUAGE.md §20): the check
/// `validate(on:)` runs after a formatted field's own conditions, against
/// the field's chain, made once in the model's table (FormRuntime's
/// `FormFields.checkFormat(_:of:on:into:)`). `normalized()` is a walk over
/// that table (`FieldTableForm`), so the model declares nothing else for §20:
///
/// ```swift
/// // in _FormcChecks, case .phone, after the conditions of `phone`:
/// Self._FormcFields.checkFormat(self.phone, of: .phone, on: trigger, into: &errors)
/// ```
enum NormalizationGenerator {
    /// The check of `field` on submit, or nil when it has no format:
    /// `Self._FormcFields.checkFormat(self.name, of: .name, on: trigger, into: &errors)`.
    static func check(_ field: CheckedField) -> SwiftStatement? {
        guard field.schema.hasNormalizingFormat else { return nil }
        return .expression(.call(.member(.member(.identifier("Self"), FieldTableGenerator.name), "checkFormat"), [
            SwiftArgument(nil, .member(.identifier("self"), field.name)),
            SwiftArgument("of", .member(nil, field.name)),
            SwiftArgument("on", .identifier("trigger")),
            SwiftArgument("into", .prefix("&", .identifier("errors"))),
        ]))
    }
}
