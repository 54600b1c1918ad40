import FormSyntax

/// How a condition names an option (LANGUAGE.md §13): `value == .fr`,
/// `.fr != country`, `toppings contains .cheese`, parentheses looked
/// through. The one reading of which operand an option is compared with,
/// for the checker (`unknown-option`, `type-mismatch`) and for editors (the
/// language server's definition, references and rename of options).
public enum OptionComparison {
    /// The option an expression is (`.fr`, or `(.fr)`), or nil.
    public static func option(of expression: Expression) -> OptionReference? {
        var current = expression
        while true {
            switch current {
            case .option(let option): return option
            case .parenthesized(let inner, _): current = inner
            default: return nil
            }
        }
    }

    /// For `lhs op rhs`: the option and the operand it is compared with
    /// (the right side's option when both sides are options), or nil when
    /// neither side is an option.
    public static func split(_ lhs: Expression, _ rhs: Expression) -> (option: OptionReference, other: Expression)? {
        if let option = option(of: rhs) { return (option, lhs) }
        if let option = option(of: lhs) { return (option, rhs) }
        return nil
    }

    /// The field whose options an option compared with `operand` must be
    /// (parentheses looked through): the field `operand` names, or `own`
    /// for `value` (nil in a section's condition, which has no own field).
    /// Nil when the operand names no field; the checker then reports the
    /// comparison as a `type-mismatch`.
    public static func fieldName(of operand: Expression, own: String?) -> String? {
        var current = operand
        while true {
            switch current {
            case .name(let identifier): return identifier.name
            case .value: return own
            case .parenthesized(let inner, _): current = inner
            default: return nil
            }
        }
    }
}
