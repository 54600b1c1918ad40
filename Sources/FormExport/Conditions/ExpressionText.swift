import FormChecker
import FormRuntime

/// A checked condition written back as a spec writes it, for the `x-formc`
/// notes of an exported schema: `!(value in -1000...1000)`,
/// `days(arrival, value) < 1`. Parentheses are added where precedence needs
/// them (LANGUAGE.md §3: `||` < `&&` < `!` < comparisons < `+ -` < unary `-`).
enum ExpressionText {
    static func text(_ expression: CheckedExpression) -> String {
        text(expression, context: 0)
    }

    /// Binding strength: 1 `||`, 2 `&&`, 3 `!`, 4 comparison, 5 `+ -`, 6 unary `-`, 7 primary.
    private static func strength(_ expression: CheckedExpression) -> Int {
        switch expression {
        case .or: 1
        case .and: 2
        case .not: 3
        case .comparison, .matches, .inRange, .contains: 4
        case .arithmetic: 5
        case .negate: 6
        case .literal(let value):
            switch value {
            case .int(let number) where number < 0: 6
            case .decimal(let number) where number < 0: 6
            default: 7
            }
        default: 7
        }
    }

    private static func text(_ expression: CheckedExpression, context: Int) -> String {
        let inner: String
        switch expression {
        case .literal(let value): inner = literal(value)
        case .fieldValue(let reference): inner = reference.isOwnField ? "value" : reference.fieldName
        case .length(let reference): inner = reference.isOwnField ? "length" : "length(\(reference.fieldName))"
        case .count(let reference): inner = "count(\(reference.isOwnField && !reference.isList ? "value" : reference.fieldName))"
        case .not(let operand): inner = "!" + text(operand, context: 5)
        case .negate(let operand, _): inner = "-" + text(operand, context: 7)
        case .and(let operands): inner = operands.map { text($0, context: 3) }.joined(separator: " && ")
        case .or(let operands): inner = operands.map { text($0, context: 2) }.joined(separator: " || ")
        case .arithmetic(let first, let terms, _):
            inner = text(first, context: 5) + terms.map { " \($0.op == .plus ? "+" : "-") " + text($0.operand, context: 6) }.joined()
        case .comparison(let op, let lhs, let rhs, _):
            inner = text(lhs, context: 5) + " \(symbol(op)) " + text(rhs, context: 5)
        case .matches(let operand, let regex): inner = text(operand, context: 5) + " matches /" + regex.pattern.replacingOccurrences(of: "/", with: "\\/") + "/"
        case .inRange(let operand, let low, let high, _): inner = text(operand, context: 5) + " in " + text(low, context: 5) + "..." + text(high, context: 5)
        case .call(let function, let arguments):
            inner = arguments.isEmpty && (function == .today || function == .thisMonth)
                ? function.rawValue
                : function.rawValue + "(" + arguments.map { text($0, context: 0) }.joined(separator: ", ") + ")"
        case .contains(let operand, let option): inner = text(operand, context: 5) + " contains ." + option
        }
        return strength(expression) < context ? "(" + inner + ")" : inner
    }

    private static func symbol(_ op: ComparisonOperator) -> String {
        switch op {
        case .equal: "=="
        case .notEqual: "!="
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        }
    }

    private static func literal(_ value: FieldValue) -> String {
        switch value {
        case .text(let text): FormatterText.quoted(text)
        case .int(let number): String(number)
        case .decimal(let number): number.description
        case .bool(let flag): flag ? "true" : "false"
        case .choice(let id): "." + id
        case .choices(let ids): "[" + ids.map { "." + $0 }.joined(separator: ", ") + "]"
        case .date(let date): "date(\(date.year), \(date.month), \(date.day))"
        case .month(let month): "month(\(month.year), \(month.month))"
        case .none: "nil"
        }
    }
}
