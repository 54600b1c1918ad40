import FormChecker
import FormRuntime

/// A condition written out with fields named rather than numbered, so that
/// two conditions that read the same fields the same way compare equal
/// whatever the fields' positions in their forms (a field moved, another
/// added before it). Whitespace, parentheses and messages are already gone
/// from a ``CheckedExpression``; the key keeps every operator, literal and
/// field (with its type, so a field whose type changed reads differently).
enum CanonicalExpression {
    /// The key of `expression`.
    static func key(_ expression: CheckedExpression) -> String {
        var out = ""
        write(expression, into: &out)
        return out
    }

    private static func write(_ expression: CheckedExpression, into out: inout String) {
        switch expression {
        case .literal(let value):
            out += "lit(\(literal(value)))"
        case .fieldValue(let reference):
            out += "val(\(name(reference)))"
        case .length(let reference):
            out += "len(\(name(reference)))"
        case .count(let reference):
            out += "count(\(name(reference)))"
        case .not(let operand):
            out += "not("
            write(operand, into: &out)
            out += ")"
        case .negate(let operand, let type):
            out += "neg:\(type.rawValue)("
            write(operand, into: &out)
            out += ")"
        case .and(let operands):
            list("and", operands, into: &out)
        case .or(let operands):
            list("or", operands, into: &out)
        case .arithmetic(let first, let terms, let type):
            out += "arith:\(type.rawValue)("
            write(first, into: &out)
            for term in terms {
                out += term.op.rawValue
                write(term.operand, into: &out)
            }
            out += ")"
        case .comparison(let op, let lhs, let rhs, let operands):
            out += "cmp:\(op.binary.rawValue):\(operands.rawValue)("
            write(lhs, into: &out)
            out += ","
            write(rhs, into: &out)
            out += ")"
        case .matches(let operand, let regex):
            out += "matches("
            write(operand, into: &out)
            out += ",/\(regex.pattern)/)"
        case .inRange(let operand, let low, let high, let operands):
            out += "in:\(operands.rawValue)("
            write(operand, into: &out)
            out += ","
            write(low, into: &out)
            out += ","
            write(high, into: &out)
            out += ")"
        case .call(let function, let operands):
            list("call:\(function.rawValue)", operands, into: &out)
        case .contains(let operand, let option):
            out += "contains("
            write(operand, into: &out)
            out += ",.\(option))"
        }
    }

    private static func list(_ head: String, _ operands: [CheckedExpression], into out: inout String) {
        out += head + "("
        for (index, operand) in operands.enumerated() {
            if index > 0 { out += "," }
            write(operand, into: &out)
        }
        out += ")"
    }

    /// A field as the key names it: `self` for the condition's own field (or
    /// row), else its name, with its type.
    private static func name(_ reference: FieldReference) -> String {
        let who = reference.isOwnField ? "self" : reference.fieldName
        return "\(who):\(reference.type)\(reference.isList ? "[]" : "")\(reference.isMultiple ? "*" : "")"
    }

    private static func literal(_ value: FieldValue) -> String {
        switch value {
        case .text(let text): "text:" + text.debugDescription
        case .int(let number): "int:\(number)"
        case .decimal(let number): "decimal:\(number)"
        case .bool(let flag): "bool:\(flag)"
        case .choice(let id): "choice:\(id)"
        case .choices(let ids): "choices:\(ids)"
        case .date(let date): "date:\(date)"
        case .month(let month): "month:\(month)"
        case .none: "none"
        }
    }
}
