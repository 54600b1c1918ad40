import FormDiagnostics

/// A recursive-descent parser for `.form` files (LANGUAGE.md §2–3), in the
/// shape of `go/parser`: one function per grammar rule, one token of
/// lookahead, and resynchronisation after an error so that one run reports
/// every independent problem.
public struct Parser {
    /// How deeply expressions may nest before `expression-too-deep`.
    public static let maximumExpressionDepth = 64

    var lexer: Lexer
    /// The current token.
    var token: Token
    /// The end of the last consumed token.
    var previousEnd = 0
    /// The nesting depth of the expression being parsed.
    var expressionDepth = 0
    /// Set when the depth limit is hit, so the enclosing levels unwind.
    var expressionTooDeep = false
    /// Where the last `unexpected-token` was reported, so one bad token is reported once.
    var lastErrorOffset = -1

    /// Parses a whole file. Never fails: problems are in the diagnostics.
    public static func parse(_ file: SourceFile) -> (SyntaxFile, [Diagnostic]) {
        var parser = Parser(file: file)
        let declarations = parser.parseFile()
        let syntax = SyntaxFile(source: file, declarations: declarations, comments: parser.lexer.comments)
        return (syntax, parser.lexer.diagnostics.diagnostics)
    }

    /// Parses a formatter chain on its own, as `formc try` takes it:
    /// `mask("+7-###") | limit(4)`.
    public static func parseChain(_ file: SourceFile) -> (Chain?, [Diagnostic]) {
        var parser = Parser(file: file)
        let chain = parser.parseChain()
        if parser.token.kind != .endOfFile {
            parser.errorExpected("end of the chain")
        }
        let hasErrors = parser.lexer.diagnostics.hasErrors
        return (hasErrors ? nil : chain, parser.lexer.diagnostics.diagnostics)
    }

    init(file: SourceFile) {
        lexer = Lexer(file: file)
        token = lexer.scan()
    }

    var file: SourceFile { lexer.diagnostics.file }

    // MARK: - Tokens

    /// Moves to the next token, returning the one consumed.
    @discardableResult
    mutating func advance() -> Token {
        let consumed = token
        previousEnd = consumed.range.upperBound
        token = lexer.scan()
        return consumed
    }

    /// Consumes a token of `kind`, or reports what was expected.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ what: @autoclosure () -> String? = nil) -> Token? {
        if token.kind == kind { return advance() }
        errorExpected(what() ?? kind.displayName)
        return nil
    }

    /// Consumes the identifier `word` if it is the current token.
    mutating func consumeWord(_ word: Keyword) -> Token? {
        token.isWord(word) ? advance() : nil
    }

    /// The source text of a token: tokens are scanned without it for
    /// identifiers and numbers, so it is made only where it is stored.
    func text(of token: Token) -> String {
        switch token.kind {
        case .identifier, .integer, .decimal: lexer.spelling(of: token)
        default: token.text
        }
    }

    /// Reports `unexpected-token` at the current token, at most once per position.
    mutating func errorExpected(_ what: String) {
        guard token.range.lowerBound != lastErrorOffset else { return }
        lastErrorOffset = token.range.lowerBound
        if token.kind == .invalid { return }  // the lexer already said what is wrong
        let found: String
        switch token.kind {
        case .identifier: found = "'\(text(of: token))'"
        case .integer, .decimal: found = "number '\(text(of: token))'"
        case .string: found = "string"
        default: found = token.kind.displayName
        }
        let range = token.kind == .endOfFile ? token.range.lowerBound..<token.range.lowerBound : token.range
        lexer.diagnostics.report(.unexpectedToken, at: range, "expected \(what), found \(found)")
    }

    /// Reports a diagnostic at a byte range.
    mutating func report(_ id: DiagnosticID, at range: Range<Int>, _ message: String, fixIts: [FixIt] = []) {
        lexer.diagnostics.report(id, at: range, message, fixIts: fixIts)
    }

    // MARK: - Literals

    mutating func parseIdentifier(_ what: @autoclosure () -> String) -> Identifier? {
        guard token.kind == .identifier else {
            errorExpected(what())
            return nil
        }
        let consumed = advance()
        return Identifier(name: text(of: consumed), range: consumed.range)
    }

    mutating func parseString(_ what: @autoclosure () -> String) -> StringLiteral? {
        guard token.kind == .string else {
            errorExpected(what())
            return nil
        }
        return stringLiteral(advance())
    }

    func stringLiteral(_ token: Token) -> StringLiteral {
        if isQuotedValue(token) { return StringLiteral(quoting: token.text, range: token.range) }
        return StringLiteral(value: token.text, spelling: file.text(in: token.range), range: token.range)
    }

    /// Whether a string token's bytes are its value between two quotes, so
    /// its spelling need not be stored.
    private func isQuotedValue(_ token: Token) -> Bool {
        let range = token.range
        var value = token.text
        return value.withUTF8 { utf8 in
            file.bytes.withUnsafeBufferPointer { bytes in
                guard range.count == utf8.count + 2, range.lowerBound >= 0, range.upperBound <= bytes.count,
                      bytes[range.lowerBound] == UInt8(ascii: "\""), bytes[range.upperBound - 1] == UInt8(ascii: "\"")
                else { return false }
                for offset in 0..<utf8.count where bytes[range.lowerBound + 1 + offset] != utf8[offset] {
                    return false
                }
                return true
            }
        }
    }

    mutating func parseInteger(_ what: @autoclosure () -> String) -> IntegerLiteral? {
        guard token.kind == .integer else {
            errorExpected(what())
            return nil
        }
        let consumed = advance()
        return IntegerLiteral(spelling: text(of: consumed), range: consumed.range)
    }

    /// `Literal = Int | Decimal | String | "true" | "false" | "-" ( Int | Decimal )`.
    mutating func parseLiteral(_ what: String = "a literal") -> Literal? {
        let start = token.range.lowerBound
        switch token.kind {
        case .integer:
            let consumed = advance()
            return Literal(kind: .integer, spelling: text(of: consumed), range: consumed.range)
        case .decimal:
            let consumed = advance()
            return Literal(kind: .decimal, spelling: text(of: consumed), range: consumed.range)
        case .string:
            let consumed = advance()
            return Literal(kind: .string, spelling: file.text(in: consumed.range), string: consumed.text, range: consumed.range)
        case .identifier where token.keyword == .true || token.keyword == .false:
            let consumed = advance()
            return Literal(kind: .boolean(consumed.keyword == .true), spelling: consumed.keyword.rawValue, range: consumed.range)
        case .minus:
            advance()
            guard token.kind == .integer || token.kind == .decimal else {
                errorExpected("a number after '-'")
                return nil
            }
            let consumed = advance()
            return Literal(kind: consumed.kind == .integer ? .integer : .decimal, spelling: text(of: consumed), isNegative: true, range: start..<consumed.range.upperBound)
        default:
            errorExpected(what)
            return nil
        }
    }

    // MARK: - Documentation

    /// The `///` lines directly before the current token, with nothing but
    /// white space between them and it.
    func docComment() -> DocComment? {
        let comments = lexer.comments
        var index = token.commentsBefore - 1
        var lines: [String] = []
        var end = token.range.lowerBound
        var start = end
        while index >= 0, comments[index].kind == .doc, isWhitespace(comments[index].range.upperBound..<end) {
            var text = Substring(comments[index].text.dropFirst(3))
            if text.first == " " { text = text.dropFirst() }
            lines.append(String(text))
            start = comments[index].range.lowerBound
            end = start
            index -= 1
        }
        guard !lines.isEmpty else { return nil }
        return DocComment(lines: lines.reversed(), range: start..<lexerLineEnd(after: start, before: token.range.lowerBound))
    }

    /// Whether a range holds only white space and `;` (which the language
    /// ignores, so it cannot separate a doc comment from its declaration).
    private func isWhitespace(_ range: Range<Int>) -> Bool {
        guard range.lowerBound <= range.upperBound else { return false }
        let bytes = file.bytes
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";"), 0x0B, 0x0C:
                continue
            default:
                return false
            }
        }
        return true
    }

    private func lexerLineEnd(after start: Int, before limit: Int) -> Int {
        var end = limit
        while end > start, isWhitespace((end - 1)..<end) { end -= 1 }
        return end
    }
}
