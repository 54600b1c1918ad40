/// A name as written, with its range.
public struct Identifier: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The bytes it covers.
    public var range: Range<Int>

    /// Creates an identifier.
    public init(name: String, range: Range<Int>) {
        self.name = name
        self.range = range
    }
}

/// A string literal: its decoded value and its spelling in the source.
public struct StringLiteral: Sendable, Hashable {
    /// The value after escapes are decoded.
    public var value: String
    /// The literal as written, quotes included (the printer keeps it).
    public var spelling: String {
        get { writtenSpelling ?? "\"" + value + "\"" }
        set { writtenSpelling = newValue }
    }
    /// The bytes it covers.
    public var range: Range<Int>
    /// The spelling when it is not simply the value in quotes (escapes, an
    /// unterminated literal); `nil` saves a string per plain literal.
    private var writtenSpelling: String?

    /// Creates a string literal.
    public init(value: String, spelling: String, range: Range<Int>) {
        self.value = value
        self.writtenSpelling = spelling
        self.range = range
    }

    /// Creates a literal spelt exactly as its value in quotes.
    init(quoting value: String, range: Range<Int>) {
        self.value = value
        self.writtenSpelling = nil
        self.range = range
    }

    public static func == (lhs: StringLiteral, rhs: StringLiteral) -> Bool {
        lhs.value == rhs.value && lhs.range == rhs.range && lhs.spelling == rhs.spelling
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(spelling)
        hasher.combine(range)
    }
}

/// An integer literal such as `42` or `1_000` (never negative: see `Literal`).
public struct IntegerLiteral: Sendable, Hashable {
    /// The literal as written.
    public var spelling: String
    /// The bytes it covers.
    public var range: Range<Int>

    /// Creates an integer literal.
    public init(spelling: String, range: Range<Int>) {
        self.spelling = spelling
        self.range = range
    }

    /// The digits without `_` separators.
    public var digits: String { spelling.filter { $0 != "_" } }

    /// The value, or `nil` when it does not fit in `Int`.
    public var value: Int? { Int(digits) }
}

/// A literal value: the right side of `default`, a formatter argument, or a
/// primary expression.
public struct Literal: Sendable, Hashable {
    /// What the literal is.
    public enum Kind: Sendable, Hashable {
        /// An integer; `spelling` has no sign.
        case integer
        /// A decimal such as `3.14`; `spelling` has no sign.
        case decimal
        /// A string; `string` holds its decoded value.
        case string
        /// `true` or `false`.
        case boolean(Bool)
    }

    /// What the literal is.
    public var kind: Kind
    /// The literal as written, without the sign.
    public var spelling: String
    /// The decoded value of a string literal.
    public var string: String
    /// Whether a `-` stood before a number.
    public var isNegative: Bool
    /// The bytes it covers, sign included.
    public var range: Range<Int>

    /// Creates a literal.
    public init(kind: Kind, spelling: String, string: String = "", isNegative: Bool = false, range: Range<Int>) {
        self.kind = kind
        self.spelling = spelling
        self.string = string
        self.isNegative = isNegative
        self.range = range
    }

    /// The literal as the printer writes it: sign and spelling.
    public var sourceText: String { (isNegative ? "-" : "") + spelling }

    /// The digits without `_` separators, with the sign, for numbers.
    public var numericText: String { (isNegative ? "-" : "") + spelling.filter { $0 != "_" } }
}

/// A documentation comment (`///` lines) attached to a declaration.
public struct DocComment: Sendable, Hashable {
    /// The lines' text without `///` and one following space.
    public var lines: [String]
    /// The bytes the comment lines cover.
    public var range: Range<Int>

    /// Creates a doc comment.
    public init(lines: [String], range: Range<Int>) {
        self.lines = lines
        self.range = range
    }

    /// The lines joined with newlines.
    public var text: String { lines.joined(separator: "\n") }
}
