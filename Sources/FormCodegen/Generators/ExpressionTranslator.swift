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
        switch expression {
        case .literal(let value):
            switch value {
            case .text(let text): return .string(text)
            case .int(let int): return .integer(int)
            case .decimal(let decimal): return ValueLiterals.decimalLiteral(decimal)
            case .bool(let bool): return .boolean(bool)
            case .none: return .nil
            }
        case .fieldValue(let reference):
            return valueName(reference)
        case .length(let reference):
            return length(of: reference)
        case .count(let reference):
            if reference.type.base == .text {
                let nonEmpty = SwiftExpression.closure(parameters: ["row"], body: [.expression(.prefix("!", .member(.identifier("row"), "isEmpty")))])
                return .member(.call(.member(.identifier(reference.fieldName), "filter"), nonEmpty), "count")
            }
            return .member(.identifier(reference.fieldName), "count")
        case .not(let operand):
            return .prefix("!", wrap(translate(operand)))
        case .negate(let operand, let type):
            return .prefix("-", wrap(widen(operand, to: type)))
        case .and(let lhs, let rhs):
            return .binary(wrap(translate(lhs)), .and, wrap(translate(rhs)))
        case .or(let lhs, let rhs):
            return .binary(wrap(translate(lhs)), .or, wrap(translate(rhs)))
        case .arithmetic(let op, let lhs, let rhs, let type):
            return .binary(wrap(widen(lhs, to: type)), op == .plus ? .plus : .minus, wrap(widen(rhs, to: type)))
        case .comparison(let op, let lhs, let rhs, let operands):
            return .binary(wrap(widen(lhs, to: operands)), Self.swiftOperator(op), wrap(widen(rhs, to: operands)))
        case .matches(let operand, let regex):
            return .call(.member(.identifier("FormPatterns"), "wholeMatch"), translate(operand), .string(regex.pattern))
        case .inRange(let operand, let low, let high, let operands):
            let value = wrap(widen(operand, to: operands))
            return .binary(
                .parenthesized(.binary(wrap(widen(low, to: operands)), .lessOrEqual, value)),
                .and,
                .parenthesized(.binary(value, .lessOrEqual, wrap(widen(high, to: operands))))
            )
        }
    }

    private func valueName(_ reference: FieldReference) -> SwiftExpression {
        if let rowName, reference.isOwnField { return .identifier(rowName) }
        return .identifier(reference.fieldName)
    }

    /// The number of characters of a field's text.
    private func length(of reference: FieldReference) -> SwiftExpression {
        if let rowName, reference.isOwnField {
            return reference.type.base == .text ? .member(.identifier(rowName), "count") : describedLength(.identifier(rowName))
        }
        // Optional fields are bound by `bindings(for:)`, so the name is the unwrapped value.
        let value = SwiftExpression.identifier(reference.fieldName)
        return reference.type.base == .text ? .member(value, "count") : describedLength(value)
    }

    private func describedLength(_ value: SwiftExpression) -> SwiftExpression {
        .member(.call(.identifier("String"), [SwiftArgument("describing", value)]), "count")
    }

    /// The expression as `type`, wrapping ints in `Decimal(…)` where decimals are expected.
    private func widen(_ expression: CheckedExpression, to type: FieldType) -> SwiftExpression {
        let translated = translate(expression)
        guard type == .decimal, expression.type == .int else { return translated }
        if case .literal(.int(let value)) = expression {
            return .decimal(negative: value < 0, significand: value.magnitude.asUInt64, exponent: 0)
        }
        return .call(.identifier("Decimal"), translated)
    }

    private func wrap(_ expression: SwiftExpression) -> SwiftExpression {
        switch expression {
        case .binary, .prefix, .ternary: .parenthesized(expression)
        default: expression
        }
    }

    static func swiftOperator(_ op: ComparisonOperator) -> SwiftOperator {
        switch op {
        case .equal: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        }
    }
}

private extension UInt {
    var asUInt64: UInt64 { UInt64(self) }
}
