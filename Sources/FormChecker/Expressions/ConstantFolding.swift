/// Describes a field-free condition's value for `constant-condition`.
enum ConstantFolding {
    /// `true`, `false`, or `the same` when it is not worth evaluating here.
    static func describe(_ expression: CheckedExpression) -> String {
        if case .literal(.bool(let value)) = expression { return String(value) }
        return "the same"
    }
}
