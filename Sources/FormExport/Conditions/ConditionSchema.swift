import FormChecker
import FormRuntime

/// The conditions of a spec (LANGUAGE.md §6, §13) that JSON Schema can say
/// exactly, and what it says for them. Only exact forms are given: a schema
/// that holds for a record exactly when the condition is true, never a
/// guess, since the exported schema must accept every record the model
/// accepts. Translated: a `bool` field; a number field compared with a
/// number (`<`, `<=`, `>`, `>=`, `==`, `!=`, `in a...b`); a single choice
/// compared with an option; `contains .option` and `count(…)` of a multiple
/// choice; `!`, `&&` and `||` of those. Everything else (text, dates,
/// arithmetic, `length`, `matches`, the functions) is not.
enum ConditionSchema {
    /// A schema over the whole record that holds exactly when `expression`
    /// is true, for a record in which every optional field it reads is
    /// present (``presence(_:)`` says that part); nil when not expressible.
    static func record(_ expression: CheckedExpression) -> SchemaValue? {
        // One field's condition, however composed, is said of that field's value.
        if let field = soleField(expression), let keywords = value(expression, positive: true) {
            return .object(["properties": .object([field.fieldName: .object(keywords)])])
        }
        switch expression {
        case .literal(.bool(let flag)):
            return flag ? .object([:]) : .object(["not": .object([:])])
        case .not(let operand):
            return record(operand).map { .object(["not": $0]) }
        case .and(let operands):
            let parts = operands.compactMap(record)
            return parts.count == operands.count ? .object(["allOf": .array(parts)]) : nil
        case .or(let operands):
            let parts = operands.compactMap(record)
            return parts.count == operands.count ? .object(["anyOf": .array(parts)]) : nil
        default:
            return nil
        }
    }

    /// What "every optional field `expression` reads is present" says: one
    /// schema per such field, requiring the key and a value other than `null`.
    static func presence(_ expression: CheckedExpression) -> [SchemaValue] {
        var seen: Set<String> = []
        return expression.references.filter { $0.readsValue && $0.type.isOptional && !$0.isList && seen.insert($0.fieldName).inserted }.map { reference in
            .object(["required": .array([.string(reference.fieldName)]), "properties": .object([reference.fieldName: .object(["not": .object(["type": "null"])])])])
        }
    }

    /// A condition that "counts as true" (`visible when`, `enabled when`,
    /// `required … when`): the fields it reads present, and it true. Nil
    /// when not expressible.
    static func holds(_ expression: CheckedExpression) -> [SchemaValue]? {
        record(expression).map { presence(expression) + [$0] }
    }

    /// Keywords over one field's present value that hold exactly when
    /// `expression` (which reads that one field and literals) is true
    /// (`positive`) or false; nil when not expressible.
    static func value(_ expression: CheckedExpression, positive: Bool) -> SchemaObject? {
        switch expression {
        case .not(let operand):
            return value(operand, positive: !positive)
        case .and(let operands), .or(let operands):
            let isAnd = if case .and = expression { true } else { false }
            let parts = operands.compactMap { value($0, positive: positive) }
            guard parts.count == operands.count else { return nil }
            // ¬(a ∧ b) = ¬a ∨ ¬b: under negation `and` becomes any-of.
            if isAnd == positive { return allOf(parts) }
            return ["anyOf": .array(parts.map { .object($0) })]
        case .fieldValue(let reference) where reference.type.base == .bool && !reference.isList:
            return ["const": .bool(positive)]
        case .comparison(let op, let lhs, let rhs, _):
            if let (reference, literal) = fieldAndLiteral(lhs, rhs) {
                return comparison(op, reference: reference, literal, positive: positive)
            }
            if let (reference, literal) = fieldAndLiteral(rhs, lhs) {
                return comparison(op.flipped, reference: reference, literal, positive: positive)
            }
            if case .count(let reference) = lhs, let literal = number(rhs), let count = Int(literal) {
                return countComparison(op, reference: reference, count, positive: positive)
            }
            if case .count(let reference) = rhs, let literal = number(lhs), let count = Int(literal) {
                return countComparison(op.flipped, reference: reference, count, positive: positive)
            }
            return nil
        case .inRange(.fieldValue(let reference), let low, let high, _) where isNumber(reference):
            guard let low = number(low), let high = number(high) else { return nil }
            let inside: SchemaObject = ["minimum": .number(low), "maximum": .number(high)]
            return positive ? inside : ["anyOf": .array([.object(["exclusiveMaximum": .number(low)]), .object(["exclusiveMinimum": .number(high)])])]
        case .contains(.fieldValue(let reference), let option) where reference.isMultiple:
            let has: SchemaObject = ["contains": .object(["const": .string(option)])]
            return positive ? has : ["not": .object(has)]
        default:
            return nil
        }
    }

    /// The one field `expression` reads, when it reads exactly one (not a list).
    static func soleField(_ expression: CheckedExpression) -> FieldReference? {
        let references = expression.references
        guard let first = references.first, !first.isList, references.allSatisfy({ $0.fieldName == first.fieldName }) else { return nil }
        return first
    }

    // MARK: - Atoms

    private static func isNumber(_ reference: FieldReference) -> Bool {
        !reference.isList && (reference.type.base == .int || reference.type.base == .decimal)
    }

    /// A field's value on one side and a literal on the other.
    private static func fieldAndLiteral(_ field: CheckedExpression, _ literal: CheckedExpression) -> (FieldReference, SchemaValue)? {
        guard case .fieldValue(let reference) = field, !reference.isList, reference.readsValue else { return nil }
        switch reference.type.base {
        case .int, .decimal: return number(literal).map { (reference, .number($0)) }
        case .bool: if case .literal(.bool(let flag)) = literal { return (reference, .bool(flag)) }
        case .choice where !reference.isMultiple: if case .literal(.choice(let id)) = literal { return (reference, .string(id)) }
        default: break
        }
        return nil
    }

    /// A number literal's JSON text (`-5`, `0.25`).
    private static func number(_ expression: CheckedExpression) -> String? {
        switch expression {
        case .literal(.int(let value)): return String(value)
        case .literal(.decimal(let value)): return NumberText.decimal(value)
        case .negate(let operand, _): return number(operand).map { $0.hasPrefix("-") ? String($0.dropFirst()) : "-" + $0 }
        default: return nil
        }
    }

    private static func comparison(_ op: ComparisonOperator, reference: FieldReference, _ literal: SchemaValue, positive: Bool) -> SchemaObject? {
        let op = positive ? op : op.negated
        switch op {
        case .equal: return ["const": literal]
        case .notEqual: return ["not": .object(["const": literal])]
        default: break
        }
        guard isNumber(reference) else { return nil }
        switch op {
        case .less: return ["exclusiveMaximum": literal]
        case .lessOrEqual: return ["maximum": literal]
        case .greater: return ["exclusiveMinimum": literal]
        default: return ["minimum": literal]
        }
    }

    /// `count(choices) op n` on a multiple choice: its number of options.
    private static func countComparison(_ op: ComparisonOperator, reference: FieldReference, _ count: Int, positive: Bool) -> SchemaObject? {
        guard reference.isMultiple, !reference.isList else { return nil }
        let op = positive ? op : op.negated
        func atLeast(_ n: Int) -> SchemaObject { n <= 0 ? [:] : ["minItems": .int(n)] }
        func atMost(_ n: Int) -> SchemaObject { n < 0 ? ["not": .object([:])] : ["maxItems": .int(n)] }
        switch op {
        case .equal: return count < 0 ? ["not": .object([:])] : ["minItems": .int(count), "maxItems": .int(count)]
        case .notEqual: return count < 0 ? [:] : ["not": .object(["minItems": .int(count), "maxItems": .int(count)])]
        case .less: return atMost(count - 1)
        case .lessOrEqual: return atMost(count)
        case .greater: return atLeast(count + 1)
        case .greaterOrEqual: return atLeast(count)
        }
    }

    /// Keyword objects that must all hold, merged into one where their
    /// keywords allow (``KeywordMerge``), else under `allOf`.
    static func allOf(_ parts: [SchemaObject]) -> SchemaObject {
        var merged = SchemaObject()
        var rest: [SchemaObject] = []
        for part in parts {
            if let combined = KeywordMerge.merge(merged, part) { merged = combined } else { rest.append(part) }
        }
        guard !rest.isEmpty else { return merged }
        return ["allOf": .array(([merged] + rest).filter { !$0.isEmpty }.map { .object($0) })]
    }
}

extension ComparisonOperator {
    /// The operator with its operands swapped: `a < b` is `b > a`.
    var flipped: ComparisonOperator {
        switch self {
        case .equal, .notEqual: self
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        }
    }

    /// The operator true exactly when this one is false.
    var negated: ComparisonOperator {
        switch self {
        case .equal: .notEqual
        case .notEqual: .equal
        case .less: .greaterOrEqual
        case .lessOrEqual: .greater
        case .greater: .lessOrEqual
        case .greaterOrEqual: .less
        }
    }
}
