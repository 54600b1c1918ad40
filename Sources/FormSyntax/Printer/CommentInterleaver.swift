import FormDiagnostics

/// Puts the comments found between an item's source tokens back between the
/// same tokens of its canonical text, so formatting never moves a comment to
/// another token: `format /* a */ digits | /* b */ limit(3)` keeps both
/// comments where they are, and a `//` comment inside a condition that spans
/// lines ends its line again, the rest following on the next.
///
/// The canonical text of an item holds the same tokens as its source (the
/// printer changes only white space and drops `;`), so the two token streams
/// are paired one to one. When they differ (nothing known does this), the
/// interleaver gives up and the printer keeps the comments after the item.
enum CommentInterleaver {
    /// `canonical` with the comments of `source` placed before the same
    /// tokens. `source` is the item's bytes from its first token to its last
    /// (comments after the last token are not the item's); `continuation`
    /// indents the line that follows a `//` comment.
    ///
    /// - Returns: the text and how many comments it placed (the first ones
    ///   of `source`), or `nil` when the token streams do not pair.
    static func interleave(_ canonical: String, source: ArraySlice<UInt8>, continuation: String) -> (text: String, placed: Int)? {
        let sourceScan = scan(Array(source))
        let canonicalScan = scan(Array(canonical.utf8))
        guard let last = sourceScan.tokens.last, canonicalScan.comments.isEmpty,
              sourceScan.tokens.count == canonicalScan.tokens.count,
              zip(sourceScan.tokens, canonicalScan.tokens).allSatisfy({ $0.kind == $1.kind })
        else { return nil }
        // Only comments that lie between two of the item's tokens.
        let comments = sourceScan.comments.filter { $0.range.upperBound <= last.range.lowerBound }
        guard !comments.isEmpty else { return (canonical, 0) }
        let utf8 = Array(canonical.utf8)
        var result: [UInt8] = []
        var cursor = 0
        var commentIndex = 0
        for (index, token) in sourceScan.tokens.enumerated() where commentIndex < comments.count && token.commentsBefore > commentIndex {
            let insertAt = canonicalScan.tokens[index].range.lowerBound
            result += utf8[cursor..<insertAt]
            cursor = insertAt
            while commentIndex < comments.count, commentIndex < token.commentsBefore {
                let comment = comments[commentIndex]
                if let previous = result.last, previous != UInt8(ascii: " "), previous != UInt8(ascii: "\n") {
                    result.append(UInt8(ascii: " "))
                }
                result += Array(comment.text.utf8)
                if comment.kind == .block {
                    result.append(UInt8(ascii: " "))
                } else {
                    // A line comment ends its line; the item goes on below.
                    while result.last == UInt8(ascii: " ") { result.removeLast() }
                    result += Array(("\n" + continuation).utf8)
                }
                commentIndex += 1
            }
            // The canonical space before the token is already written.
            while cursor < utf8.count, utf8[cursor] == UInt8(ascii: " "), result.last == UInt8(ascii: " ") || result.last == UInt8(ascii: "\n") {
                cursor += 1
            }
        }
        result += utf8[cursor...]
        return (String(decoding: result, as: UTF8.self), comments.count)
    }

    /// Where the tokens of `canonical` end in `source`: the offset (from the
    /// start of `source`) just past its last token, or `nil` when `source`
    /// has fewer tokens.
    static func end(ofTokens canonical: String, in source: ArraySlice<UInt8>) -> Int? {
        let count = scan(Array(canonical.utf8)).tokens.count
        let tokens = scan(Array(source)).tokens
        guard count > 0, tokens.count >= count else { return nil }
        return tokens[count - 1].range.upperBound
    }

    /// The tokens and comments of some bytes.
    private static func scan(_ bytes: [UInt8]) -> (tokens: [Token], comments: [Comment]) {
        var lexer = Lexer(file: SourceFile(path: "", bytes: bytes))
        var tokens: [Token] = []
        while true {
            let token = lexer.scan()
            if token.kind == .endOfFile { break }
            tokens.append(token)
        }
        return (tokens, lexer.comments)
    }
}
