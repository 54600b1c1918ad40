import FormChecker
import FormRuntime

/// The Swift type the generated model gives a field's property (LANGUAGE.md
/// §4, §13, §14): `String`, `Int?`, `[Decimal]`, `Country`, `[Extras]`…
enum SwiftTypeName {
    /// The property's type; a choice's enum is named after `enumField` (the
    /// field's own name unless a rename is being compared).
    static func of(_ field: CheckedField, enumField: String? = nil) -> String {
        var base: String
        switch field.type.base {
        case .text: base = "String"
        case .int: base = "Int"
        case .decimal: base = "Decimal"
        case .bool: base = "Bool"
        case .date: base = "FormDate"
        case .month: base = "FormMonth"
        case .choice: base = ChoiceTypeName.of(field: enumField ?? field.name)
        }
        if field.isList || field.allowsMultiple { return "[\(base)]" }
        return field.type.isOptional ? base + "?" : base
    }
}
