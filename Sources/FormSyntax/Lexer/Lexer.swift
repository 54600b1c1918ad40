import FormDiagnostics

/// Turns the bytes of a `.form` file into tokens, one at a time, the way
/// `go/scanner` does. Comments are collected on the side for the printer and
/// for documentation; problems are reported into a diagnostic bag and the
/// lexer always goes on, so the parser sees a complete token stream.
public struct Lexer {
    let bytes: [UInt8]
    /// The next byte to read.
    var position: Int
    /// Every comment seen so far, in file order.
    public internal(set) var comments: [Comment] = []
    /// Problems found so far.
    public var diagnostics: DiagnosticBag

    /// Creates a lexer for a file, reporting into a fresh diagnostic bag.
    /// Validates the encoding first: invalid UTF-8 is reported once, at the
    /// first bad byte.
    public init(file: SourceFile) {
        self.bytes = file.bytes
        self.diagnostics = DiagnosticBag(file: file)
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        self.position = bytes.starts(with: bom) ? 3 : 0
        if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            diagnostics.report(.invalidEncoding, at: bad..<(bad + 1), "invalid UTF-8 byte 0x\(String(bytes[bad], radix: 16, uppercase: true)); spec files must be UTF-8")
        }
    }

    /// Scans and returns the next token; at the end of the file it returns
    /// `endOfFile` tokens forever.
    public mutating func next() -> Token {
        var token = scan()
        if token.kind == .identifier || token.kind == .integer || token.kind == .decimal {
            token.text = spelling(of: token)
        }
        return token
    }

    /// Scans the next token the way the parser reads it: identifiers and
    /// numbers carry no text (``spelling(of:)`` makes it on demand), and an
    /// identifier knows its keyword.
    mutating func scan() -> Token {
        skipTrivia()
        let start = position
        guard position < bytes.count else {
            return token(.endOfFile, start)
        }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
            let keyword = Keyword.recognise(bytes, start..<position)
            return Token(scanned: .identifier, range: start..<position, text: "", keyword: keyword, commentsBefore: comments.count)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return scanNumber(start)
        case UInt8(ascii: "\""):
            return scanString(start)
        default:
            return scanPunctuation(start, byte)
        }
    }

    /// The source text of a token: a keyword's spelling without decoding,
    /// the bytes otherwise.
    func spelling(of token: Token) -> String {
        if token.keyword != .other { return token.keyword.rawValue }
        return String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// Re-reads the `/` token that starts at `slashOffset` as a regex literal
    /// (`/…/`, with `\/` for a slash inside). Called by the parser right after
    /// `matches`, the only place a regex may stand.
    public mutating func rescanRegex(from slashOffset: Int) -> Token {
        position = slashOffset + 1
        var value: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "/") {
                position += 1
                return Token(scanned: .regex, range: slashOffset..<position, text: String(decoding: value, as: UTF8.self), keyword: .other, commentsBefore: comments.count)
            }
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: "\n"), bytes[position + 1] != UInt8(ascii: "\r") {
                if bytes[position + 1] == UInt8(ascii: "/") {
                    value.append(UInt8(ascii: "/"))
                } else {
                    value.append(byte)
                    value.append(bytes[position + 1])
                }
                position += 2
                continue
            }
            value.append(byte)
            position += 1
        }
        diagnostics.report(.unterminatedString, at: slashOffset..<position, "unterminated regex literal; a regex ends with '/' on the same line")
        return Token(scanned: .regex, range: slashOffset..<position, text: String(decoding: value, as: UTF8.self), keyword: .other, commentsBefore: comments.count)
    }

    // MARK: - Tokens

    /// A token without text (end of file, numbers).
    private func token(_ kind: TokenKind, _ start: Int) -> Token {
        Token(scanned: kind, range: start..<position, text: "", keyword: .other, commentsBefore: comments.count)
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `42`, `1_000`, `3.14`. A `.` is part of the number only when a digit
    /// follows, so `0...150` is `0`, `...`, `150`.
    private mutating func scanNumber(_ start: Int) -> Token {
        while position < bytes.count, Self.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") { position += 1 }
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), Self.isDigit(bytes[position + 1]) {
            position += 1
            while position < bytes.count, Self.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") { position += 1 }
            return token(.decimal, start)
        }
        return token(.integer, start)
    }

    private mutating func scanPunctuation(_ start: Int, _ byte: UInt8) -> Token {
        let next: UInt8 = position + 1 < bytes.count ? bytes[position + 1] : 0
        func take(_ kind: TokenKind, _ length: Int) -> Token {
            position += length
            // Punctuation is known by its kind: no text to allocate.
            return Token(scanned: kind, range: start..<position, text: "", keyword: .other, commentsBefore: comments.count)
        }
        switch byte {
        case UInt8(ascii: "{"): return take(.leftBrace, 1)
        case UInt8(ascii: "}"): return take(.rightBrace, 1)
        case UInt8(ascii: "("): return take(.leftParen, 1)
        case UInt8(ascii: ")"): return take(.rightParen, 1)
        case UInt8(ascii: ":"): return take(.colon, 1)
        case UInt8(ascii: ","): return take(.comma, 1)
        case UInt8(ascii: "?"): return take(.question, 1)
        case UInt8(ascii: ";"): return take(.semicolon, 1)
        case UInt8(ascii: "+"): return take(.plus, 1)
        case UInt8(ascii: "-"): return take(.minus, 1)
        case UInt8(ascii: "/"): return take(.slash, 1)
        case UInt8(ascii: "=") where next == UInt8(ascii: "~"): return scanTildeMatch(start)
        case UInt8(ascii: "="): return next == UInt8(ascii: "=") ? take(.equalEqual, 2) : take(.equal, 1)
        case UInt8(ascii: "!"): return next == UInt8(ascii: "=") ? take(.bangEqual, 2) : take(.bang, 1)
        case UInt8(ascii: "<"): return next == UInt8(ascii: "=") ? take(.lessEqual, 2) : take(.less, 1)
        case UInt8(ascii: ">"): return next == UInt8(ascii: "=") ? take(.greaterEqual, 2) : take(.greater, 1)
        case UInt8(ascii: "|"): return next == UInt8(ascii: "|") ? take(.pipePipe, 2) : take(.pipe, 1)
        case UInt8(ascii: "&") where next == UInt8(ascii: "&"): return take(.ampAmp, 2)
        case UInt8(ascii: "["): return take(.leftBracket, 1)
        case UInt8(ascii: "]"): return take(.rightBracket, 1)
        case UInt8(ascii: ".") where next == UInt8(ascii: ".") && position + 2 < bytes.count && bytes[position + 2] == UInt8(ascii: "."):
            return take(.ellipsis, 3)
        default:
            if byte == UInt8(ascii: "'"), let string = scanSingleQuotedString(start) { return string }
            if byte == UInt8(ascii: "."), start > 0, Self.isWordByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ")"),
               let member = scanMemberAccess(start) {
                return member
            }
            if byte == UInt8(ascii: "."), Self.isWordByte(next), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                return take(.dot, 1)
            }
            let length = UTF8Validation.scalarLength(at: position, in: bytes)
            position += length
            let spelling = String(decoding: bytes[start..<position], as: UTF8.self)
            diagnostics.report(.unexpectedToken, at: start..<position, "unexpected character '\(spelling.debugDescription.dropFirst().dropLast())'")
            return Token(scanned: .invalid, range: start..<position, text: spelling, keyword: .other, commentsBefore: comments.count)
        }
    }
}
