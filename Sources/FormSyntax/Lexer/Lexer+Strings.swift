extension Lexer {
    /// Scans `"…"` on one line, decoding `\\ \" \n \t \r \0 \u{…}`. A bad
    /// escape is `invalid-escape` (the string goes on); a newline or the end of
    /// the file inside is `unterminated-string` and the token ends there, so
    /// the parser can carry on with the next line.
    mutating func scanString(_ start: Int) -> Token {
        if let plain = scanPlainString(start) { return plain }
        position = start + 1
        var value: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return Token(scanned: .string, range: start..<position, text: String(decoding: value, as: UTF8.self), keyword: .other, commentsBefore: comments.count)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return unterminated(start, value)
            case UInt8(ascii: "\\"):
                scanEscape(into: &value)
            default:
                value.append(byte)
                position += 1
            }
        }
        return unterminated(start, value)
    }

    /// The common case: a string without escapes, closed on its line, whose
    /// value is its bytes. `nil` (position unchanged) for anything else.
    private mutating func scanPlainString(_ start: Int) -> Token? {
        var end = start + 1
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "\""):
                position = end + 1
                let value = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
                return Token(scanned: .string, range: start..<position, text: value, keyword: .other, commentsBefore: comments.count)
            case UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            default:
                end += 1
            }
        }
        return nil
    }

    private mutating func unterminated(_ start: Int, _ value: [UInt8]) -> Token {
        diagnostics.report(.unterminatedString, at: start..<position, "unterminated string literal; a string ends with '\"' on the same line")
        return Token(scanned: .string, range: start..<position, text: String(decoding: value, as: UTF8.self), keyword: .other, commentsBefore: comments.count)
    }

    private mutating func scanEscape(into value: inout [UInt8]) {
        let start = position
        position += 1
        guard position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") else {
            diagnostics.report(.invalidEscape, at: start..<position, "a backslash must be followed by an escape: \\\\ \\\" \\n \\t \\r \\0 or \\u{…}")
            return
        }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): value.append(0)
        case UInt8(ascii: "u"):
            scanUnicodeEscape(start, into: &value)
        default:
            position = start + 1 + UTF8Validation.scalarLength(at: start + 1, in: bytes)
            let spelling = String(decoding: bytes[start..<position], as: UTF8.self)
            diagnostics.report(.invalidEscape, at: start..<position, "invalid escape sequence '\(spelling)' in string; valid escapes are \\\\ \\\" \\n \\t \\r \\0 and \\u{…}")
        }
    }

    /// `\u{1F600}`: one to eight hex digits naming a Unicode scalar value.
    private mutating func scanUnicodeEscape(_ start: Int, into value: inout [UInt8]) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else {
            diagnostics.report(.invalidEscape, at: start..<position, "'\\u' must be followed by a scalar value in braces, such as \\u{1F600}")
            return
        }
        position += 1
        var scalarValue: UInt32 = 0
        var digits = 0
        while position < bytes.count, let digit = Self.hexValue(bytes[position]) {
            if digits < 9 { scalarValue = scalarValue &* 16 &+ UInt32(digit) }
            digits += 1
            position += 1
        }
        let closed = position < bytes.count && bytes[position] == UInt8(ascii: "}")
        if closed { position += 1 }
        guard closed, (1...8).contains(digits), let scalar = Unicode.Scalar(scalarValue) else {
            diagnostics.report(.invalidEscape, at: start..<position, "invalid Unicode escape; write one to eight hex digits naming a scalar value, such as \\u{1F600}")
            return
        }
        value.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
