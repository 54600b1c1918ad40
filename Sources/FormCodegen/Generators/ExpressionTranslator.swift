import FormChecker
import FormRuntime

/// Translates typed condition expressions into straight-line Swift.
///
/// Every field a condition reads is a local name: optional values are bound
/// with `if let` first (a condition that reads `nil` is not evaluated), and in
/// a list the row being checked is `row`. Compound operands are always
/// parenthesised, and ints meeting decimals are widened with `Decimal(…)`,
/// so the Swift type checker never has to work hard.
struct ExpressionTranslator {
    /// The compiled `matches` patterns of the file.
    var patterns: PatternTable
    /// In a list's conditions, the name the current row is bound to.
    var rowName: String?

    /// The `if let` bindings a condition needs: each optional field it reads,
    /// its value or its `length`, once, in first-use order. An empty optional
    /// (`nil`) is not evaluated, so `length < 2` on an optional field left
    /// empty raises nothing.
    func bindings(for expression: CheckedExpression) -> [SwiftCondition] {
        var seen: Set<String> = []
        var result: [SwiftCondition] = []
        for reference in expression.references where reference.type.isOptional && !reference.isList {
            if rowName != nil, reference.isOwnField { continue }
            if seen.insert(reference.fieldName).inserted {
                result.append(.optionalBinding(reference.fieldName, .member(.identifier("self"), reference.fieldName)))
            }
        }
        return result
    }

    func translate(_ expression: CheckedExpression) -> SwiftExpression {
        typed(expression).code
    }

    /// The Swift for an expression and the type that Swift has. Arithmetic
    /// and negation are computed exactly in `Decimal`, so no condition can
    /// overflow `Int` and trap: `value + 1 > 3` means what it says for every
    /// value.
    private func typed(_ expression: CheckedExpression) -> (code: SwiftExpression, type: FieldType) {
        switch expression {
        case .literal(let value):
            switch value {
            case .text(let text): return (.string(text), .text)
            case .int(let int): return (.integer(int), .int)
            case .decimal(let decimal): return (ValueLiterals.decimalLiteral(decimal), .decimal)
            case .bool(let bool): return (.boolean(bool), .bool)
            case .none: return (.nil, .bool)
            }
        case .fieldValue(let reference):
            return (valueName(reference), reference.type.base)
        case .length(let reference):
            return (length(of: reference), .int)
        case .count(let reference):
            if reference.type.base == .text {
                let nonEmpty = SwiftExpression.closure(parameters: ["row"], body: [.expression(.prefix("!", .member(.identifier("row"), "isEmpty")))])
                return (.member(.call(.member(.identifier(reference.fieldName), "filter"), nonEmpty), "count"), .int)
            }
            return (.member(.identifier(reference.fieldName), "count"), .int)
        case .not(let operand):
            return (.prefix("!", wrap(typed(operand).code)), .bool)
        case .negate(let operand, _):
            return (compare("negation", asDecimal(typed(operand))), .decimal)
        case .and(let lhs, let rhs):
            return (.binary(wrap(typed(lhs).code), .and, wrap(typed(rhs).code)), .bool)
        case .or(let lhs, let rhs):
            return (.binary(wrap(typed(lhs).code), .or, wrap(typed(rhs).code)), .bool)
        case .arithmetic(let op, let lhs, let rhs, _):
            return (compare(op == .plus ? "sum" : "difference", asDecimal(typed(lhs)), asDecimal(typed(rhs))), .decimal)
        case .comparison(let op, let lhs, let rhs, _):
            let (left, right) = unified(typed(lhs), typed(rhs))
            return (compare(Self.functionName(op), left, right), .bool)
        case .matches(let operand, let regex):
            return (patterns.wholeMatch(typed(operand).code, regex), .bool)
        case .inRange(let operand, let low, let high, _):
            let value = typed(operand)
            let bounds = [typed(low), typed(high)]
            let isDecimal = value.type == .decimal || bounds.contains { $0.type == .decimal }
            let operands = ([value] + bounds).map { isDecimal ? asDecimal($0) : $0.code }
            return (.call(.member(.identifier("FormCompare"), "within"), operands.map { SwiftArgument(nil, $0) }), .bool)
        }
    }

    /// Two operands of one comparison: both `Decimal` when either is.
    private func unified(_ lhs: (code: SwiftExpression, type: FieldType), _ rhs: (code: SwiftExpression, type: FieldType)) -> (SwiftExpression, SwiftExpression) {
        guard lhs.type == .decimal || rhs.type == .decimal else { return (lhs.code, rhs.code) }
        return (asDecimal(lhs), asDecimal(rhs))
    }

    /// An int operand as an exact `Decimal`; decimals unchanged.
    private func asDecimal(_ operand: (code: SwiftExpression, type: FieldType)) -> SwiftExpression {
        guard operand.type == .int else { return operand.code }
        if case .integer(let value) = operand.code {
            return .decimal(negative: value < 0, significand: value.magnitude.asUInt64, exponent: 0)
        }
        return compare("decimal", operand.code)
    }

    /// `FormCompare.name(operands…)`: one generic signature per operation,
    /// cheap for the type checker where operators have hundreds of overloads.
    private func compare(_ name: String, _ operands: SwiftExpression...) -> SwiftExpression {
        .call(.member(.identifier("FormCompare"), name), operands.map { SwiftArgument(nil, $0) })
    }

    static func functionName(_ op: ComparisonOperator) -> String {
        switch op {
        case .equal: "equal"
        case .notEqual: "notEqual"
        case .less: "less"
        case .lessOrEqual: "lessOrEqual"
        case .greater: "greater"
        case .greaterOrEqual: "greaterOrEqual"
        }
    }

    private func valueName(_ reference: FieldReference) -> SwiftExpression {
        if let rowName, reference.isOwnField { return .identifier(rowName) }
        return .identifier(reference.fieldName)
    }

    /// The number of characters of a field's text (`FormText.length`, with
    /// a fast path for ASCII).
    private func length(of reference: FieldReference) -> SwiftExpression {
        // Optional fields are bound by `bindings(for:)`, so the name is the unwrapped value.
        var name = reference.fieldName
        if let rowName, reference.isOwnField { name = rowName }
        let value = SwiftExpression.identifier(name)
        return reference.type.base == .text ? .call(.member(.identifier("FormText"), "length"), value) : describedLength(value)
    }

    private func describedLength(_ value: SwiftExpression) -> SwiftExpression {
        .member(.call(.identifier("String"), [SwiftArgument("describing", value)]), "count")
    }

    private func wrap(_ expression: SwiftExpression) -> SwiftExpression {
        switch expression {
        case .binary, .prefix, .ternary: .parenthesized(expression)
        default: expression
        }
    }

}

private extension UInt {
    var asUInt64: UInt64 { UInt64(self) }
}
