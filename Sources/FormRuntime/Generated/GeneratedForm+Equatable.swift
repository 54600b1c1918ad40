/// `==` for every generated model, written once here instead of synthesized
/// per form (LANGUAGE.md §15 allows "synthesized conformances, or
/// equivalent"): Swift takes this protocol-extension member as the model's
/// `==`. Synthesized `==` was the single most expensive body for swiftc to
/// type-check in generated code (docs/PERFORMANCE.md).
extension GeneratedForm {
    /// Whether every field and list holds an equal value: the models'
    /// ``fieldValues`` compared value by value, each with its own type's `==`
    /// (for a `Decimal`, `1.50 == 1.5`; for an optional, `nil` equals only
    /// `nil`), which is what the synthesized `==` over the stored properties
    /// answers.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fieldValues == rhs.fieldValues
    }
}
