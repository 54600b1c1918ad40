import FormDiagnostics

extension Parser {
    /// `fieldDecl = "field" Ident ":" Type [ "{" { fieldAttr } "}" ]` and
    /// `listDecl = "list" Ident ":" Type "{" { fieldAttr | "min" Int | "max" Int } "}"`.
    mutating func parseField() -> FieldDecl? {
        let doc = docComment()
        let keyword = advance()
        let isList = keyword.keyword == .list
        guard let name = parseIdentifier("a \(isList ? "list" : "field") name"),
              expect(.colon, "':' and a type after '\(name.name)'") != nil,
              let type = parseType()
        else { return nil }
        guard token.kind == .leftBrace else {
            if isList {
                errorExpected("'{' to open list '\(name.name)' (a list needs a body with its label)")
            }
            return FieldDecl(isList: isList, doc: doc, name: name, type: type, hasBody: false, attributes: [], range: keyword.range.lowerBound..<type.range.upperBound)
        }
        advance()
        var attributes: [FieldAttribute] = []
        while true {
            switch token.kind {
            case .rightBrace:
                let end = advance().range.upperBound
                return FieldDecl(isList: isList, doc: doc, name: name, type: type, hasBody: true, attributes: attributes, range: keyword.range.lowerBound..<end)
            case .semicolon:
                advance()
                continue
            case .endOfFile:
                errorExpected("'}' to close \(isList ? "list" : "field") '\(name.name)'")
                return FieldDecl(isList: isList, doc: doc, name: name, type: type, hasBody: true, attributes: attributes, range: keyword.range.lowerBound..<previousEnd)
            case .identifier where Self.endsFieldBody(token.keyword):
                errorExpected("'}' to close \(isList ? "list" : "field") '\(name.name)'")
                return FieldDecl(isList: isList, doc: doc, name: name, type: type, hasBody: true, attributes: attributes, range: keyword.range.lowerBound..<previousEnd)
            case .identifier where !token.keyword.isFieldAttribute:
                reportUnknownAttribute()
            default:
                if let attribute = parseFieldAttribute() {
                    attributes.append(attribute)
                } else {
                    skipTo(.fieldAttribute)
                }
            }
        }
    }

    /// Words that cannot continue a field's body: a `}` is missing before them.
    static func endsFieldBody(_ word: Keyword) -> Bool {
        switch word {
        case .field, .list, .section, .form, .formatter, .translations: true
        default: false
        }
    }

    /// `Type = ( "text" | "int" | "decimal" | "bool" | "date" | "month" ) [ "?" ]`.
    mutating func parseType() -> TypeSyntax? {
        guard let base = token.keyword.typeBase else {
            if let habitual = habitualType() { return habitual }
            errorExpected("a type ('text', 'int', 'decimal', 'bool', 'date', 'month' or 'choice')")
            return nil
        }
        let start = advance().range.lowerBound
        if token.kind == .question {
            let end = advance().range.upperBound
            return TypeSyntax(base: base, isOptional: true, range: start..<end)
        }
        return TypeSyntax(base: base, isOptional: false, range: start..<previousEnd)
    }

    /// One `fieldAttr`; `nil` after reporting a syntax error.
    private mutating func parseFieldAttribute() -> FieldAttribute? {
        guard token.kind == .identifier else {
            errorExpected("a field attribute or '}'")
            advance()
            return nil
        }
        let keywordToken = advance()
        let keyword = Identifier(name: text(of: keywordToken), range: keywordToken.range)
        skipHabitualColon(after: keyword)
        guard let value = parseFieldAttributeValue(keywordToken.keyword) else { return nil }
        return FieldAttribute(keyword: keyword, value: value, range: keyword.range.lowerBound..<max(previousEnd, keyword.range.upperBound))
    }

    /// A word that is no field attribute where one should start: reported
    /// (`and`/`or` after a condition with their operator as fix-it, any
    /// other word with the closest attribute), then its value is skipped up
    /// to the next attribute, so every typo of a field is reported.
    private mutating func reportUnknownAttribute() {
        let word = advance()
        let spelling = text(of: word)
        if let replacement = ["and": "&&", "or": "||"][spelling] {
            // `when a and b`: the condition ended at `a`, and `and` looks like the next attribute.
            report(
                .unexpectedToken, at: word.range, "'\(spelling)' is not an operator; conditions combine with '\(replacement)'",
                fixIts: [lexer.diagnostics.fixIt("use '\(replacement)'", replacing: word.range, with: replacement)]
            )
        } else {
            let fixIts = Suggestion.closest(to: spelling, in: Words.fieldAttributes.sorted()).map {
                [lexer.diagnostics.fixIt("did you mean '\($0)'?", replacing: word.range, with: $0)]
            } ?? []
            report(.unknownAttribute, at: word.range, "unknown field attribute '\(spelling)'", fixIts: fixIts)
        }
        skipRestOfAttribute()
    }

    /// After an unknown attribute word: skips its value, up to the next `;`,
    /// `}`, attribute word or word that starts a line (the next attribute,
    /// perhaps another typo), so every unknown attribute is reported.
    private mutating func skipRestOfAttribute() {
        var line = file.line(containing: previousEnd)
        while token.kind != .endOfFile, token.kind != .semicolon, token.kind != .rightBrace, token.kind != .leftBrace {
            if token.kind == .identifier, token.keyword.isFieldAttribute || Self.endsFieldBody(token.keyword) { return }
            let tokenLine = file.line(containing: token.range.lowerBound)
            if token.kind == .identifier, tokenLine != line { return }
            line = tokenLine
            advance()
        }
        if token.kind == .leftBrace { skipTo(.fieldAttribute) }
    }

    /// `default 1,5`: a decimal comma where the language takes a point.
    /// Reported with a fix-it and read as the decimal it meant.
    private mutating func decimalComma(after literal: Literal) -> Literal {
        guard literal.kind == .integer, token.kind == .comma, token.range.lowerBound == literal.range.upperBound else { return literal }
        let comma = token
        let fraction = lexer.peekToken()
        guard fraction.kind == .integer, fraction.range.lowerBound == comma.range.upperBound else { return literal }
        advance()
        advance()
        let spelling = literal.spelling + "." + text(of: fraction)
        let range = literal.range.lowerBound..<fraction.range.upperBound
        report(
            .unexpectedToken, at: range, "a decimal is written with a point in a spec, whatever the locale",
            fixIts: [lexer.diagnostics.fixIt("use a point", replacing: range, with: (literal.isNegative ? "-" : "") + spelling)]
        )
        return Literal(kind: .decimal, spelling: spelling, isNegative: literal.isNegative, range: range)
    }

    private mutating func parseFieldAttributeValue(_ keyword: Keyword) -> FieldAttributeValue? {
        switch keyword {
        case .label: return parseString("a string after 'label'").map(FieldAttributeValue.label)
        case .placeholder: return parseString("a string after 'placeholder'").map(FieldAttributeValue.placeholder)
        case .caption: return parseString("a string after 'caption'").map(FieldAttributeValue.caption)
        case .format: return parseChain().map(FieldAttributeValue.format)
        case .secure:
            let toggle = consumeWord(.toggle).map { Identifier(name: text(of: $0), range: $0.range) }
            return .secure(toggle: toggle)
        case .required:
            let message = token.kind == .string ? stringLiteral(advance()) : nil
            guard consumeWhen() != nil else { return .required(message, condition: nil) }
            return .required(message, condition: parseCondition())
        case .option:
            if let habitual = habitualOption() { return habitual }
            guard let id = parseIdentifier("an option identifier after 'option'"),
                  let label = parseString("the option's label string after '\(id.name)'")
            else { return nil }
            return .option(id: id, label: label)
        case .multiple: return .multiple
        case .visible:
            guard consumeWhen() != nil else {
                errorExpected("'when' after 'visible'")
                return nil
            }
            return .visibleWhen(parseCondition())
        case .default where token.kind == .leftBracket || token.kind == .identifier && token.keyword != .true && token.keyword != .false:
            return parseDefaultOptions()
        case .error: return parseErrorAttribute()
        case .default where token.kind == .dot:
            if let habitual = habitualDottedDefault() { return habitual }
            return parseLiteral("a default value").map { .default(decimalComma(after: $0)) }
        case .default: return parseLiteral("a default value").map { .default(decimalComma(after: $0)) }
        case .disabled: return .disabled
        case .enabled:
            guard consumeWhen() != nil else {
                errorExpected("'when' after 'enabled'")
                return nil
            }
            return .enabledWhen(parseCondition())
        case .keyboard:
            guard let kind = token.keyword.keyboard else {
                errorExpected("a keyboard ('default', 'email', 'number', 'decimal', 'phone' or 'url')")
                return nil
            }
            return .keyboard(.init(kind: kind, range: advance().range))
        case .min: return parseInteger("a whole number after 'min'").map(FieldAttributeValue.min)
        case .max: return parseInteger("a whole number after 'max'").map(FieldAttributeValue.max)
        default: return nil
        }
    }

    /// `default id` or `default [ id { "," id } ]` on a choice.
    private mutating func parseDefaultOptions() -> FieldAttributeValue? {
        guard token.kind == .leftBracket else {
            let word = advance()
            let id = Identifier(name: text(of: word), range: word.range)
            return .defaultOptions(.init(options: [id], isBracketed: false, range: word.range))
        }
        let start = advance().range.lowerBound
        var options: [Identifier] = []
        while token.kind != .rightBracket {
            if !options.isEmpty {
                guard expect(.comma, "',' or ']' in the list of options") != nil else { return nil }
            }
            guard let id = parseIdentifier("an option identifier") else { return nil }
            options.append(id)
        }
        let end = advance().range.upperBound
        return .defaultOptions(.init(options: options, isBracketed: true, range: start..<end))
    }

    /// `"error" String "when" Expr [ "on" ( "change" | "blur" | "submit" ) ]`.
    private mutating func parseErrorAttribute() -> FieldAttributeValue? {
        guard let message = parseString("the error message string after 'error'") else { return nil }
        guard consumeWhen() != nil else {
            errorExpected("'when' and a condition after the error message")
            return nil
        }
        let condition = parseCondition()
        var trigger: FieldAttributeValue.Trigger?
        if consumeWord(.on) != nil {
            guard let kind = token.keyword.trigger else {
                errorExpected("'change', 'blur' or 'submit' after 'on'")
                return nil
            }
            trigger = .init(kind: kind, range: advance().range)
        }
        return .error(message: message, condition: condition, trigger: trigger)
    }

    /// A condition; one followed directly by a character the lexer rejected
    /// (`value.isEmpty`) is broken, so the checker says nothing more about it.
    mutating func parseCondition() -> Expression {
        let condition = parseExpression()
        guard token.kind == .invalid, file.line(containing: token.range.lowerBound) == file.line(containing: previousEnd) else { return condition }
        return .invalid(range: condition.range)
    }

    /// `Chain = Formatter { "|" Formatter }`.
    mutating func parseChain() -> Chain? {
        var formatters: [FormatterCall] = []
        repeat {
            if !formatters.isEmpty { advance() }
            guard let formatter = parseFormatterCall() else { return nil }
            formatters.append(formatter)
        } while token.kind == .pipe
        guard let first = formatters.first, let last = formatters.last else { return nil }
        return Chain(formatters: formatters, range: first.range.lowerBound..<last.range.upperBound)
    }

    /// `Formatter = Ident [ "(" [ Arg { "," Arg } ] ")" ]`.
    private mutating func parseFormatterCall() -> FormatterCall? {
        guard !token.keyword.isReserved else {
            // A reserved word (`form`, `field`, …) starts the next declaration.
            errorExpected("a formatter name")
            return nil
        }
        guard let name = parseIdentifier("a formatter name") else { return nil }
        guard token.kind == .leftParen else {
            return FormatterCall(name: name, arguments: nil, range: name.range)
        }
        advance()
        var arguments: [Argument] = []
        while token.kind != .rightParen {
            if !arguments.isEmpty {
                guard expect(.comma, "',' or ')' in the argument list") != nil else { return nil }
            }
            guard let argument = parseArgument() else { return nil }
            arguments.append(argument)
        }
        let end = advance().range.upperBound
        return FormatterCall(name: name, arguments: arguments, range: name.range.lowerBound..<end)
    }

    /// `Arg = [ Ident ":" ] Literal`.
    private mutating func parseArgument() -> Argument? {
        var label: Identifier?
        if token.kind == .identifier, token.keyword != .true, token.keyword != .false {
            let consumed = advance()
            label = Identifier(name: text(of: consumed), range: consumed.range)
            guard expect(.colon, "':' after the argument label") != nil else { return nil }
        }
        guard let value = parseLiteral("an argument value") else { return nil }
        return Argument(label: label, value: value, range: (label?.range.lowerBound ?? value.range.lowerBound)..<value.range.upperBound)
    }
}
