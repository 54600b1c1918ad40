/// A textual dump of a syntax tree without source ranges: two trees with the
/// same dump say the same thing. Used to check that `formc format` keeps the
/// tree (and every comment) of what it reformats.
public enum SyntaxDump {
    /// The dump of a whole file, comments included.
    public static func dump(_ file: SyntaxFile) -> String {
        var out: [String] = []
        for declaration in file.declarations {
            switch declaration {
            case .form(let form):
                out.append("form \(form.name.name) doc=\(form.doc?.lines ?? [])")
                for member in form.members {
                    switch member {
                    case .attribute(let attribute):
                        out.append("  \(attribute.kind.rawValue) \(attribute.value.value.debugDescription)")
                    case .field(let field):
                        dumpField(field, indent: "  ", to: &out)
                    case .section(let section):
                        out.append("  section \(section.title.value.debugDescription)")
                        for item in section.items {
                            switch item {
                            case .attribute(let attribute): out.append("    " + attributeDump(attribute.value))
                            case .field(let field): dumpField(field, indent: "    ", to: &out)
                            }
                        }
                    }
                }
            case .formatter(let formatter):
                out.append("formatter \(formatter.name.name) doc=\(formatter.doc?.lines ?? []) = \(ExpressionPrinter.chain(formatter.chain))")
            case .locale(let locale):
                out.append("locale \(locale.identifier.value.debugDescription)")
                for rule in locale.rules {
                    switch rule.value {
                    case .string(let string): out.append("  \(rule.kind.rawValue) \(string.value.debugDescription)")
                    case .integers(let values): out.append("  \(rule.kind.rawValue) \(values.map(\.digits))")
                    }
                }
            case .translations(let translations):
                out.append("translations \(translations.language.value.debugDescription)")
                for entry in translations.entries {
                    out.append("  \(entry.source.value.debugDescription) = \(entry.translation.value.debugDescription)")
                }
            }
        }
        for comment in file.comments {
            out.append("comment \(comment.text.debugDescription)")
        }
        return out.joined(separator: "\n")
    }

    private static func dumpField(_ field: FieldDecl, indent: String, to out: inout [String]) {
        out.append("\(indent)\(field.isList ? "list" : "field") \(field.name.name): \(field.type.sourceText) doc=\(field.doc?.lines ?? [])")
        for attribute in field.attributes {
            out.append(indent + "  " + attributeDump(attribute.value))
        }
    }

    private static func attributeDump(_ value: FieldAttributeValue) -> String {
        switch value {
        case .label(let s): "label \(s.value.debugDescription)"
        case .placeholder(let s): "placeholder \(s.value.debugDescription)"
        case .caption(let s): "caption \(s.value.debugDescription)"
        case .format(let chain): "format \(ExpressionPrinter.chain(chain))"
        case .secure(let toggle): toggle == nil ? "secure" : "secure toggle"
        case .required(let message, let condition): "required \(message?.value.debugDescription ?? "-") when \(condition.map(structure) ?? "-")"
        case .error(let message, let condition, let trigger):
            "error \(message.value.debugDescription) when \(structure(condition)) on \(trigger?.kind.rawValue ?? "-")"
        case .default(let literal): "default \(literal.sourceText)"
        case .disabled: "disabled"
        case .enabledWhen(let condition): "enabled when \(structure(condition))"
        case .keyboard(let keyboard): "keyboard \(keyboard.kind.rawValue)"
        case .min(let value): "min \(value.digits)"
        case .max(let value): "max \(value.digits)"
        case .option(let id, let label): "option \(id.name) \(label.value.debugDescription)"
        case .multiple: "multiple"
        case .visibleWhen(let condition): "visible when \(structure(condition))"
        case .defaultOptions(let list): "default options \(list.isBracketed ? "[" : "")\(list.options.map(\.name).joined(separator: ","))\(list.isBracketed ? "]" : "")"
        }
    }

    /// A fully parenthesised S-expression, so precedence is part of the dump.
    static func structure(_ expression: Expression) -> String {
        switch expression {
        case .literal(let literal): literal.kind == .string ? literal.string.debugDescription : literal.sourceText
        case .value: "value"
        case .length: "length"
        case .name(let identifier): "$\(identifier.name)"
        case .lengthOf(let identifier, _): "(length $\(identifier.name))"
        case .countOf(let identifier, _): "(count $\(identifier.name))"
        case .call(let name, let arguments, _): "(\(name.name)" + arguments.map { " " + structure($0) }.joined() + ")"
        case .unary(let op, let operand, _): "(\(op.rawValue) \(structure(operand)))"
        case .binary(let op, let lhs, let rhs, _): "(\(op.rawValue) \(structure(lhs)) \(structure(rhs)))"
        case .chain(let first, let rest):
            // Left-nested, as if each operator were its own node: `(|| (|| a b) c)`.
            rest.reversed().map { "(\($0.op.rawValue) " }.joined() + structure(first) + rest.map { " \(structure($0.operand)))" }.joined()
        case .matches(let lhs, let regex): "(matches \(structure(lhs)) \(regex.pattern.debugDescription))"
        case .inRange(let lhs, let low, let high): "(in \(structure(lhs)) \(structure(low)) \(structure(high)))"
        case .parenthesized(let inner, _): "(paren \(structure(inner)))"
        case .option(let option): "(option \(option.name.name))"
        case .contains(let lhs, let option): "(contains \(structure(lhs)) \(option.name.name))"
        case .invalid: "<invalid>"
        }
    }
}
