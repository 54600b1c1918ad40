import FormDiagnostics
import FormRuntime
import FormSyntax
import Foundation

/// The parser's expression node (Foundation also declares an `Expression`).
typealias SyntaxExpression = FormSyntax.Expression

/// Type-checks `error … when` and `enabled when` conditions (LANGUAGE.md §6)
/// and builds the typed expression tree.
///
/// A sub-expression that failed (an unknown name, a mismatch, a syntax error
/// already reported by the parser) makes every expression around it fail
/// silently, so one mistake is reported once.
struct ExpressionChecker {
    let scope: ExpressionScope
    let cache: CheckCache
    var bag: DiagnosticBag

    /// Checks a whole condition: it must be `bool`; one that reads no field
    /// and neither `today` nor `thisMonth` is `constant-condition` (a
    /// warning; the condition is kept).
    static func checkCondition(_ expression: SyntaxExpression, scope: ExpressionScope, cache: CheckCache, bag: inout DiagnosticBag) -> CheckedExpression? {
        var checker = ExpressionChecker(scope: scope, cache: cache, bag: bag.take())
        defer { bag = checker.bag.take() }
        guard let checked = checker.check(expression) else { return nil }
        guard checked.type == .bool else {
            checker.bag.report(
                .typeMismatch, at: expression.range,
                "a condition must be bool, but this expression is \(checked.type.rawValue)",
                notes: [DiagnosticNote("compare it, for example 'value > 0' or 'length == 0'")]
            )
            return nil
        }
        // `today` and `thisMonth` change with the date: a condition reading
        // only them (`today > date(2027, 1, 1)`) is not constant (issue 23 item 10).
        if !checked.readsAnyField, !BuiltinFunction.readsToday(checked) {
            checker.bag.report(
                .constantCondition, at: expression.range,
                "this condition reads no field, so it is always \(ConstantFolding.describe(checked))",
                notes: [DiagnosticNote("use 'value', 'length', a field name or 'today' to make it depend on the input or the date")]
            )
        }
        return checked
    }

    mutating func check(_ expression: SyntaxExpression) -> CheckedExpression? {
        switch expression {
        case .literal(let literal):
            return checkLiteral(literal)
        case .value(let range):
            if scope.isSectionCondition { return noOwnValue("value", at: range) }
            return .fieldValue(scope.reference(to: scope.own))
        case .length(let range):
            if scope.isSectionCondition { return noOwnValue("length", at: range) }
            if scope.own.type.base == .choice { return mismatch(at: range, "'length' does not apply to a choice; '\(scope.own.name)' holds options, not text") }
            guard scope.own.type.base != .bool else {
                bag.report(.typeMismatch, at: range, "'length' counts the characters of text, but '\(scope.own.name)' is a bool field")
                return nil
            }
            return .length(scope.reference(to: scope.own, readsValue: false))
        case .name(let identifier):
            return checkName(identifier)
        case .lengthOf(let identifier, _):
            return checkLengthOf(identifier)
        case .countOf(let identifier, _):
            return checkCountOf(identifier)
        case .unary(let op, let operand, _):
            guard let checked = check(operand) else { return nil }
            switch op {
            case .not:
                guard checked.type == .bool else {
                    return mismatch(at: operatorRange(of: expression), "'!' needs a bool operand, not \(checked.type.rawValue)")
                }
                return .not(checked)
            case .negate:
                guard checked.type.isNumber else {
                    return mismatch(at: operatorRange(of: expression), "'-' needs a number, not \(checked.type.rawValue)")
                }
                return .negate(checked, type: checked.type)
            }
        case .binary(let op, let lhs, let rhs, let operatorRange) where Self.isOption(lhs) || Self.isOption(rhs):
            return checkOptionComparison(op, lhs, rhs, at: operatorRange)
        case .option(let option):
            return mismatch(at: option.range, "an option such as '.\(option.name.name)' is compared with a choice field, as in 'value == .\(option.name.name)'")
        case .contains(let lhs, let option):
            return checkContains(lhs, option)
        case .binary(let op, let lhs, let rhs, let operatorRange):
            let left = check(lhs)
            let right = check(rhs)
            guard let left, let right else { return nil }
            return compare(op, left, right, at: operatorRange)
        case .chain(let first, let rest):
            return checkChain(first, rest)
        case .matches(let lhs, let regex):
            let checked = check(lhs)
            let problem = RegexCompiler.problem(in: regex.pattern)
            if let problem {
                bag.report(.invalidRegex, at: regex.range, "invalid regex: \(problem)")
            }
            guard let checked, problem == nil else { return nil }
            guard checked.type == .text else {
                return mismatch(at: lhs.range, "'matches' needs text on the left, not \(checked.type.rawValue)")
            }
            return .matches(checked, CheckedRegex(pattern: regex.pattern))
        case .inRange(let lhs, let low, let high):
            let operand = check(lhs)
            let lower = check(low)
            let upper = check(high)
            guard let operand, let lower, let upper else { return nil }
            for (part, syntax) in [(operand, lhs), (lower, low), (upper, high)] where !part.type.isNumber {
                return mismatch(at: syntax.range, "'in' works on numbers, but this is \(part.type.rawValue)")
            }
            let operands: FieldType = [operand, lower, upper].contains { $0.type == .decimal } ? .decimal : .int
            return .inRange(operand, low: lower, high: upper, operands: operands)
        case .parenthesized(let inner, _):
            return check(inner)
        case .call(let name, let arguments, let range):
            return checkCall(name, arguments, range: range)
        case .invalid:
            return nil
        }
    }

    // MARK: - Binary operators

    /// Checks a flat chain such as `a + b - c` or `x || y || z` in one loop,
    /// so a chain of any length costs linear time and no stack. Every
    /// operand is checked; the first operand of the wrong type is reported
    /// at the operator before it (as if the chain were nested to the left),
    /// and a failed operand makes the chain fail silently.
    private mutating func checkChain(_ first: SyntaxExpression, _ rest: [ChainedOperand]) -> CheckedExpression? {
        let head = check(first)
        var operands: [CheckedExpression] = []
        operands.reserveCapacity(rest.count + 1)
        var failed = head == nil
        if let head { operands.append(head) }
        // The type of everything to the left so far: `bool`, or `int` until a `decimal`.
        var leftType = head?.type
        for link in rest {
            let checked = check(link.operand)
            guard !failed, let left = leftType, let checked else {
                failed = true
                continue
            }
            let right = checked.type
            switch link.op {
            case .and, .or:
                guard left == .bool, right == .bool else {
                    _ = mismatch(at: link.operatorRange, "'\(link.op.rawValue)' needs bool operands, not \(left.rawValue) and \(right.rawValue)")
                    failed = true
                    continue
                }
            case .plus, .minus:
                guard left.isNumber, right.isNumber else {
                    _ = mismatch(at: link.operatorRange, "'\(link.op.rawValue)' needs numbers, not \(left.rawValue) and \(right.rawValue)")
                    failed = true
                    continue
                }
                leftType = left == .decimal || right == .decimal ? .decimal : .int
            default:
                // The parser chains only `||`, `&&`, `+` and `-`.
                failed = true
                continue
            }
            operands.append(checked)
        }
        guard !failed, let head, let kind = rest.first?.op else { return nil }
        switch kind {
        case .and: return .and(operands)
        case .or: return .or(operands)
        default:
            let terms = zip(rest, operands.dropFirst()).map { link, operand in
                ArithmeticTerm(link.op == .plus ? .plus : .minus, operand)
            }
            return .arithmetic(head, terms, type: leftType ?? .int)
        }
    }

    /// A comparison of two checked operands.
    private mutating func compare(_ op: BinaryOperator, _ lhs: CheckedExpression, _ rhs: CheckedExpression, at range: Range<Int>) -> CheckedExpression? {
        let left = lhs.type
        let right = rhs.type
        guard let comparison = op.comparison else {
            // `||`, `&&`, `+` and `-` are always chains.
            return nil
        }
        if left.isNumber, right.isNumber {
            let operands: FieldType = left == .decimal || right == .decimal ? .decimal : .int
            return .comparison(comparison, lhs, rhs, operands: operands)
        }
        if left == .choice || right == .choice {
            return mismatch(at: range, "a choice compares only with one of its own options, as in '== .option'")
        }
        guard left == right else {
            return mismatch(at: range, "cannot compare \(left.rawValue) with \(right.rawValue) using '\(op.rawValue)'")
        }
        guard op == .equal || op == .notEqual || left == .date || left == .month else {
            return mismatch(at: range, "\(left.rawValue) values compare only with '==' and '!=', not '\(op.rawValue)'")
        }
        return .comparison(comparison, lhs, rhs, operands: left)
    }

    // MARK: - Names

    private mutating func checkName(_ identifier: Identifier) -> CheckedExpression? {
        if scope.fields[identifier.name] == nil, let function = BuiltinFunction.constant(named: identifier.name) {
            return .call(function, [])
        }
        guard let field = scope.fields[identifier.name] else {
            return unknownName(identifier, candidates: scope.orderedNames + ["value", "length"], what: "field")
        }
        guard !field.isList else {
            let replacement = "count(\(field.name))"
            bag.report(
                .typeMismatch, at: identifier.range,
                "'\(field.name)' is a list, not a value; use '\(replacement)' for its number of non-empty rows",
                fixIts: [bag.fixIt("use '\(replacement)'", replacing: identifier.range, with: replacement)]
            )
            return nil
        }
        return .fieldValue(scope.reference(to: field))
    }

    private mutating func checkLengthOf(_ identifier: Identifier) -> CheckedExpression? {
        guard let field = scope.fields[identifier.name] else {
            return unknownName(identifier, candidates: scope.orderedNames.filter { scope.fields[$0]?.isList == false }, what: "field")
        }
        if field.isList {
            bag.report(
                .typeMismatch, at: identifier.range,
                "'\(field.name)' is a list; 'length' takes a field, and 'count(\(field.name))' counts a list's rows"
            )
            return nil
        }
        if field.type.base == .choice {
            return mismatch(at: identifier.range, "'length' does not apply to a choice; '\(field.name)' holds options, not text")
        }
        guard field.type.base != .bool else {
            bag.report(.typeMismatch, at: identifier.range, "'length' counts the characters of text, but '\(field.name)' is a bool field")
            return nil
        }
        return .length(scope.reference(to: field, readsValue: false))
    }

    private mutating func checkCountOf(_ identifier: Identifier) -> CheckedExpression? {
        if identifier.name == "value", !scope.isSectionCondition, !scope.own.isList {
            return countOfChoice(scope.own, at: identifier.range)
        }
        guard let field = scope.fields[identifier.name] else {
            return unknownName(identifier, candidates: scope.orderedNames.filter { scope.fields[$0]?.isList == true }, what: "list")
        }
        if field.type.base == .choice, !field.isList {
            return countOfChoice(field, at: identifier.range)
        }
        guard field.isList else {
            bag.report(.typeMismatch, at: identifier.range, "'count' takes a list, but '\(field.name)' is a field")
            return nil
        }
        return .count(scope.reference(to: field, readsValue: false))
    }

    private mutating func unknownName(_ identifier: Identifier, candidates: [String], what: String) -> CheckedExpression? {
        if ["nil", "null", "none", "None", "undefined"].contains(identifier.name) {
            bag.report(
                .unknownName, at: identifier.range, "there is no '\(identifier.name)' in conditions: a condition that reads an empty optional field is skipped",
                notes: [DiagnosticNote("to require a value, use 'required'; to test for an empty text, write 'length == 0'")]
            )
            return nil
        }
        var message = "unknown name '\(identifier.name)'"
        var fixIts: [FixIt] = []
        if !bag.isFull, let suggestion = Suggestion.closest(to: identifier.name, in: candidates) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(bag.fixIt("did you mean '\(suggestion)'?", replacing: identifier.range, with: suggestion))
        } else {
            message += ": no \(what) of this form has that name"
        }
        bag.report(.unknownName, at: identifier.range, message, fixIts: fixIts)
        return nil
    }

    // MARK: - Literals

    private mutating func checkLiteral(_ literal: Literal) -> CheckedExpression? {
        switch literal.kind {
        case .string:
            return .literal(.text(literal.string))
        case .boolean(let value):
            return .literal(.bool(value))
        case .integer:
            guard let value = literal.integerValue else {
                bag.report(.intOverflow, at: literal.range, "\(literal.sourceText) does not fit in an int (\(Int.min)...\(Int.max))")
                return nil
            }
            return .literal(.int(value))
        case .decimal:
            guard let value = cache.decimal(literal.numericText) else {
                bag.report(.intOverflow, at: literal.range, "\(literal.sourceText) does not fit in a decimal exactly (at most \(DecimalText.maximumSignificantDigits) significant digits)")
                return nil
            }
            return .literal(.decimal(value))
        }
    }

    // MARK: - Helpers

    mutating func mismatch(at range: Range<Int>, _ message: String) -> CheckedExpression? {
        bag.report(.typeMismatch, at: range, message)
        return nil
    }

    private func operatorRange(of expression: SyntaxExpression) -> Range<Int> {
        let range = expression.range
        return range.lowerBound..<min(range.upperBound, range.lowerBound + 1)
    }
}

extension FieldType {
    /// Whether the type is `int` or `decimal`.
    var isNumber: Bool { self == .int || self == .decimal }
}

/// Reads decimal literals exactly, independent of the platform locale.
enum DecimalText {
    /// The most significant digits a `Decimal` holds exactly (its
    /// significand has 128 bits).
    static let maximumSignificantDigits = 38

    /// The exact value of a literal's digits (`-`, digits, `.`, `_` already
    /// removed but the sign), or nil when `Decimal` cannot hold it exactly:
    /// more than 38 significant digits, or an exponent out of its range.
    /// `Decimal(string:)` would round such a literal silently.
    static func value(of text: String) -> Decimal? {
        guard isExact(text) else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Whether `text` has at most 38 significant digits and its exponent,
    /// once trailing zeros are moved into it, is within `Decimal`'s range.
    static func isExact(_ text: String) -> Bool {
        var digits: [UInt8] = []
        var fractionDigits = 0
        var seenDot = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if digits.isEmpty, byte == UInt8(ascii: "0") {
                    if seenDot { fractionDigits += 1 }
                    continue
                }
                digits.append(byte)
                if seenDot { fractionDigits += 1 }
            case UInt8(ascii: "."):
                seenDot = true
            default:
                continue
            }
        }
        var exponent = -fractionDigits
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { return true }
        return digits.count <= maximumSignificantDigits && exponent >= -128 && exponent + digits.count - 1 <= 127
    }
}
