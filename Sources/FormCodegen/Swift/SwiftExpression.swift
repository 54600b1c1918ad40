/// A Swift expression, as a value. Generators build these; only
/// `SwiftRenderer` turns them into text, so escaping happens in one place.
public indirect enum SwiftExpression: Sendable, Hashable {
    /// A name, written with backticks when it is a keyword.
    case identifier(String)
    /// A string literal; any text is escaped by the renderer.
    case string(String)
    /// A multi-line string literal (`"""`), one content line per element,
    /// whose value is the lines joined by line feeds; any text is escaped by
    /// the renderer, so no element can end the literal or hold a raw line break.
    case multilineString([String])
    /// An integer literal.
    case integer(Int)
    /// A `Decimal` built exactly from its parts, without parsing at run time:
    /// `Decimal(sign: .minus, exponent: -2, significand: 1234)`.
    case decimal(negative: Bool, significand: UInt64, exponent: Int)
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case `nil`
    /// `base.name`, or `.name` (implicit member) when `base` is nil.
    case member(SwiftExpression?, String)
    /// `base?.name`.
    case optionalMember(SwiftExpression, String)
    /// `callee(label: value, …)`.
    case call(SwiftExpression, [SwiftArgument])
    /// `lhs op rhs`.
    case binary(SwiftExpression, SwiftOperator, SwiftExpression)
    /// `!operand` or `-operand`.
    case prefix(String, SwiftExpression)
    /// `( inner )`.
    case parenthesized(SwiftExpression)
    /// `[a, b]`; `[]` when empty.
    case array([SwiftExpression])
    /// `[k: v]`; `[:]` when empty.
    case dictionary([SwiftDictionaryEntry])
    /// `condition ? then : otherwise`.
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `{ params in statements }`.
    case closure(parameters: [String], body: [SwiftStatement])
    /// `Type.self`-free type reference used as a value, such as `SignUp.Field`.
    case type(String)
    /// `try expression`.
    case `try`(SwiftExpression)
    /// `base[key]`.
    case `subscript`(SwiftExpression, SwiftExpression)
}

extension SwiftExpression {
    /// Whether this is one short token (a name, `.member`, a number, a
    /// literal): a wrapped array of atoms is packed as many a line as fit,
    /// as a person lists `[.name, .age, .email]`.
    /// The operands of a chain of `&&` (parentheses around each dropped),
    /// or the expression alone: the elements of an `if` condition list,
    /// where a comma is the `&&` that binds loosest, so no operand needs
    /// parentheses there.
    var conjuncts: [SwiftExpression] {
        switch self {
        case .parenthesized(let inner): inner.conjuncts
        case .binary(let lhs, .and, let rhs): lhs.conjuncts + rhs.conjuncts
        default: [self]
        }
    }

    var isAtom: Bool {
        switch self {
        case .identifier, .integer, .boolean, .nil: true
        case .member(let base, _): base == nil
        default: false
        }
    }
}

/// One argument of a call.
public struct SwiftArgument: Sendable, Hashable {
    /// The label, or nil for an unlabelled argument.
    public var label: String?
    /// The value.
    public var value: SwiftExpression

    /// Creates an argument.
    public init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

/// One `key: value` of a dictionary literal.
public struct SwiftDictionaryEntry: Sendable, Hashable {
    /// The key.
    public var key: SwiftExpression
    /// The value.
    public var value: SwiftExpression

    /// Creates an entry.
    public init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

/// The binary operators generated code uses.
public enum SwiftOperator: String, Sendable, Hashable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case and = "&&"
    case or = "||"
    case plus = "+"
    case minus = "-"
    case nilCoalescing = "??"
    case assign = "="
    case appendAssign = "+="
}

extension SwiftExpression {
    /// `callee(arguments…)` with unlabelled arguments.
    public static func call(_ callee: SwiftExpression, _ arguments: SwiftExpression...) -> SwiftExpression {
        .call(callee, arguments.map { SwiftArgument(nil, $0) })
    }

    /// `base.name`.
    public func dot(_ name: String) -> SwiftExpression { .member(self, name) }

    /// `expression` as the operand of an operator: in parentheses when it is
    /// itself an operation (binary, prefix or ternary), as it is otherwise,
    /// so `!` of `!a` is `!(!a)` and `&&` of `a || b` is `(a || b)`.
    public static func operand(_ expression: SwiftExpression) -> SwiftExpression {
        switch expression {
        case .binary, .prefix, .ternary: .parenthesized(expression)
        default: expression
        }
    }
}
