import FormDiagnostics

/// Habits brought from Swift and other languages (issue 23 item 12): each is
/// one `unexpected-token` error with a fix-it, and the parser reads what was
/// meant, so nothing after it is reported twice (no `empty-form` for a field
/// typed `Int`, no `missing-label` after `label: "…"`).
extension Parser {
    /// The spec type a Swift or other-language type name means (`Int` →
    /// `int`, `String` → `text`), or nil.
    static func habitualType(_ spelling: String) -> TypeSyntax.Base? {
        switch spelling.lowercased() {
        case "int", "integer", "int64", "long": .int
        case "string", "str", "text": .text
        case "bool", "boolean": .bool
        case "double", "float", "decimal", "number": .decimal
        case "date": .date
        case "month": .month
        case "choice", "enum": .choice
        default: nil
        }
    }

    /// `field a: Int`: reported with the spec's type as fix-it and read as it.
    mutating func habitualType() -> TypeSyntax? {
        guard token.kind == .identifier, let base = Self.habitualType(text(of: token)) else { return nil }
        let word = advance()
        let spelling = text(of: word)
        report(
            .unexpectedToken, at: word.range, "'\(spelling)' is not a type of the language; did you mean '\(base.rawValue)'?",
            fixIts: [lexer.diagnostics.fixIt("use '\(base.rawValue)'", replacing: word.range, with: base.rawValue)]
        )
        if token.kind == .question {
            let end = advance().range.upperBound
            return TypeSyntax(base: base, isOptional: true, range: word.range.lowerBound..<end)
        }
        return TypeSyntax(base: base, isOptional: false, range: word.range)
    }

    /// `label: "Name"`: the colon is reported with a fix-it that drops it,
    /// and skipped.
    mutating func skipHabitualColon(after keyword: Identifier) {
        guard token.kind == .colon else { return }
        let colon = advance()
        report(
            .unexpectedToken, at: colon.range, "no ':' after '\(keyword.name)': attributes are written '\(keyword.name) value'",
            fixIts: [lexer.diagnostics.fixIt("remove ':'", replacing: colon.range, with: "")]
        )
    }

    /// `when`, or `if` where `when` is meant (`visible if x`): `if` is
    /// reported with `when` as fix-it and accepted. Nil when neither.
    mutating func consumeWhen() -> Token? {
        if let when = consumeWord(.when) { return when }
        guard token.kind == .identifier, text(of: token) == "if" else { return nil }
        let word = advance()
        report(
            .unexpectedToken, at: word.range, "conditions follow 'when', not 'if'",
            fixIts: [lexer.diagnostics.fixIt("use 'when'", replacing: word.range, with: "when")]
        )
        return word
    }

    /// `option "fever" "Fever"` (a string for the identifier) or `option
    /// "Fever"` (the identifier left out): reported with an identifier as
    /// fix-it, and read as the option meant.
    mutating func habitualOption() -> FieldAttributeValue? {
        guard token.kind == .string else { return nil }
        let first = stringLiteral(advance())
        if token.kind == .string {
            let label = stringLiteral(advance())
            let id = Self.identifier(from: first.value, camelCase: false)
            report(
                .unexpectedToken, at: first.range, "an option identifier is a name, not a string",
                fixIts: [lexer.diagnostics.fixIt("write '\(id)'", replacing: first.range, with: id)]
            )
            return .option(id: Identifier(name: id, range: first.range), label: label)
        }
        let id = Self.identifier(from: first.value, camelCase: true)
        report(
            .unexpectedToken, at: first.range, "an option needs an identifier before its label, as in 'option \(id) \"\(first.value)\"'",
            fixIts: [lexer.diagnostics.fixIt("add the identifier '\(id)'", replacing: first.range.lowerBound..<first.range.lowerBound, with: id + " ")]
        )
        return .option(id: Identifier(name: id, range: first.range), label: first)
    }

    /// `default .fever`: Swift's shorthand for an enum case. Reported with
    /// the dot removed as fix-it and read as `default fever`.
    mutating func habitualDottedDefault() -> FieldAttributeValue? {
        guard token.kind == .dot, lexer.peekToken().kind == .identifier else { return nil }
        let dot = advance()
        let word = advance()
        let name = text(of: word)
        report(
            .unexpectedToken, at: dot.range.lowerBound..<word.range.upperBound, "an option default is written without the dot: 'default \(name)'",
            fixIts: [lexer.diagnostics.fixIt("remove '.'", replacing: dot.range, with: "")]
        )
        let id = Identifier(name: name, range: word.range)
        return .defaultOptions(.init(options: [id], isBracketed: false, range: word.range))
    }

    /// An identifier `[A-Za-z_][A-Za-z0-9_]*` made from `text`: kept when it
    /// already is one; else its words joined (`No thanks` → `noThanks` in
    /// camel case, `no_thanks` otherwise), `option` when nothing is left.
    static func identifier(from text: String, camelCase: Bool) -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let head = words.first else { return "option" }
        var result: String
        if camelCase {
            result = head.prefix(1).lowercased() + head.dropFirst()
            for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        } else {
            result = words.count == 1 ? head : words.joined(separator: "_")
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "option" + result }
        return result
    }
}
