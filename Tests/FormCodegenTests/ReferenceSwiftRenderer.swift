/// The renderer as it was before it wrote into one byte buffer (string per
/// line, joined at the end): the reference the current one must match byte
/// for byte (`RendererEquivalenceTests`).
import FormCodegen
/// Turns the structured representation into Swift source: the single place
/// that owns indentation, line breaking and escaping (the shape of
/// swift-openapi-generator's `TextBasedRenderer`).
struct ReferenceSwiftRenderer {
    private var lines: [String] = []
    private var indent = 0

    /// Renders a whole file, ending with one newline.
    static func render(_ file: SwiftFile) -> String {
        var renderer = ReferenceSwiftRenderer()
        for line in file.header { renderer.line("// " + SwiftEscaping.commentText(line)) }
        if !file.header.isEmpty { renderer.line("") }
        for declaration in file.imports {
            let spi = declaration.spi.map { "@_spi(\(SwiftEscaping.identifier($0))) " } ?? ""
            renderer.line(spi + "import \(SwiftEscaping.identifier(declaration.module))")
        }
        for declaration in file.declarations {
            renderer.line("")
            renderer.declaration(declaration)
        }
        return renderer.lines.joined(separator: "\n") + "\n"
    }

    /// Renders one expression on one line.
    static func render(_ expression: SwiftExpression) -> String {
        var renderer = ReferenceSwiftRenderer()
        return renderer.expression(expression)
    }

    // MARK: - Lines

    private mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : Self.padding(indent) + text)
    }

    /// Indentation for a level, without building it anew for every line.
    private static func padding(_ level: Int) -> String {
        level < paddings.count ? paddings[level] : String(repeating: "    ", count: level)
    }

    private static let paddings: [String] = (0..<16).map { String(repeating: "    ", count: $0) }

    private mutating func block(_ opening: String, _ body: (inout ReferenceSwiftRenderer) -> Void, closing: String = "}") {
        line(opening + " {")
        indent += 1
        body(&self)
        indent -= 1
        line(closing)
    }

    private mutating func doc(_ lines: [String]) {
        for text in lines {
            for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
                line(part.isEmpty ? "///" : "/// " + SwiftEscaping.commentText(String(part)))
            }
        }
    }

    private func modifiers(_ modifiers: [SwiftModifier]) -> String {
        modifiers.sorted().map { $0.rawValue + " " }.joined()
    }

    private func conformances(_ list: [String]) -> String {
        list.isEmpty ? "" : ": " + list.joined(separator: ", ")
    }

    // MARK: - Declarations

    private mutating func declaration(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .struct(let type):
            typeBody("struct", type, cases: [])
        case .enum(let type, let cases):
            typeBody("enum", type, cases: cases)
        case .extension(let type):
            typeBody("extension", type, cases: [])
        case .property(let property):
            doc(property.doc)
            let head = "\(modifiers(property.modifiers))\(property.isMutable ? "var" : "let") \(SwiftEscaping.identifier(property.name)): \(property.type)"
            if let getter = property.getter {
                block(head) { $0.statements(getter) }
            } else if let value = property.value {
                line(head + " = " + expression(value))
            } else {
                line(head)
            }
        case .function(let function), .initializer(let function):
            doc(function.doc)
            let isInit: Bool = if case .initializer = declaration { true } else { false }
            let isOperator = ["==", "<", "+", "-"].contains(function.name)
            let name = isInit ? (function.isFailable ? "init?" : "init") : "func " + (isOperator ? function.name + " " : SwiftEscaping.identifier(function.name))
            let parameters = function.parameters.map(parameter)
            let signatureTail = (function.isThrowing ? " throws" : "") + (function.returnType.map { " -> \($0)" } ?? "")
            let oneLine = "\(modifiers(function.modifiers))\(name)(\(parameters.joined(separator: ", ")))\(signatureTail)"
            if oneLine.count + indent * 4 <= 110 || parameters.count < 2 {
                block(oneLine) { $0.statements(function.body) }
            } else {
                line("\(modifiers(function.modifiers))\(name)(")
                indent += 1
                for (index, text) in parameters.enumerated() {
                    line(text + (index < parameters.count - 1 ? "," : ""))
                }
                indent -= 1
                block(")" + signatureTail) { $0.statements(function.body) }
            }
        }
    }

    private mutating func typeBody(_ keyword: String, _ type: SwiftTypeDeclaration, cases: [SwiftEnumCase]) {
        doc(type.doc)
        block("\(modifiers(type.modifiers))\(keyword) \(type.name)\(conformances(type.conformances))\(type.requirements.isEmpty ? "" : " where " + type.requirements.joined(separator: ", "))") { renderer in
            // Cases without doc or raw value share `case` lines of at most 110 columns.
            var shared: String?
            let pad = String(repeating: "    ", count: renderer.indent)
            for enumCase in cases {
                let name = SwiftEscaping.identifier(enumCase.name)
                if enumCase.doc.isEmpty, enumCase.rawValue == nil {
                    if let line = shared, pad.count + line.count + 2 + name.count <= 110 {
                        shared = line + ", " + name
                    } else {
                        if let line = shared { renderer.line(line) }
                        shared = "case " + name
                    }
                    continue
                }
                if let line = shared { renderer.line(line) }
                shared = nil
                renderer.doc(enumCase.doc)
                let raw = enumCase.rawValue.map { " = " + SwiftEscaping.stringLiteral($0) } ?? ""
                renderer.line("case \(name)\(raw)")
            }
            if let line = shared { renderer.line(line) }
            for (index, member) in type.members.enumerated() {
                if index > 0 || !cases.isEmpty { renderer.line("") }
                renderer.declaration(member)
            }
        }
    }

    private func parameter(_ parameter: SwiftParameter) -> String {
        var renderer = ReferenceSwiftRenderer()
        let label = parameter.label.map { ($0 == "_" ? "_" : SwiftEscaping.identifier($0)) + " " } ?? ""
        let defaultValue = parameter.defaultValue.map { " = " + renderer.expression($0) } ?? ""
        return "\(label)\(SwiftEscaping.identifier(parameter.name)): \(parameter.type)\(defaultValue)"
    }

    // MARK: - Statements

    private mutating func statements(_ statements: [SwiftStatement]) {
        for statement in statements { self.statement(statement) }
    }

    private mutating func statement(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let value):
            line(expression(value))
        case .variable(let isMutable, let name, let type, let value):
            let typeText = type.map { ": \($0)" } ?? ""
            let valueText = value.map { " = " + expression($0) } ?? ""
            line("\(isMutable ? "var" : "let") \(SwiftEscaping.identifier(name))\(typeText)\(valueText)")
        case .if(let conditions, let then, let otherwise):
            line("if \(conditionList(conditions)) {")
            indent += 1
            statements(then)
            indent -= 1
            if let otherwise {
                line("} else {")
                indent += 1
                statements(otherwise)
                indent -= 1
            }
            line("}")
        case .guard(let conditions, let body):
            block("guard \(conditionList(conditions)) else") { $0.statements(body) }
        case .return(let value):
            line(value.map { "return " + expression($0) } ?? "return")
        case .switch(let subject, let cases):
            line("switch \(expression(subject)) {")
            for switchCase in cases {
                line(switchCase.patterns.isEmpty ? "default:" : "case \(switchCase.patterns.map { expression($0) }.joined(separator: ", ")):")
                indent += 1
                statements(switchCase.body)
                indent -= 1
            }
            line("}")
        case .forIn(let name, let sequence, let body):
            block("for \(SwiftEscaping.identifier(name)) in \(expression(sequence))") { $0.statements(body) }
        case .comment(let text):
            line("// " + SwiftEscaping.commentText(text))
        case .break:
            line("break")
        }
    }

    private mutating func conditionList(_ conditions: [SwiftCondition]) -> String {
        conditions.map { condition in
            switch condition {
            case .expression(let value): expression(value)
            case .optionalBinding(let name, let value): "let \(SwiftEscaping.identifier(name)) = \(expression(value))"
            }
        }.joined(separator: ", ")
    }

    // MARK: - Expressions

    /// Items between delimiters: on one line when it fits in 110 columns,
    /// else one item per line (or, `packs`, as many a line as fit), indented one level deeper. Each item is
    /// rendered once, at the deeper indentation (an item's text depends on the
    /// indentation only when it spans lines), so nesting costs linear time.
    private mutating func list(_ open: String, _ items: [(prefix: String, value: SwiftExpression)], _ close: String, trailingComma: Bool, packs: Bool = false) -> String {
        guard !items.isEmpty else { return open + close }
        indent += 1
        let rendered = items.map { $0.prefix + expression($0.value) }
        indent -= 1
        let multiLine = rendered.contains { $0.contains("\n") }
        if !multiLine {
            let oneLine = open + rendered.joined(separator: ", ") + close
            if oneLine.count + indent * 4 <= 110 { return oneLine }
        }
        let pad = String(repeating: "    ", count: indent + 1)
        if packs {
            // As many `item,` a line as fit in 110 columns.
            var lines: [String] = []
            for item in rendered {
                if let last = lines.last, pad.count + last.count + 1 + item.count + 1 <= 110 {
                    lines[lines.count - 1] = last + " " + item + ","
                } else {
                    lines.append(item + ",")
                }
            }
            return open + "\n" + lines.map { pad + $0 }.joined(separator: "\n") + "\n" + String(repeating: "    ", count: indent) + close
        }
        return open + "\n" + rendered.map { pad + $0 }.joined(separator: ",\n") + (trailingComma ? "," : "")
            + "\n" + String(repeating: "    ", count: indent) + close
    }

    private mutating func expression(_ expression: SwiftExpression) -> String {
        switch expression {
        case .identifier(let name):
            return SwiftEscaping.expressionIdentifier(name)
        case .string(let text):
            return SwiftEscaping.stringLiteral(text)
        case .multilineString(let lines):
            let pad = String(repeating: "    ", count: indent + 1)
            let content = lines.map { text -> String in
                guard !text.isEmpty else { return "" }
                // The escaped text between the quotes of a plain literal, a final space made visible.
                var escaped = String(SwiftEscaping.stringLiteral(text).dropFirst().dropLast())
                if escaped.hasSuffix(" ") { escaped = escaped.dropLast() + "\\u{20}" }
                return pad + escaped
            }
            return "\"\"\"\n" + content.map { $0 + "\n" }.joined() + pad + "\"\"\""
        case .integer(let value):
            return String(value)
        case .decimal(let negative, let significand, let exponent):
            let digits = significand > UInt64(Int.max) ? "Foundation.Decimal(Swift.UInt64(\(significand)))" : "\(significand)"
            return "Foundation.Decimal(sign: .\(negative ? "minus" : "plus"), exponent: \(exponent), significand: \(digits))"
        case .boolean(let value):
            return value ? "true" : "false"
        case .nil:
            return "nil"
        case .member(let base, let name):
            return (base.map { self.expression($0) } ?? "") + "." + SwiftEscaping.memberName(name)
        case .optionalMember(let base, let name):
            return self.expression(base) + "?." + SwiftEscaping.memberName(name)
        case .call(let callee, let arguments):
            let head = self.expression(callee)
            return list(head + "(", arguments.map { ($0.label.map { "\($0): " } ?? "", $0.value) }, ")", trailingComma: false)
        case .binary(let lhs, let op, let rhs):
            return "\(self.expression(lhs)) \(op.rawValue) \(self.expression(rhs))"
        case .prefix(let op, let operand):
            return op + self.expression(operand)
        case .parenthesized(let inner):
            return "(\(self.expression(inner)))"
        case .array(let elements):
            // An array of names, members and literals packs its items when it wraps.
            let packs = elements.allSatisfy { element in
                switch element {
                case .identifier, .integer, .boolean, .nil: true
                case .member(let base, _): base == nil
                default: false
                }
            }
            return list("[", elements.map { ("", $0) }, "]", trailingComma: true, packs: packs)
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            return "[" + entries.map { "\(self.expression($0.key)): \(self.expression($0.value))" }.joined(separator: ", ") + "]"
        case .ternary(let condition, let then, let otherwise):
            return "\(self.expression(condition)) ? \(self.expression(then)) : \(self.expression(otherwise))"
        case .closure(let parameters, let body):
            var inner = ReferenceSwiftRenderer()
            inner.statements(body)
            let head = parameters.isEmpty ? "" : " \(parameters.map(SwiftEscaping.identifier).joined(separator: ", ")) in"
            if inner.lines.count == 1, let only = inner.lines.first {
                return "{\(head) \(only) }"
            }
            return "{\(head)\n" + inner.lines.map { String(repeating: "    ", count: indent + 1) + $0 }.joined(separator: "\n") + "\n" + String(repeating: "    ", count: indent) + "}"
        case .type(let name):
            return name
        case .try(let inner):
            return "try " + self.expression(inner)
        case .subscript(let base, let key):
            return "\(self.expression(base))[\(self.expression(key))]"
        }
    }
}
