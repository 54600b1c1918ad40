extension Lexer {
    /// Skips white space and comments, recording the comments.
    mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                scanLineComment()
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                scanBlockComment()
            default:
                return
            }
        }
    }

    private mutating func scanLineComment() {
        let start = position
        // LF, CR LF and a lone CR all end a line (as `SourceFile` counts them).
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") { position += 1 }
        let end = position
        let isDoc = end - start >= 3 && bytes[start + 2] == UInt8(ascii: "/")
            && !(end - start >= 4 && bytes[start + 3] == UInt8(ascii: "/"))
        appendComment(Comment(kind: isDoc ? .doc : .line, range: start..<end, text: String(decoding: bytes[start..<end], as: UTF8.self)))
    }

    private mutating func scanBlockComment() {
        let start = position
        position += 2
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                appendComment(Comment(kind: .block, range: start..<position, text: String(decoding: bytes[start..<position], as: UTF8.self)))
                return
            }
            position += 1
        }
        diagnostics.report(.unexpectedToken, at: start..<(start + 2), "unterminated block comment; '/*' needs a matching '*/'")
        appendComment(Comment(kind: .block, range: start..<position, text: String(decoding: bytes[start..<position], as: UTF8.self) + "*/"))
    }
}

extension Lexer {
    mutating func appendComment(_ comment: Comment) {
        comments.append(comment)
    }
}
