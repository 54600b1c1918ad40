import FormChecker
import FormRuntime
import Foundation

/// The numbers a condition on one number of its own field holds for: the
/// field's `value` (an `int` or `decimal`) or its `length`, compared with
/// literals through `<`, `<=`, `>`, `>=`, `==`, `!=`, `in a...b`, `!`, `&&`
/// and `||`. `error "Too old" when value > 130` holds for `[131, ∞)`. Any
/// other condition (reading another field, `today`, a regex, arithmetic on
/// the field) has no range: it is compared as written.
enum ConditionRanges {
    /// The number a condition reads.
    enum Variable: Equatable {
        /// The field's own value (a row's, in a list).
        case value
        /// The number of characters of the field's own text.
        case length
    }

    /// The variable and the set of numbers `expression` holds for, or nil
    /// when it is not a condition on one number of its own field.
    static func range(of expression: CheckedExpression) -> (variable: Variable, numbers: IntervalSet)? {
        guard let variable = variable(of: expression) else { return nil }
        let integral = variable == .length || ownValueType(expression) == .int
        guard let numbers = range(expression, variable, integral: integral) else { return nil }
        return (variable, variable == .length ? numbers.intersection(.between(IntervalSet.Bound(value: 0, isClosed: true), nil, integral: true)) : numbers)
    }

    /// The one variable the expression reads, when it reads exactly one of
    /// its own field's `value` or `length` and nothing else.
    private static func variable(of expression: CheckedExpression) -> Variable? {
        var found: Variable?
        var pending = [expression]
        while let next = pending.popLast() {
            let here: Variable?
            switch next {
            case .fieldValue(let reference):
                guard reference.isOwnField, !reference.isList, reference.type.base == .int || reference.type.base == .decimal else { return nil }
                here = .value
            case .length(let reference):
                guard reference.isOwnField else { return nil }
                here = .length
            case .literal, .negate:
                here = nil
            case .not(let operand):
                pending.append(operand)
                here = nil
            case .and(let operands), .or(let operands):
                pending += operands
                here = nil
            case .comparison(_, let lhs, let rhs, _):
                pending += [lhs, rhs]
                here = nil
            case .inRange(let operand, let low, let high, _):
                pending += [operand, low, high]
                here = nil
            case .count, .arithmetic, .matches, .call, .contains:
                return nil
            }
            if let here {
                if let found, found != here { return nil }
                found = here
            }
        }
        return found
    }

    /// The type of the field's own value the expression reads, if it does.
    private static func ownValueType(_ expression: CheckedExpression) -> FieldType? {
        expression.references.first { $0.isOwnField && $0.readsValue }?.type.base
    }

    private static func range(_ expression: CheckedExpression, _ variable: Variable, integral: Bool) -> IntervalSet? {
        switch expression {
        case .literal(.bool(let flag)):
            return flag ? .all(integral: integral) : .empty(integral: integral)
        case .not(let operand):
            return range(operand, variable, integral: integral)?.complement
        case .and(let operands):
            var result = IntervalSet.all(integral: integral)
            for operand in operands {
                guard let part = range(operand, variable, integral: integral) else { return nil }
                result = result.intersection(part)
            }
            return result
        case .or(let operands):
            var result = IntervalSet.empty(integral: integral)
            for operand in operands {
                guard let part = range(operand, variable, integral: integral) else { return nil }
                result = result.union(part)
            }
            return result
        case .comparison(let op, let lhs, let rhs, _):
            if isVariable(lhs), let constant = constant(rhs) {
                return compare(op, constant, integral: integral)
            }
            if isVariable(rhs), let constant = constant(lhs) {
                return compare(op.mirrored, constant, integral: integral)
            }
            return nil
        case .inRange(let operand, let low, let high, _):
            guard isVariable(operand), let low = constant(low), let high = constant(high) else { return nil }
            return .between(IntervalSet.Bound(value: low, isClosed: true), IntervalSet.Bound(value: high, isClosed: true), integral: integral)
        default:
            return nil
        }
    }

    /// `variable op constant` as a set.
    private static func compare(_ op: ComparisonOperator, _ constant: Decimal, integral: Bool) -> IntervalSet {
        let closed = IntervalSet.Bound(value: constant, isClosed: true)
        let open = IntervalSet.Bound(value: constant, isClosed: false)
        switch op {
        case .less: return .between(nil, open, integral: integral)
        case .lessOrEqual: return .between(nil, closed, integral: integral)
        case .greater: return .between(open, nil, integral: integral)
        case .greaterOrEqual: return .between(closed, nil, integral: integral)
        case .equal: return .between(closed, closed, integral: integral)
        case .notEqual: return IntervalSet.between(closed, closed, integral: integral).complement
        }
    }

    private static func isVariable(_ expression: CheckedExpression) -> Bool {
        switch expression {
        case .fieldValue(let reference): reference.isOwnField
        case .length(let reference): reference.isOwnField
        default: false
        }
    }

    /// The number a literal (or a negated literal) stands for.
    private static func constant(_ expression: CheckedExpression) -> Decimal? {
        switch expression {
        case .literal(.int(let number)): Decimal(number)
        case .literal(.decimal(let number)): number
        case .negate(let operand, _): constant(operand).map { -$0 }
        default: nil
        }
    }
}

private extension ComparisonOperator {
    /// The operator with its operands swapped: `a < b` is `b > a`.
    var mirrored: ComparisonOperator {
        switch self {
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        case .equal, .notEqual: self
        }
    }
}
