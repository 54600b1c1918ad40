/// An expression in an `error … when` or `enabled when` condition.
public indirect enum Expression: Sendable, Hashable {
    /// A number, string or boolean literal.
    case literal(Literal)
    /// `value`: the field's own typed value.
    case value(range: Range<Int>)
    /// `length`: the number of characters in the field's text.
    case length(range: Range<Int>)
    /// Another field's name: that field's typed value.
    case name(Identifier)
    /// `length(field)`.
    case lengthOf(Identifier, range: Range<Int>)
    /// `count(list)`: a list's non-empty rows.
    case countOf(Identifier, range: Range<Int>)
    /// `!operand` or `-operand`.
    case unary(UnaryOperator, Expression, range: Range<Int>)
    /// `lhs op rhs` for a comparison (`==`, `<`, …), which does not chain.
    case binary(BinaryOperator, Expression, Expression, operatorRange: Range<Int>)
    /// `first op operand op operand …`: a left-associative chain of `||`,
    /// of `&&`, or of `+` and `-`, kept flat (never empty) so that no stage
    /// recurses along it, however long it is: `a || b || c` is
    /// `.chain(a, [|| b, || c])` and means `(a || b) || c`.
    case chain(Expression, [ChainedOperand])
    /// `lhs matches /regex/`.
    case matches(Expression, Regex)
    /// `name(argument, …)`: a built-in function such as `years(value, today)`
    /// or a date literal `date(2026, 11, 23)` (LANGUAGE.md §14); `range`
    /// runs from the name to the closing parenthesis.
    case call(Identifier, [Expression], range: Range<Int>)
    /// `lhs in low...high`.
    case inRange(Expression, low: Expression, high: Expression)
    /// `( inner )`, kept so the printer writes what the author wrote.
    case parenthesized(Expression, range: Range<Int>)
    /// `.id`: an option of a choice field (LANGUAGE.md §13).
    case option(OptionReference)
    /// `lhs contains .id`: whether a multiple choice holds an option.
    case contains(Expression, OptionReference)
    /// Where a syntax error stood; already reported.
    case invalid(range: Range<Int>)

    /// A regex literal with its decoded pattern.
    public struct Regex: Sendable, Hashable {
        /// The pattern, with `\/` turned into `/`.
        public var pattern: String
        /// The bytes of the literal, slashes included.
        public var range: Range<Int>

        /// Creates a regex literal.
        public init(pattern: String, range: Range<Int>) {
            self.pattern = pattern
            self.range = range
        }
    }

    /// The bytes the expression covers.
    public var range: Range<Int> {
        switch self {
        case .literal(let literal): literal.range
        case .value(let range), .length(let range), .invalid(let range): range
        case .name(let identifier): identifier.range
        case .lengthOf(_, let range), .countOf(_, let range), .unary(_, _, let range), .parenthesized(_, let range): range
        case .call(_, _, let range): range
        case .binary(_, let lhs, let rhs, _): lhs.range.lowerBound..<rhs.range.upperBound
        case .chain(let first, let rest): first.range.lowerBound..<(rest.last?.operand.range.upperBound ?? first.range.upperBound)
        case .matches(let lhs, let regex): lhs.range.lowerBound..<regex.range.upperBound
        case .inRange(let lhs, _, let high): lhs.range.lowerBound..<high.range.upperBound
        case .option(let option): option.range
        case .contains(let lhs, let option): lhs.range.lowerBound..<option.range.upperBound
        }
    }
}

/// One `op operand` of a flat chain, after its first operand.
public struct ChainedOperand: Sendable, Hashable {
    /// The operator before the operand.
    public var op: BinaryOperator
    /// The operator's bytes.
    public var operatorRange: Range<Int>
    /// The operand.
    public var operand: Expression

    /// Creates a chained operand.
    public init(_ op: BinaryOperator, _ operand: Expression, operatorRange: Range<Int>) {
        self.op = op
        self.operand = operand
        self.operatorRange = operatorRange
    }
}

/// `.id`: a reference to an option of a choice field.
public struct OptionReference: Sendable, Hashable {
    /// The option identifier (without the dot).
    public var name: Identifier
    /// The dot and the identifier.
    public var range: Range<Int>

    /// Creates an option reference.
    public init(name: Identifier, range: Range<Int>) {
        self.name = name
        self.range = range
    }
}
