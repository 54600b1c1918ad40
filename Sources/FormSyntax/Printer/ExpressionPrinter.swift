/// Canonical text of the one-line parts of a spec: attributes, chains,
/// literals and expressions.
enum ExpressionPrinter {
    static func attribute(_ attribute: FieldAttribute) -> String {
        let keyword = attribute.keyword.name
        switch attribute.value {
        case .label(let string), .placeholder(let string), .caption(let string):
            return "\(keyword) \(string.spelling)"
        case .format(let chain):
            return "format \(Self.chain(chain))"
        case .secure(let toggle):
            return toggle == nil ? "secure" : "secure toggle"
        case .required(let message, let condition):
            let when = condition.map { " when \(expression($0))" } ?? ""
            return (message.map { "required \($0.spelling)" } ?? "required") + when
        case .error(let message, let condition, let trigger):
            let on = trigger.map { " on \($0.kind.rawValue)" } ?? ""
            return "error \(message.spelling) when \(expression(condition))\(on)"
        case .default(let literal):
            return "default \(literal.sourceText)"
        case .disabled:
            return "disabled"
        case .enabledWhen(let condition):
            return "enabled when \(expression(condition))"
        case .keyboard(let keyboard):
            return "keyboard \(keyboard.kind.rawValue)"
        case .min(let integer):
            return "min \(integer.spelling)"
        case .max(let integer):
            return "max \(integer.spelling)"
        case .option(let id, let label):
            return "option \(id.name) \(label.spelling)"
        case .multiple:
            return "multiple"
        case .visibleWhen(let condition):
            return "visible when \(expression(condition))"
        case .defaultOptions(let list):
            let names = list.options.map(\.name).joined(separator: ", ")
            return "default " + (list.isBracketed ? "[\(names)]" : names)
        }
    }

    static func chain(_ chain: Chain) -> String {
        chain.formatters.map { call in
            guard let arguments = call.arguments else { return call.name.name }
            let list = arguments.map { argument in
                (argument.label.map { "\($0.name): " } ?? "") + argument.value.sourceText
            }
            return "\(call.name.name)(\(list.joined(separator: ", ")))"
        }.joined(separator: " | ")
    }

    /// Prints an expression with single spaces around binary operators and
    /// the author's parentheses. Depth is bounded by the parser's limit (a
    /// chain is one flat node, printed in a loop).
    static func expression(_ expression: Expression) -> String {
        var text = ""
        write(expression, to: &text)
        return text
    }

    private static func write(_ expression: Expression, to text: inout String) {
        switch expression {
        case .chain(let first, let rest):
            write(first, to: &text)
            for link in rest {
                text += " \(link.op.rawValue) "
                write(link.operand, to: &text)
            }
        case .binary(let op, let lhs, let rhs, _):
            write(lhs, to: &text)
            text += " \(op.rawValue) "
            write(rhs, to: &text)
        case .unary(let op, let operand, _):
            text += op.rawValue
            write(operand, to: &text)
        case .parenthesized(let inner, _):
            text += "("
            write(inner, to: &text)
            text += ")"
        case .matches(let lhs, let regex):
            write(lhs, to: &text)
            text += " matches /\(escapeRegex(regex.pattern))/"
        case .inRange(let lhs, let low, let high):
            write(lhs, to: &text)
            text += " in "
            write(low, to: &text)
            text += "..."
            write(high, to: &text)
        case .literal(let literal): text += literal.sourceText
        case .value: text += "value"
        case .length: text += "length"
        case .name(let identifier): text += identifier.name
        case .lengthOf(let identifier, _): text += "length(\(identifier.name))"
        case .countOf(let identifier, _): text += "count(\(identifier.name))"
        case .call(let name, let arguments, _):
            text += name.name + "("
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text += ", " }
                write(argument, to: &text)
            }
            text += ")"
        case .option(let option): text += ".\(option.name.name)"
        case .contains(let lhs, let option):
            write(lhs, to: &text)
            text += " contains .\(option.name.name)"
        case .invalid: text += "<invalid>"
        }
    }

    /// Writes a slash inside a regex as `\/` again.
    private static func escapeRegex(_ pattern: String) -> String {
        var result = ""
        var escaped = false
        for character in pattern {
            if character == "/", !escaped { result += "\\/" } else { result.append(character) }
            escaped = character == "\\" && !escaped
        }
        return result
    }
}
