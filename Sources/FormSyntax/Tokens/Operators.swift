/// The operators of the language and their spellings: the one table of the
/// operator vocabulary. The token kinds, the syntax tree's
/// ``UnaryOperator`` and ``BinaryOperator``, the checker's comparison and
/// arithmetic subsets (``ComparisonOperator``, ``ArithmeticOperator``),
/// messages, the printer, and the language server's semantic tokens and
/// completion all read their spelling here; a test lexes every spelling
/// into its token kind.
public enum Operators {
    /// Every operator token with its spelling.
    public static let table: [(token: TokenKind, spelling: String)] = [
        (.pipePipe, "||"), (.ampAmp, "&&"), (.bang, "!"),
        (.equalEqual, "=="), (.bangEqual, "!="), (.less, "<"), (.lessEqual, "<="), (.greater, ">"), (.greaterEqual, ">="),
        (.plus, "+"), (.minus, "-"), (.ellipsis, "..."), (.pipe, "|"), (.equal, "="),
    ]

    /// How `token` is spelled, if it is an operator.
    public static func spelling(of token: TokenKind) -> String? {
        table.first { $0.token == token }?.spelling
    }

    /// Whether `token` is an operator.
    public static func isOperator(_ token: TokenKind) -> Bool {
        table.contains { $0.token == token }
    }
}

/// Prefix operators.
public enum UnaryOperator: Sendable, Hashable, CaseIterable {
    /// `!`.
    case not
    /// `-`.
    case negate

    /// The operator's token.
    public var token: TokenKind { self == .not ? .bang : .minus }

    /// The spelling (``Operators``).
    public var rawValue: String { Operators.spelling(of: token) ?? "" }
}

/// Infix operators.
public enum BinaryOperator: Sendable, Hashable, CaseIterable {
    case or, and, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, plus, minus

    /// The operator's token.
    public var token: TokenKind {
        switch self {
        case .or: .pipePipe
        case .and: .ampAmp
        case .equal: .equalEqual
        case .notEqual: .bangEqual
        case .less: .less
        case .lessOrEqual: .lessEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterEqual
        case .plus: .plus
        case .minus: .minus
        }
    }

    /// The infix operator spelled by `token`, if any.
    public init?(token: TokenKind) {
        guard let found = Self.allCases.first(where: { $0.token == token }) else { return nil }
        self = found
    }

    /// The spelling (``Operators``).
    public var rawValue: String { Operators.spelling(of: token) ?? "" }

    /// The comparison this operator is, if it is one.
    public var comparison: ComparisonOperator? { ComparisonOperator.allCases.first { $0.binary == self } }

    /// The arithmetic this operator is, if it is one.
    public var arithmetic: ArithmeticOperator? { ArithmeticOperator.allCases.first { $0.binary == self } }

    /// Whether the operator compares two values and yields a boolean.
    public var isComparison: Bool { comparison != nil }
}

/// The six comparison operators (the subset of ``BinaryOperator`` the
/// checker types as comparisons).
public enum ComparisonOperator: Sendable, Hashable, CaseIterable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual

    /// The infix operator.
    public var binary: BinaryOperator {
        switch self {
        case .equal: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        }
    }

    /// The spelling (``Operators``).
    public var rawValue: String { binary.rawValue }
}

/// `+` or `-` between numbers.
public enum ArithmeticOperator: Sendable, Hashable, CaseIterable {
    case plus, minus

    /// The infix operator.
    public var binary: BinaryOperator { self == .plus ? .plus : .minus }

    /// The spelling (``Operators``).
    public var rawValue: String { binary.rawValue }
}
