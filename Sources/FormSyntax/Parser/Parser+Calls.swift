extension Parser {
    /// `Call = Ident "(" [ Expr { "," Expr } ] ")"`, after the name: a
    /// built-in function or a date literal (LANGUAGE.md §14). Which names
    /// exist and how many arguments they take is the checker's business.
    mutating func parseCall(_ name: Identifier) -> Expression {
        advance()
        var arguments: [Expression] = []
        if token.kind != .rightParen {
            while true {
                arguments.append(parseExpression())
                guard token.kind == .comma else { break }
                advance()
            }
        }
        guard let close = expect(.rightParen, "')' to close the arguments of '\(name.name)'") else {
            return .invalid(range: name.range.lowerBound..<previousEnd)
        }
        return .call(name, arguments, range: name.range.lowerBound..<close.range.upperBound)
    }
}
