import FormDiagnostics
import FormSyntax

/// The compiler's own lexer run over all or part of a document, for the
/// features that look at tokens (semantic tokens, completion context): a
/// `/` after `matches` is re-read as a regex literal, as the parser does.
struct TokenScanner {
    /// The tokens, end of file excluded, with ranges in document offsets.
    var tokens: [Token] = []
    /// The comments, with ranges in document offsets.
    var comments: [Comment] = []

    /// Lexes `bytes[range]`; ranges are shifted back to offsets of `bytes`.
    init(_ bytes: [UInt8], range: Range<Int>) {
        let lower = min(max(0, range.lowerBound), bytes.count)
        let upper = min(max(lower, range.upperBound), bytes.count)
        let base = lower
        var lexer = Lexer(file: SourceFile(path: "", bytes: Array(bytes[lower..<upper])))
        var previousWasMatches = false
        while true {
            var token = lexer.next()
            if token.kind == .endOfFile { break }
            if previousWasMatches, token.kind == .slash {
                token = lexer.rescanRegex(from: token.range.lowerBound)
            }
            previousWasMatches = token.kind == .identifier && token.text == "matches"
            token.range = (token.range.lowerBound + base)..<(token.range.upperBound + base)
            tokens.append(token)
        }
        comments = lexer.comments.map { comment in
            var shifted = comment
            shifted.range = (comment.range.lowerBound + base)..<(comment.range.upperBound + base)
            return shifted
        }
    }
}
