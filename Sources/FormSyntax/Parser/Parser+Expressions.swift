import FormDiagnostics

extension Parser {
    /// `Expr = Or`. Nesting deeper than `maximumExpressionDepth` is reported
    /// once as `expression-too-deep` and the rest of the nested part is skipped
    /// without recursion, so no input can overflow the stack.
    mutating func parseExpression() -> Expression {
        parseOr()
    }

    /// `Or = And { "||" And }`, one flat chain.
    private mutating func parseOr() -> Expression {
        let first = parseAnd()
        var rest: [ChainedOperand] = []
        while token.kind == .pipePipe {
            let op = advance().range
            rest.append(ChainedOperand(.or, parseAnd(), operatorRange: op))
        }
        return rest.isEmpty ? first : .chain(first, rest)
    }

    /// `And = Not { "&&" Not }`, one flat chain.
    private mutating func parseAnd() -> Expression {
        let first = parseNot()
        var rest: [ChainedOperand] = []
        while token.kind == .ampAmp {
            let op = advance().range
            rest.append(ChainedOperand(.and, parseNot(), operatorRange: op))
        }
        return rest.isEmpty ? first : .chain(first, rest)
    }

    /// `Not = "!" Not | Compare`.
    private mutating func parseNot() -> Expression {
        guard token.kind == .bang else { return parseCompare() }
        guard let tooDeep = enterNesting() else {
            defer { expressionDepth -= 1 }
            let start = advance().range.lowerBound
            let operand = parseNot()
            return .unary(.not, operand, range: start..<operand.range.upperBound)
        }
        return tooDeep
    }

    /// `Compare = Sum [ op Sum | "matches" Regex | "in" Sum "..." Sum ]`.
    private mutating func parseCompare() -> Expression {
        let lhs = parseSum()
        if let op = comparisonOperator(token.kind) {
            let range = advance().range
            return .binary(op, lhs, parseSum(), operatorRange: range)
        }
        if token.kind == .equal {
            // `a = 3`: one error with '==' as fix-it, read as the comparison meant.
            let range = advance().range
            report(
                .unexpectedToken, at: range, "'=' assigns, and a condition compares: use '=='",
                fixIts: [lexer.diagnostics.fixIt("use '=='", replacing: range, with: "==")]
            )
            return .binary(.equal, lhs, parseSum(), operatorRange: range)
        }
        if token.isWord(.matches) {
            advance()
            guard token.kind == .slash else {
                errorExpected("a regex literal such as /[a-z]+/ after 'matches'")
                return .invalid(range: lhs.range.lowerBound..<previousEnd)
            }
            let regexToken = lexer.rescanRegex(from: token.range.lowerBound)
            token = regexToken
            advance()
            return .matches(lhs, .init(pattern: regexToken.text, range: regexToken.range))
        }
        if token.isWord(.contains) {
            advance()
            guard let option = parseOptionReference("'.' and an option after 'contains', such as .cheese") else {
                return .invalid(range: lhs.range.lowerBound..<previousEnd)
            }
            return .contains(lhs, option)
        }
        if token.isWord(.in) {
            advance()
            let low = parseSum()
            guard expect(.ellipsis, "'...' between the bounds of the range") != nil else {
                return .invalid(range: lhs.range.lowerBound..<previousEnd)
            }
            let high = parseSum()
            return .inRange(lhs, low: low, high: high)
        }
        return lhs
    }

    private func comparisonOperator(_ kind: TokenKind) -> BinaryOperator? {
        guard let op = BinaryOperator(token: kind), op.isComparison else { return nil }
        return op
    }

    /// `Sum = Unary { ( "+" | "-" ) Unary }`, one flat chain.
    private mutating func parseSum() -> Expression {
        let first = parseUnary()
        var rest: [ChainedOperand] = []
        while token.kind == .plus || token.kind == .minus {
            let op: BinaryOperator = token.kind == .plus ? .plus : .minus
            let range = advance().range
            rest.append(ChainedOperand(op, parseUnary(), operatorRange: range))
        }
        return rest.isEmpty ? first : .chain(first, rest)
    }

    /// `Unary = "-" Unary | Primary`. A minus directly before a number is
    /// folded into a negative literal, as in the `Literal` rule.
    private mutating func parseUnary() -> Expression {
        guard token.kind == .minus else { return parsePrimary() }
        guard let tooDeep = enterNesting() else {
            defer { expressionDepth -= 1 }
            let start = advance().range.lowerBound
            if token.kind == .integer || token.kind == .decimal {
                let number = advance()
                return .literal(Literal(kind: number.kind == .integer ? .integer : .decimal, spelling: text(of: number), isNegative: true, range: start..<number.range.upperBound))
            }
            let operand = parseUnary()
            return .unary(.negate, operand, range: start..<operand.range.upperBound)
        }
        return tooDeep
    }

    /// `Primary = Literal | "value" | "length" | Ident | "length" "(" Ident ")"
    ///          | "count" "(" Ident ")" | "(" Expr ")"`.
    private mutating func parsePrimary() -> Expression {
        switch token.kind {
        case .integer, .decimal, .string:
            return parseLiteral().map(Expression.literal) ?? .invalid(range: previousEnd..<previousEnd)
        case .leftParen:
            guard let tooDeep = enterNesting() else {
                defer { expressionDepth -= 1 }
                let start = advance().range.lowerBound
                let inner = parseExpression()
                guard let close = expect(.rightParen, "')' to close the parenthesis") else {
                    return .invalid(range: start..<previousEnd)
                }
                return .parenthesized(inner, range: start..<close.range.upperBound)
            }
            return tooDeep
        case .identifier:
            return parseWordPrimary()
        case .dot:
            return parseOptionReference("an option after '.'").map(Expression.option) ?? .invalid(range: previousEnd..<previousEnd)
        default:
            errorExpected("an expression")
            return .invalid(range: token.range.lowerBound..<token.range.lowerBound)
        }
    }

    /// `"." Ident`: an option of a choice.
    private mutating func parseOptionReference(_ what: String) -> OptionReference? {
        guard token.kind == .dot else {
            errorExpected(what)
            return nil
        }
        let start = advance().range.lowerBound
        guard let name = parseIdentifier(what) else { return nil }
        return OptionReference(name: name, range: start..<name.range.upperBound)
    }

    private mutating func parseWordPrimary() -> Expression {
        let word = advance()
        switch word.keyword {
        case .true, .false:
            return .literal(Literal(kind: .boolean(word.keyword == .true), spelling: word.keyword.rawValue, range: word.range))
        case .value:
            return .value(range: word.range)
        case .length where token.kind == .leftParen, .count where token.kind == .leftParen:
            advance()
            guard let name = parseIdentifier("a field name inside '\(word.keyword.rawValue)(…)'"),
                  let close = expect(.rightParen, "')' after the field name")
            else { return .invalid(range: word.range.lowerBound..<previousEnd) }
            let range = word.range.lowerBound..<close.range.upperBound
            return word.keyword == .length ? .lengthOf(name, range: range) : .countOf(name, range: range)
        case .length:
            return .length(range: word.range)
        case _ where token.kind == .leftParen:
            return parseCall(Identifier(name: text(of: word), range: word.range))
        default:
            return .name(Identifier(name: text(of: word), range: word.range))
        }
    }

    /// Counts one level of nesting. Returns `nil` when parsing may go deeper
    /// (the caller then decrements the depth when done); past the limit it
    /// reports, skips the nested part iteratively and returns the invalid node.
    private mutating func enterNesting() -> Expression? {
        expressionDepth += 1
        guard expressionDepth > Self.maximumExpressionDepth else { return nil }
        expressionDepth -= 1
        let start = token.range.lowerBound
        report(.expressionTooDeep, at: start..<token.range.upperBound, "expression nests more than \(Self.maximumExpressionDepth) levels deep; split the condition or remove redundant parentheses and operators")
        var balance = 0
        loop: while true {
            switch token.kind {
            case .endOfFile, .leftBrace, .rightBrace:
                break loop
            case .leftParen:
                balance += 1
            case .rightParen:
                if balance == 0 { break loop }
                balance -= 1
            case .identifier where token.keyword.isFieldAttribute || token.keyword.isDeclarationStart
                || token.keyword == .on || token.keyword == .field || token.keyword == .list:
                break loop
            default:
                break
            }
            advance()
        }
        return .invalid(range: start..<previousEnd)
    }
}
