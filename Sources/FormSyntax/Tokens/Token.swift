/// One token: its kind, its byte range in the file, and for string and regex
/// literals the decoded value.
public struct Token: Sendable, Hashable {
    /// What kind of token this is.
    public var kind: TokenKind
    /// The bytes the token covers.
    public var range: Range<Int>
    /// The decoded value of a string or regex literal; the spelling otherwise.
    ///
    /// Tokens the parser reads internally (``Lexer/scan()``) leave it empty for
    /// identifiers and numbers: the parser takes the spelling from the bytes
    /// only where the tree stores it.
    public var text: String
    /// How many comments the lexer had seen before this token; comments with a
    /// lower index come before it in the file.
    public var commentsBefore: Int
    /// The word an identifier spells, recognised at lex time; `other` for any
    /// other identifier and for every other kind of token.
    var keyword: Keyword

    /// Creates a token.
    public init(kind: TokenKind, range: Range<Int>, text: String, commentsBefore: Int) {
        self.kind = kind
        self.range = range
        self.text = text
        self.commentsBefore = commentsBefore
        self.keyword = kind == .identifier ? Keyword.recognise(text) : .other
    }

    /// Creates a token whose keyword is already known (the lexer's fast path).
    init(scanned kind: TokenKind, range: Range<Int>, text: String, keyword: Keyword, commentsBefore: Int) {
        self.kind = kind
        self.range = range
        self.text = text
        self.commentsBefore = commentsBefore
        self.keyword = keyword
    }

    /// Whether this is the identifier `word`.
    public func isWord(_ word: String) -> Bool { kind == .identifier && text == word }

    /// Whether this is the identifier spelling `keyword`.
    func isWord(_ keyword: Keyword) -> Bool { self.keyword == keyword }
}

/// A comment kept for the printer and for documentation.
public struct Comment: Sendable, Hashable {
    /// The three spellings of comment.
    public enum Kind: Sendable, Hashable {
        /// `// …` to the end of the line.
        case line
        /// `/// …`, documentation for the declaration that follows.
        case doc
        /// `/* … */`.
        case block
    }

    /// Which spelling the comment uses.
    public var kind: Kind
    /// The bytes the comment covers, delimiters included.
    public var range: Range<Int>
    /// The comment's source text, delimiters included.
    public var text: String

    /// Creates a comment.
    public init(kind: Kind, range: Range<Int>, text: String) {
        self.kind = kind
        self.range = range
        self.text = text
    }
}
