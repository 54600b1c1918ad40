import FormDiagnostics

/// Characters that are not part of the language but that other languages
/// taught: each is reported once with the spelling the language uses, and
/// scanning recovers as if it had been written that way where it can.
extension Lexer {
    /// `=~` (Perl, Ruby): reported with a `matches` fix-it, then read as the
    /// word `matches` so the regex after it parses.
    mutating func scanTildeMatch(_ start: Int) -> Token {
        position = start + 2
        diagnostics.report(
            .unexpectedToken, at: start..<position, "'=~' is not an operator; a regex is matched with 'matches'",
            notes: [DiagnosticNote("write 'value matches /[0-9]+/': the regex must match the whole value")],
            fixIts: [diagnostics.fixIt("use 'matches'", replacing: start..<position, with: "matches")]
        )
        return Token(scanned: .identifier, range: start..<position, text: "", keyword: .matches, commentsBefore: comments.count)
    }

    /// `'text'`: reported with a double-quoted fix-it and read as a string,
    /// when the quote closes on the same line; `nil` otherwise.
    mutating func scanSingleQuotedString(_ start: Int) -> Token? {
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "'") {
            if bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        position = end + 1
        let value = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let quoted = "\"" + value.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
        diagnostics.report(
            .unexpectedToken, at: start..<position, "strings are written in double quotes",
            fixIts: [diagnostics.fixIt("use double quotes", replacing: start..<position, with: quoted)]
        )
        return Token(scanned: .string, range: start..<position, text: value, keyword: .other, commentsBefore: comments.count)
    }

    /// `.member` after a word (`value.isEmpty`, `value.count`): conditions
    /// have no members. `value.isEmpty` gets the fix-it `length == 0`,
    /// `.count`/`.length` after `value` the fix-it `length`. The dot and the
    /// member are one invalid token.
    mutating func scanMemberAccess(_ start: Int) -> Token? {
        var end = start + 1
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        guard end > start + 1 else { return nil }
        position = end
        let member = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let valueStart = start - 5
        let afterValue = valueStart >= 0 && Array(bytes[valueStart..<start]) == Array("value".utf8)
            && (valueStart == 0 || !Self.isWordByte(bytes[valueStart - 1]))
        var fixIts: [FixIt] = []
        if afterValue, member == "isEmpty" {
            fixIts.append(diagnostics.fixIt("test the length", replacing: valueStart..<end, with: "length == 0"))
        } else if afterValue, member == "count" || member == "length" {
            fixIts.append(diagnostics.fixIt("use 'length'", replacing: valueStart..<end, with: "length"))
        }
        diagnostics.report(
            .unexpectedToken, at: start..<end, "conditions have no members such as '.\(member)'",
            notes: [DiagnosticNote("use 'length' (or 'length(f)') for a text's length, 'length == 0' for an empty text, 'count(l)' for a list's rows")],
            fixIts: fixIts
        )
        return Token(scanned: .invalid, range: start..<end, text: String(decoding: bytes[start..<end], as: UTF8.self), keyword: .other, commentsBefore: comments.count)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}

extension String {
    /// The string with every `target` replaced (no Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}

extension Lexer {
    /// The token after the current position, without consuming it (a copy
    /// scans it; used only on rare recovery paths).
    func peekToken() -> Token {
        var copy = self
        return copy.next()
    }
}
