import FormChecker
@_spi(Generated) import FormRuntime  // the helpers generated conditions call, so both answer alike
import Foundation

/// Evaluates typed condition expressions over model values, with the
/// semantics of the generated Swift (see FormCodegen's ExpressionTranslator).
struct ExpressionEvaluator {
    /// A value during evaluation.
    enum Value: Equatable {
        case int(Int)
        case decimal(Decimal)
        case text(String)
        case bool(Bool)
        case date(FormDate)
        case month(FormMonth)
        /// A single choice's option identifier.
        case choice(String)
        /// A multiple choice's option identifiers.
        case choices([String])
    }

    /// Why an expression has no value: it read an empty optional (the
    /// condition is not evaluated).
    struct NotEvaluated: Error {}

    let model: ModelValues
    /// In a list's condition, the row being checked.
    var row: FieldValue?
    /// The date `today` stands for (`formc preview --today`).
    var today: FormDate = .today()

    func bool(_ expression: CheckedExpression) throws(NotEvaluated) -> Bool {
        guard case .bool(let result) = try evaluate(expression) else { throw NotEvaluated() }
        return result
    }

    func evaluate(_ expression: CheckedExpression) throws(NotEvaluated) -> Value {
        switch expression {
        case .literal(let value):
            return try Self.value(value)
        case .fieldValue(let reference):
            return try Self.value(fieldValue(reference))
        case .length(let reference):
            return .int(length(reference))
        case .count(let reference) where reference.isMultiple:
            return .int(fieldValue(reference).choicesValue?.count ?? 0)
        case .contains(let operand, let option):
            guard case .choices(let ids) = try evaluate(operand) else { throw NotEvaluated() }
            return .bool(ids.contains(option))
        case .count(let reference):
            let rows = model.rows.indices.contains(reference.fieldIndex) ? model.rows[reference.fieldIndex] : []
            if reference.type.base == .text {
                return .int(rows.filter { $0 != .text("") }.count)
            }
            return .int(rows.count)
        case .not(let operand):
            return .bool(!(try bool(operand)))
        case .negate(let operand, _):
            // Exact, as generated code computes it: in `Decimal`, never overflowing.
            return .decimal(-(try exact(evaluate(operand))))
        case .and(let operands):
            // Left to right, stopping at the first false: a loop, however long the chain.
            for operand in operands where !(try bool(operand)) { return .bool(false) }
            return .bool(true)
        case .or(let operands):
            for operand in operands where try bool(operand) { return .bool(true) }
            return .bool(false)
        case .arithmetic(let first, let terms, _):
            var total = try exact(evaluate(first))
            for term in terms {
                let operand = try exact(evaluate(term.operand))
                total = term.op == .plus ? FormCompare.sum(total, operand) : FormCompare.difference(total, operand)
            }
            return .decimal(total)
        case .comparison(let op, let lhs, let rhs, _):
            let (a, b) = try Self.unified(evaluate(lhs), evaluate(rhs))
            return .bool(try Self.compare(op, a, b))
        case .matches(let operand, let regex):
            guard case .text(let text) = try evaluate(operand) else { throw NotEvaluated() }
            return .bool(FormPatterns.wholeMatch(text, regex.pattern))
        case .inRange(let operand, let low, let high, _):
            let value = try evaluate(operand)
            let (lower, valueLow) = try Self.unified(evaluate(low), value)
            let (valueHigh, upper) = try Self.unified(value, evaluate(high))
            guard try Self.compare(.lessOrEqual, lower, valueLow) else { return .bool(false) }
            return .bool(try Self.compare(.lessOrEqual, valueHigh, upper))
        case .call(let function, let arguments):
            return try call(function, arguments)
        }
    }

    private func fieldValue(_ reference: FieldReference) -> FieldValue {
        if let row, reference.isOwnField { return row }
        return model.fields.indices.contains(reference.fieldIndex) ? model.fields[reference.fieldIndex] : .none
    }

    /// `length`: characters of a text, of a number's description, 0 for nil.
    private func length(_ reference: FieldReference) -> Int {
        switch fieldValue(reference) {
        case .text(let text): FormText.length(text)
        case .int(let number): String(describing: number).count
        case .decimal(let number): String(describing: number).count
        case .bool(let flag): String(describing: flag).count
        case .choices(let ids): ids.count
        case .date(let date): date.description.count
        case .month(let month): month.description.count
        case .choice, .none: 0
        }
    }

    /// A number as an exact `Decimal`.
    private func exact(_ value: Value) throws(NotEvaluated) -> Decimal {
        switch value {
        case .int(let number): Decimal(number)
        case .decimal(let number): number
        default: throw NotEvaluated()
        }
    }

    /// Two compared operands: both `Decimal` when either is.
    static func unified(_ lhs: Value, _ rhs: Value) -> (Value, Value) {
        switch (lhs, rhs) {
        case (.int(let a), .decimal): (.decimal(Decimal(a)), rhs)
        case (.decimal, .int(let b)): (lhs, .decimal(Decimal(b)))
        default: (lhs, rhs)
        }
    }

    static func compare(_ op: ComparisonOperator, _ lhs: Value, _ rhs: Value) throws(NotEvaluated) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return ordered(op, a, b)
        case (.decimal(let a), .decimal(let b)): return ordered(op, a, b)
        case (.text(let a), .text(let b)): return try equality(op, a == b)
        case (.bool(let a), .bool(let b)): return try equality(op, a == b)
        case (.date(let a), .date(let b)): return ordered(op, a, b)
        case (.month(let a), .month(let b)): return ordered(op, a, b)
        case (.choice(let a), .choice(let b)): return try equality(op, a == b)
        default: throw NotEvaluated()
        }
    }

    private static func ordered<T: Comparable>(_ op: ComparisonOperator, _ a: T, _ b: T) -> Bool {
        switch op {
        case .equal: a == b
        case .notEqual: a != b
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        case .greaterOrEqual: a >= b
        }
    }

    private static func equality(_ op: ComparisonOperator, _ equal: Bool) throws(NotEvaluated) -> Bool {
        switch op {
        case .equal: return equal
        case .notEqual: return !equal
        default: throw NotEvaluated()
        }
    }

    static func value(_ value: FieldValue) throws(NotEvaluated) -> Value {
        switch value {
        case .int(let number): return .int(number)
        case .decimal(let number): return .decimal(number)
        case .text(let text): return .text(text)
        case .bool(let flag): return .bool(flag)
        case .date(let date): return .date(date)
        case .month(let month): return .month(month)
        case .choice(let id): return .choice(id)
        case .choices(let ids): return .choices(ids)
        case .none: throw NotEvaluated()
        }
    }
}
