/// Turns the structured representation into Swift source: the single place
/// that owns indentation, line breaking and escaping (the shape of
/// swift-openapi-generator's `TextBasedRenderer`).
///
/// Everything is written into one UTF-8 byte buffer. A line is its padding,
/// its text and `\n`; an argument or element list is written on one line
/// first and, when it contains a line break or is too wide, rewritten in
/// place one item per line (each item's bytes are kept, so nothing is
/// rendered twice).
public struct SwiftRenderer {
    var out: [UInt8] = []
    private var indent = 0
    /// Where each line starts, kept only for a closure body (whose lines are
    /// re-indented by the enclosing expression).
    private var lineStarts: [Int] = []
    private var recordsLines = false
    private var lineStart = 0
    private var contentStart = 0

    /// Renders a whole file, ending with one newline.
    public static func render(_ file: SwiftFile) -> String {
        var writer = SwiftFileWriter(header: file.header, imports: file.imports, condition: file.condition)
        for declaration in file.declarations { writer.add(declaration) }
        return writer.finish()
    }

    /// Renders one expression on one line.
    public static func render(_ expression: SwiftExpression) -> String {
        var renderer = SwiftRenderer()
        renderer.expression(expression)
        return String(decoding: renderer.out, as: UTF8.self)
    }

    // MARK: - Bytes and lines

    @inline(__always)
    mutating func write(_ text: String) {
        out.append(contentsOf: text.utf8)
    }

    @inline(__always)
    mutating func write(_ byte: UInt8) {
        out.append(byte)
    }

    private mutating func writePadding(_ level: Int) {
        guard level > 0 else { return }
        for _ in 0..<level {
            out.append(contentsOf: [0x20, 0x20, 0x20, 0x20] as [UInt8])
        }
    }

    /// Starts a line: its padding, removed again by `endLine` when the line
    /// stays empty.
    mutating func beginLine() {
        lineStart = out.count
        if recordsLines { lineStarts.append(lineStart) }
        writePadding(indent)
        contentStart = out.count
    }

    mutating func endLine() {
        if out.count == contentStart { out.removeSubrange(lineStart...) }
        out.append(0x0A)
    }

    mutating func emptyLine() {
        if recordsLines { lineStarts.append(out.count) }
        out.append(0x0A)
    }

    /// A line holding exactly `text`.
    mutating func line(_ text: String) {
        beginLine()
        write(text)
        endLine()
    }

    mutating func doc(_ lines: [String]) {
        for text in lines {
            if !text.utf8.contains(0x0A) {
                docLine(text[...])
                continue
            }
            for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
                docLine(part)
            }
        }
    }

    private mutating func docLine(_ part: Substring) {
        beginLine()
        if part.isEmpty {
            write("///")
        } else {
            write("/// ")
            SwiftEscaping.appendCommentText(String(part), to: &out)
        }
        endLine()
    }

    mutating func writeModifiers(_ modifiers: [SwiftModifier]) {
        for modifier in modifiers.sorted() {
            write(modifier.rawValue)
            write(0x20)
        }
    }

    private func modifiers(_ modifiers: [SwiftModifier]) -> String {
        modifiers.sorted().map { $0.rawValue + " " }.joined()
    }

    // MARK: - Declarations

    mutating func declaration(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .struct(let type):
            typeBody("struct", type, cases: [])
        case .enum(let type, let cases):
            typeBody("enum", type, cases: cases)
        case .extension(let type):
            typeBody("extension", type, cases: [])
        case .property(let property):
            doc(property.doc)
            beginLine()
            writeModifiers(property.modifiers)
            write(property.isMutable ? "var " : "let ")
            write(SwiftEscaping.identifier(property.name))
            write(": ")
            write(property.type)
            if let getter = property.getter {
                write(" {")
                endLine()
                indent += 1
                statements(getter)
                indent -= 1
                line("}")
            } else {
                if let value = property.value {
                    write(" = ")
                    expression(value)
                }
                endLine()
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
                line(oneLine + " {")
            } else {
                line("\(modifiers(function.modifiers))\(name)(")
                indent += 1
                for (index, text) in parameters.enumerated() {
                    line(index < parameters.count - 1 ? text + "," : text)
                }
                indent -= 1
                line(")" + signatureTail + " {")
            }
            indent += 1
            statements(function.body)
            indent -= 1
            line("}")
        }
    }

    private mutating func typeBody(_ keyword: String, _ type: SwiftTypeDeclaration, cases: [SwiftEnumCase]) {
        beginType(keyword, type, cases: cases)
        for (index, member) in type.members.enumerated() {
            if index > 0 || !cases.isEmpty { emptyLine() }
            declaration(member)
        }
        endType()
    }

    /// A type's doc, attributes and opening line, then its cases; the
    /// members follow, a blank line before each but a first with no cases
    /// before it, then ``endType()``.
    mutating func beginType(_ keyword: String, _ type: SwiftTypeDeclaration, cases: [SwiftEnumCase]) {
        doc(type.doc)
        for attribute in type.attributes { line(attribute) }
        beginLine()
        writeModifiers(type.modifiers)
        write(keyword)
        write(0x20)
        write(type.name)
        if !type.conformances.isEmpty {
            write(": ")
            for (index, conformance) in type.conformances.enumerated() {
                if index > 0 { write(", ") }
                write(conformance)
            }
        }
        if !type.requirements.isEmpty {
            write(" where ")
            for (index, requirement) in type.requirements.enumerated() {
                if index > 0 { write(", ") }
                write(requirement)
            }
        }
        write(" {")
        endLine()
        indent += 1
        var plain: [String] = []
        for enumCase in cases {
            guard enumCase.doc.isEmpty, enumCase.rawValue == nil else {
                plainCases(plain)
                plain = []
                doc(enumCase.doc)
                beginLine()
                write("case ")
                write(SwiftEscaping.identifier(enumCase.name))
                if let raw = enumCase.rawValue {
                    write(" = ")
                    SwiftEscaping.appendStringLiteral(raw, to: &out)
                }
                endLine()
                continue
            }
            plain.append(SwiftEscaping.identifier(enumCase.name))
        }
        plainCases(plain)
    }

    /// Cases without a doc or a raw value of their own, as a person lists
    /// them: `case fr, de, ch, at`, a new `case` line when one would pass
    /// 110 columns.
    private mutating func plainCases(_ names: [String]) {
        var line = ""
        for name in names {
            if !line.isEmpty, indent * 4 + line.count + 2 + name.count > 110 {
                self.line(line)
                line = ""
            }
            line += line.isEmpty ? "case " + name : ", " + name
        }
        if !line.isEmpty { self.line(line) }
    }

    /// The closing brace of the type ``beginType(_:_:cases:)`` opened.
    mutating func endType() {
        indent -= 1
        line("}")
    }

    private func parameter(_ parameter: SwiftParameter) -> String {
        let label = parameter.label.map { ($0 == "_" ? "_" : SwiftEscaping.identifier($0)) + " " } ?? ""
        let defaultValue = parameter.defaultValue.map { " = " + Self.render($0) } ?? ""
        return "\(label)\(SwiftEscaping.identifier(parameter.name)): \(parameter.type)\(defaultValue)"
    }

    // MARK: - Statements

    private mutating func statements(_ statements: [SwiftStatement]) {
        for statement in statements { self.statement(statement) }
    }

    private mutating func statement(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let value):
            beginLine()
            expression(value)
            endLine()
        case .variable(let isMutable, let name, let type, let value):
            beginLine()
            write(isMutable ? "var " : "let ")
            write(SwiftEscaping.identifier(name))
            if let type {
                write(": ")
                write(type)
            }
            if let value {
                write(" = ")
                expression(value)
            }
            endLine()
        case .if(let conditions, let then, let otherwise):
            beginLine()
            write("if ")
            conditionList(conditions)
            write(" {")
            endLine()
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
            beginLine()
            write("guard ")
            conditionList(conditions)
            write(" else {")
            endLine()
            indent += 1
            statements(body)
            indent -= 1
            line("}")
        case .return(let value):
            beginLine()
            write("return")
            if let value {
                write(0x20)
                expression(value)
            }
            endLine()
        case .switch(let subject, let cases):
            beginLine()
            write("switch ")
            expression(subject)
            write(" {")
            endLine()
            for switchCase in cases {
                beginLine()
                if switchCase.patterns.isEmpty {
                    write("default:")
                } else {
                    write("case ")
                    for (index, pattern) in switchCase.patterns.enumerated() {
                        if index > 0 { write(", ") }
                        expression(pattern)
                    }
                    write(0x3A)
                }
                endLine()
                indent += 1
                statements(switchCase.body)
                indent -= 1
            }
            line("}")
        case .forIn(let name, let sequence, let body):
            beginLine()
            write("for ")
            write(SwiftEscaping.identifier(name))
            write(" in ")
            expression(sequence)
            write(" {")
            endLine()
            indent += 1
            statements(body)
            indent -= 1
            line("}")
        case .comment(let text):
            beginLine()
            write("// ")
            SwiftEscaping.appendCommentText(text, to: &out)
            endLine()
        case .break:
            line("break")
        }
    }

    private mutating func conditionList(_ conditions: [SwiftCondition]) {
        for (index, condition) in conditions.enumerated() {
            if index > 0 { write(", ") }
            switch condition {
            case .expression(let value):
                expression(value)
            case .optionalBinding(let name, let value):
                write("let ")
                write(SwiftEscaping.identifier(name))
                write(" = ")
                expression(value)
            }
        }
    }

    // MARK: - Expressions

    /// Items between delimiters: on one line when it fits in 110 columns,
    /// else one item per line, indented one level deeper. `open` is already
    /// written from `openStart`. Each item is rendered once, at the deeper
    /// indentation (an item's text depends on the indentation only when it
    /// spans lines), so nesting costs linear time.
    private mutating func list(
        openStart: Int,
        count: Int,
        close: UInt8,
        trailingComma: Bool,
        packs: Bool = false,
        item: (inout SwiftRenderer, Int) -> Void
    ) {
        guard count > 0 else {
            out.append(close)
            return
        }
        let itemsStart = out.count
        var bounds: [Range<Int>] = []
        bounds.reserveCapacity(count)
        var multiLine = false
        indent += 1
        for index in 0..<count {
            if index > 0 { write(", ") }
            let start = out.count
            item(&self, index)
            bounds.append(start..<out.count)
            if !multiLine && out[start..<out.count].contains(0x0A) { multiLine = true }
        }
        indent -= 1
        if !multiLine {
            out.append(close)
            if fits(openStart..<out.count, limit: 110 - indent * 4) { return }
            out.removeLast()
        }
        let items = Array(out[itemsStart...])
        out.removeSubrange(itemsStart...)
        out.append(0x0A)
        // Packed: as many items a line as fit (`.name, .age, .email,`).
        let width = 110 - (indent + 1) * 4
        var lineWidth = 0
        for (index, range) in bounds.enumerated() {
            let itemWidth = range.count + 1
            if index > 0 {
                out.append(0x2C)
                if packs, lineWidth + 1 + itemWidth <= width {
                    out.append(0x20)
                    lineWidth += 1
                } else {
                    out.append(0x0A)
                    lineWidth = 0
                }
            }
            if lineWidth == 0 { writePadding(indent + 1) }
            out.append(contentsOf: items[(range.lowerBound - itemsStart)..<(range.upperBound - itemsStart)])
            lineWidth += itemWidth
        }
        if trailingComma { out.append(0x2C) }
        out.append(0x0A)
        writePadding(indent)
        out.append(close)
    }

    /// Whether the text in `range` is at most `limit` characters.
    private func fits(_ range: Range<Int>, limit: Int) -> Bool {
        // A character is at least one byte.
        if range.count <= limit { return true }
        var simple = true
        for byte in out[range] where byte >= 0x80 || byte == 0x0D {
            simple = false
            break
        }
        if simple { return false }
        return String(decoding: out[range], as: UTF8.self).count <= limit
    }

    private mutating func expression(_ expression: SwiftExpression) {
        switch expression {
        case .identifier(let name):
            write(SwiftEscaping.expressionIdentifier(name))
        case .string(let text):
            SwiftEscaping.appendStringLiteral(text, to: &out)
        case .multilineString(let lines):
            // Content and the closing delimiter one level deeper than the
            // line the literal starts on; Swift strips that indentation.
            write("\"\"\"")
            for text in lines {
                write(0x0A)
                if text.isEmpty { continue }
                writePadding(indent + 1)
                SwiftEscaping.appendMultilineStringLine(text, to: &out)
            }
            write(0x0A)
            writePadding(indent + 1)
            write("\"\"\"")
        case .integer(let value):
            write(String(value))
        case .decimal(let negative, let significand, let exponent):
            write(QualifiedNames.decimal)
            write("(sign: .")
            write(negative ? "minus" : "plus")
            write(", exponent: ")
            write(String(exponent))
            write(", significand: ")
            // A significand literal is an `Int`: a larger one goes through `UInt64`, exactly.
            if significand > UInt64(Int.max) {
                write(QualifiedNames.decimal)
                write("(")
                write(QualifiedNames.uint64)
                write("(")
                write(String(significand))
                write("))")
            } else {
                write(String(significand))
            }
            write(0x29)
        case .boolean(let value):
            write(value ? "true" : "false")
        case .nil:
            write("nil")
        case .member(let base, let name):
            if let base { self.expression(base) }
            write(0x2E)
            write(SwiftEscaping.memberName(name))
        case .optionalMember(let base, let name):
            self.expression(base)
            write("?.")
            write(SwiftEscaping.memberName(name))
        case .call(let callee, let arguments):
            let openStart = out.count
            self.expression(callee)
            write(0x28)
            list(openStart: openStart, count: arguments.count, close: 0x29, trailingComma: false) { renderer, index in
                let argument = arguments[index]
                if let label = argument.label {
                    renderer.write(label)
                    renderer.write(": ")
                }
                renderer.expression(argument.value)
            }
        case .binary(let lhs, let op, let rhs):
            self.expression(lhs)
            write(0x20)
            write(op.rawValue)
            write(0x20)
            self.expression(rhs)
        case .prefix(let op, let operand):
            write(op)
            self.expression(operand)
        case .parenthesized(let inner):
            write(0x28)
            self.expression(inner)
            write(0x29)
        case .array(let elements):
            let openStart = out.count
            write(0x5B)
            list(openStart: openStart, count: elements.count, close: 0x5D, trailingComma: true, packs: elements.allSatisfy(\.isAtom)) { renderer, index in
                renderer.expression(elements[index])
            }
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                write("[:]")
                return
            }
            write(0x5B)
            for (index, entry) in entries.enumerated() {
                if index > 0 { write(", ") }
                self.expression(entry.key)
                write(": ")
                self.expression(entry.value)
            }
            write(0x5D)
        case .ternary(let condition, let then, let otherwise):
            self.expression(condition)
            write(" ? ")
            self.expression(then)
            write(" : ")
            self.expression(otherwise)
        case .closure(let parameters, let body):
            closure(parameters: parameters, body: body)
        case .type(let name):
            write(name)
        case .try(let inner):
            write("try ")
            self.expression(inner)
        case .subscript(let base, let key):
            self.expression(base)
            write(0x5B)
            self.expression(key)
            write(0x5D)
        }
    }

    /// `{ params in statements }`: the body is rendered on its own from
    /// indentation zero, then placed on this line when it is one line, else
    /// each of its lines indented one level deeper than this one.
    private mutating func closure(parameters: [String], body: [SwiftStatement]) {
        var inner = SwiftRenderer()
        inner.recordsLines = true
        inner.statements(body)
        write(0x7B)
        if !parameters.isEmpty {
            write(0x20)
            for (index, name) in parameters.enumerated() {
                if index > 0 { write(", ") }
                write(SwiftEscaping.identifier(name))
            }
            write(" in")
        }
        let starts = inner.lineStarts
        // Each line ends with its `\n`, which is not part of its text.
        func text(_ index: Int) -> ArraySlice<UInt8> {
            let end = index + 1 < starts.count ? starts[index + 1] : inner.out.count
            return inner.out[starts[index]..<(end - 1)]
        }
        if starts.count == 1 {
            write(0x20)
            out.append(contentsOf: text(0))
            write(" }")
            return
        }
        write(0x0A)
        for index in starts.indices {
            if index > 0 { write(0x0A) }
            writePadding(indent + 1)
            out.append(contentsOf: text(index))
        }
        write(0x0A)
        writePadding(indent)
        write(0x7D)
    }
}
