import FormRuntime
import FormSyntax

/// A type-checked condition expression (LANGUAGE.md §6). Every node knows its
/// result type; parentheses are gone (the tree's shape is the grouping);
/// names are resolved to fields.
///
/// Evaluation rule for consumers: a condition that reads an empty optional
/// value (a ``FieldReference`` whose `isOptional` is true, holding `nil`) is
/// not evaluated and raises nothing; an `enabled when` condition that does
/// is false.
public indirect enum CheckedExpression: Sendable, Hashable {
    /// A literal: `.text`, `.int`, `.decimal` or `.bool` (never `.none`).
    case literal(FieldValue)
    /// A field's typed value: `value` (then `reference.isOwnField`) or
    /// another field's name. In a list, a row's value.
    case fieldValue(FieldReference)
    /// The number of characters (grapheme clusters) of a field's displayed
    /// text: `length` (own field) or `length(f)`. Type `int`.
    case length(FieldReference)
    /// `count(list)`: the list's non-empty rows. Type `int`.
    case count(FieldReference)
    /// `!operand`.
    case not(CheckedExpression)
    /// `-operand`, of type `int` or `decimal` (the operand's type).
    case negate(CheckedExpression, type: FieldType)
    /// `a && b && …`: two or more operands, evaluated left to right until
    /// one is false. Flat, so no consumer recurses along a long chain.
    case and([CheckedExpression])
    /// `a || b || …`: two or more operands, evaluated left to right until
    /// one is true.
    case or([CheckedExpression])
    /// `first ± term ± …` on numbers, computed left to right; `type` is
    /// `decimal` when any operand is, else `int`. Flat, like `and`.
    case arithmetic(CheckedExpression, [ArithmeticTerm], type: FieldType)
    /// A comparison. `operands` is the type both sides are compared as:
    /// `int`, `decimal` (either side decimal: the other converts), `text`
    /// (`==`/`!=` only) or `bool` (`==`/`!=` only).
    case comparison(ComparisonOperator, CheckedExpression, CheckedExpression, operands: FieldType)
    /// `text matches /regex/`: the whole text must match.
    case matches(CheckedExpression, CheckedRegex)
    /// `operand in low...high`, inclusive, compared as `operands` (`int` or
    /// `decimal`).
    case inRange(CheckedExpression, low: CheckedExpression, high: CheckedExpression, operands: FieldType)
    /// A built-in function of LANGUAGE.md §14 (`today`, `thisMonth`,
    /// `years`, `months`, `days`, `luhn`, `iban`) applied to its checked
    /// arguments. Date and month literals are `.literal(.date(…))` /
    /// `.literal(.month(…))`.
    case call(BuiltinFunction, [CheckedExpression])
    /// `choices contains .option`: whether a `multiple` choice holds the
    /// option (LANGUAGE.md §13). The operand is a multiple choice's value.
    case contains(CheckedExpression, option: String)

    /// The type the expression evaluates to.
    public var type: FieldType {
        switch self {
        case .literal(let value):
            switch value {
            case .text: .text
            case .int: .int
            case .decimal: .decimal
            case .bool, .none: .bool
            // Option literals are typed by the field they are compared with
            // (LANGUAGE.md §13); the checker never builds one as a plain literal.
            case .choice, .choices: .choice
            case .date: .date
            case .month: .month
            }
        case .fieldValue(let reference): reference.type.base
        case .length, .count: .int
        case .not, .and, .or, .comparison, .matches, .inRange, .contains: .bool
        case .negate(_, let type), .arithmetic(_, _, let type): type
        case .call(let function, _): function.resultType
        }
    }

    /// Every field the expression reads, in evaluation order (repeats kept).
    public var references: [FieldReference] {
        var result: [FieldReference] = []
        _ = firstReference { reference in
            result.append(reference)
            return false
        }
        return result
    }

    /// Whether the expression reads any field.
    var readsAnyField: Bool {
        firstReference { _ in true } != nil
    }

    /// The first of ``references`` that satisfies `found`, in evaluation
    /// order, or nil; no array of them is built (`value + value + …` reads
    /// thousands) and the walk stops at the first.
    func firstReference(where found: (FieldReference) -> Bool) -> FieldReference? {
        var result: FieldReference?
        forEachNode { node in
            var reference: FieldReference
            switch node {
            case .fieldValue(let read):
                reference = read
            case .length(let read), .count(let read):
                reference = read
                reference.readsValue = false
            default:
                return true
            }
            guard found(reference) else { return true }
            result = reference
            return false
        }
        return result
    }

    /// The regexes of the expression's `matches`, in evaluation order
    /// (repeats kept).
    public var regexes: [CheckedRegex] {
        var result: [CheckedRegex] = []
        forEachNode { node in
            if case .matches(_, let regex) = node { result.append(regex) }
            return true
        }
        return result
    }

    /// Whether the expression reads an optional field's value, so that it may
    /// be skipped when that value is `nil`.
    public var readsOptionalValue: Bool {
        firstReference { $0.readsValue && $0.type.isOptional } != nil
    }

    /// Visits every node, each before its operands, left to right: the
    /// order of evaluation, until `visit` returns false. Walks the tree with
    /// an explicit stack, so a long `a + b + c …` chain cannot exhaust the
    /// call stack.
    private func forEachNode(_ visit: (CheckedExpression) -> Bool) {
        var pending: [CheckedExpression] = [self]
        while let next = pending.popLast() {
            guard visit(next) else { return }
            switch next {
            case .literal, .fieldValue, .length, .count:
                break
            case .not(let operand), .negate(let operand, _), .matches(let operand, _), .contains(let operand, _):
                pending.append(operand)
            case .and(let operands), .or(let operands), .call(_, let operands):
                pending += operands.reversed()
            case .arithmetic(let first, let terms, _):
                pending += terms.reversed().map(\.operand)
                pending.append(first)
            case .comparison(_, let lhs, let rhs, _):
                pending.append(rhs)
                pending.append(lhs)
            case .inRange(let operand, let low, let high, _):
                pending.append(high)
                pending.append(low)
                pending.append(operand)
            }
        }
    }
}

/// One `± operand` of an arithmetic chain, after its first operand.
public struct ArithmeticTerm: Sendable, Hashable {
    /// `+` or `-`.
    public var op: ArithmeticOperator
    /// The operand, `int` or `decimal`.
    public var operand: CheckedExpression

    /// Creates a term.
    public init(_ op: ArithmeticOperator, _ operand: CheckedExpression) {
        self.op = op
        self.operand = operand
    }
}

/// `+` or `-` between numbers: FormSyntax's, the one operator table.
public typealias ArithmeticOperator = FormSyntax.ArithmeticOperator

/// The six comparison operators: FormSyntax's, the one operator table.
public typealias ComparisonOperator = FormSyntax.ComparisonOperator

/// A field an expression reads.
public struct FieldReference: Sendable, Hashable {
    /// The field's index in ``CheckedForm/fields``.
    public var fieldIndex: Int
    /// The field's name.
    public var fieldName: String
    /// The field's declared type (for a list, the row type).
    public var type: FieldTypeRef
    /// Whether the field is a list (only ever read through `count`).
    public var isList: Bool
    /// Whether the field is a `multiple` choice (its value is an array of options).
    public var isMultiple = false
    /// Whether it is the field the condition belongs to (`value`, `length`,
    /// or its own name); in a list this means the current row.
    public var isOwnField: Bool
    /// Whether the typed value is read (false for `length`/`count`, which
    /// read the text or rows and never skip the condition).
    public var readsValue: Bool

    /// Creates a reference.
    public init(fieldIndex: Int, fieldName: String, type: FieldTypeRef, isList: Bool = false, isOwnField: Bool = false, readsValue: Bool = true) {
        self.fieldIndex = fieldIndex
        self.fieldName = fieldName
        self.type = type
        self.isList = isList
        self.isOwnField = isOwnField
        self.readsValue = readsValue
    }
}

/// A regex literal compiled at check time.
public struct CheckedRegex: Sendable, Hashable {
    /// The pattern in Swift `Regex` syntax (with `\/` already turned into `/`).
    public var pattern: String
    /// Always true: the whole value must match, as if the pattern were
    /// anchored at both ends (use `wholeMatch`, not `firstMatch`).
    public var matchesWholeValue: Bool

    /// Creates a regex.
    public init(pattern: String, matchesWholeValue: Bool = true) {
        self.pattern = pattern
        self.matchesWholeValue = matchesWholeValue
    }
}
