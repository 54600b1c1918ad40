/// The kinds of token in a `.form` file.
///
/// Words (`form`, `label`, `matches`, …) are all `identifier`: the parser gives
/// them meaning by position, so attribute names stay usable as formatter names.
public enum TokenKind: Sendable, Hashable {
    case endOfFile
    case identifier
    case integer
    case decimal
    case string
    case regex
    case leftBrace, rightBrace, leftParen, rightParen
    case colon, comma, equal, pipe, question, semicolon
    case bang, ampAmp, pipePipe
    case equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
    case plus, minus, ellipsis, slash
    /// `.` before an option name, `[` and `]` around a list of options (LANGUAGE.md §13).
    case dot, leftBracket, rightBracket
    /// A character that starts no token; already reported by the lexer.
    case invalid

    /// How the token is spelled, or what it is, for messages.
    public var displayName: String {
        switch self {
        case .endOfFile: "end of file"
        case .identifier: "identifier"
        case .integer: "integer"
        case .decimal: "decimal number"
        case .string: "string"
        case .regex: "regex literal"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .colon: "':'"
        case .comma: "','"
        case .equal, .pipe: "'\(Operators.spelling(of: self) ?? "?")'"
        case .question: "'?'"
        case .semicolon: "';'"
        case .bang, .ampAmp, .pipePipe, .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual, .plus, .minus, .ellipsis:
            "'\(Operators.spelling(of: self) ?? "?")'"
        case .slash: "'/'"
        case .dot: "'.'"
        case .leftBracket: "'['"
        case .rightBracket: "']'"
        case .invalid: "invalid character"
        }
    }
}
