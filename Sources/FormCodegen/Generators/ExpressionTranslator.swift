import FormChecker
import FormRuntime

/// Translates typed condition expressions into straight-line Swift.
///
/// Names: a field is always read as `self.name`, so no parameter or local of
/// the generated function can shadow it; an optional field is bound with
/// `if let` first (a condition that reads `nil` is not evaluated) to
/// ``boundName(_:)``, and in a list the row being checked is `row`. Locals
/// the translator declares are ``GeneratedNames`` temporaries: no binding,
/// parameter or fixed local can take their names.
///
/// Chains (`||`, `&&`, `+`/`-`): up to ``inlineChainLimit`` operands are
/// written as one flat Swift expression; a longer chain, or one whose later
/// operands need statements of their own, becomes a sequence of statements
/// that updates one local, operand by operand, keeping short-circuit order.
/// So the Swift nesting depth is bounded by the spec's nesting (which the
/// parser limits), never by a chain's length, and the generated text grows
/// linearly with it.
struct ExpressionTranslator {
    /// The compiled `matches` patterns of the file.
    var patterns: PatternTable
    /// In a list's conditions, the name the current row is bound to.
    var rowName: String?
    /// Whether the generated function has an `unanswered` parameter: a
    /// read of a field a session can leave unanswered then skips the
    /// condition while it is (``UnansweredReads``).
    var readsUnanswered = false
    /// A field an enclosing `if !unanswered.contains(.name)` already tested
    /// (a required field's own conditions): its reads add no test.
    var knownAnswered: String?

    /// The most operands of a chain written as one Swift expression.
    static let inlineChainLimit = 8

    /// The deepest a translated expression may nest (calls, parentheses)
    /// before it is computed into a local first: swiftc stops at 256 levels,
    /// and the spec may nest 64 levels, each adding a few.
    static let maximumNesting = 32

    /// A translated expression: statements that must run first (in order),
    /// then the expression that has the value.
    struct Translation {
        var statements: [SwiftStatement]
        var value: SwiftExpression
    }

    /// A translated sub-expression with the Swift type of its value and
    /// how deep its code nests (at least 1).
    private struct Part {
        var statements: [SwiftStatement]
        var code: SwiftExpression
        var type: FieldType
        var nesting = 1
    }

    /// The `if let` bindings a condition needs: each optional field it reads,
    /// its value or its `length`, once, in first-use order. An empty optional
    /// (`nil`) is not evaluated, so `length < 2` on an optional field left
    /// empty raises nothing. With ``readsUnanswered``, also
    /// `!unanswered.contains(.name)` for each field read that a session can
    /// leave unanswered.
    func bindings(for expression: CheckedExpression) -> [SwiftCondition] {
        var seen: Set<String> = knownAnswered.map { [$0] } ?? []
        var result: [SwiftCondition] = []
        for reference in expression.references where !reference.isList {
            if rowName != nil, reference.isOwnField { continue }
            if reference.type.isOptional {
                if seen.insert(reference.fieldName).inserted {
                    result.append(.optionalBinding(LocalNames.bound(reference.fieldName), .member(.identifier("self"), reference.fieldName)))
                }
            } else if readsUnanswered, UnansweredReads.canBeUnanswered(reference), seen.insert(reference.fieldName).inserted {
                result.append(UnansweredReads.answeredTest(reference))
            }
        }
        return result
    }

    /// The Swift for a condition. `temporaries` counts the locals declared so
    /// far in the generated function, so each gets a new name.
    func translate(_ expression: CheckedExpression, temporaries: inout Int) -> Translation {
        let part = typed(expression, &temporaries)
        return Translation(statements: part.statements, value: part.code)
    }

    /// The Swift for an expression and the type that Swift has. Arithmetic
    /// and negation are computed exactly in `Decimal`, so no condition can
    /// overflow `Int` and trap: `value + 1 > 3` means what it says for every
    /// value. Recursion follows the spec's nesting only (chains are loops).
    private func typed(_ expression: CheckedExpression, _ temporaries: inout Int) -> Part {
        let part = unbounded(expression, &temporaries)
        guard part.nesting > Self.maximumNesting else { return part }
        // Too deep for one Swift expression: compute it into a local first.
        let name = LocalNames.temporary(&temporaries)
        let statement = SwiftStatement.variable(isMutable: false, name: name, type: Self.swiftType(part.type), value: part.code)
        return Part(statements: part.statements + [statement], code: .identifier(name), type: part.type)
    }

    /// The Swift type of a translated value.
    private static func swiftType(_ type: FieldType) -> String {
        switch type {
        case .text: QualifiedNames.string
        case .int: QualifiedNames.int
        case .decimal: QualifiedNames.decimal
        case .bool: QualifiedNames.bool
        case .date: QualifiedNames.formDate
        case .month: QualifiedNames.formMonth
        // A choice operand is a field's value or an option: always a leaf
        // (nesting 1), never computed into a local of this type.
        case .choice: QualifiedNames.string
        }
    }

    /// `typed` without the bound on nesting.
    private func unbounded(_ expression: CheckedExpression, _ temporaries: inout Int) -> Part {
        switch expression {
        case .literal(let value):
            switch value {
            case .text(let text): return Part(statements: [], code: .string(text), type: .text)
            case .int(let int): return Part(statements: [], code: .integer(int), type: .int)
            case .decimal(let decimal): return Part(statements: [], code: ValueLiterals.decimalLiteral(decimal), type: .decimal)
            case .bool(let bool): return Part(statements: [], code: .boolean(bool), type: .bool)
            case .none: return Part(statements: [], code: .nil, type: .bool)
            case .date(let date): return Part(statements: [], code: ValueLiterals.dateLiteral(date), type: .date)
            case .month(let month): return Part(statements: [], code: ValueLiterals.monthLiteral(month), type: .month)
            // The checker admits an option only beside the choice it is compared
            // with (`choiceOperand`, `contains`), which write `Enum.id`; a bare
            // option never reaches here from a spec without errors.
            case .choice(let id): return Part(statements: [], code: .member(nil, id), type: .choice)
            case .choices(let ids): return Part(statements: [], code: .array(ids.map { .member(nil, $0) }), type: .choice)
            }
        case .fieldValue(let reference):
            return Part(statements: [], code: valueName(reference), type: reference.type.base)
        case .length(let reference):
            return Part(statements: [], code: length(of: reference), type: .int)
        case .count(let reference) where reference.isMultiple:
            return Part(statements: [], code: .member(valueName(reference), "count"), type: .int)
        case .contains(let operand, let option):
            let inner = typed(operand, &temporaries)
            let typeName = Self.choiceType(of: operand) ?? ""
            return Part(statements: inner.statements, code: .call(.member(inner.code, "contains"), ValueLiterals.option(option, of: typeName)), type: .bool, nesting: inner.nesting + 1)
        case .comparison(let op, let lhs, let rhs, .choice):
            // `country == .fr`: the option is written with its enum's name, so
            // the generic `FormCompare.equal` needs no type inference.
            let typeName = Self.choiceType(of: lhs) ?? Self.choiceType(of: rhs) ?? ""
            let left = choiceOperand(lhs, typeName, &temporaries)
            let right = choiceOperand(rhs, typeName, &temporaries)
            return Part(statements: left.statements + right.statements, code: compare(Self.functionName(op), left.code, right.code), type: .bool, nesting: max(left.nesting, right.nesting) + 2)
        case .count(let reference):
            let rows = SwiftExpression.member(.identifier("self"), reference.fieldName)
            if reference.type.base == .text {
                let nonEmpty = SwiftExpression.closure(parameters: ["row"], body: [.expression(.prefix("!", .member(.identifier("row"), "isEmpty")))])
                return Part(statements: [], code: .member(.call(.member(rows, "filter"), nonEmpty), "count"), type: .int)
            }
            return Part(statements: [], code: .member(rows, "count"), type: .int)
        case .not(let operand):
            let inner = typed(operand, &temporaries)
            return Part(statements: inner.statements, code: .prefix("!", SwiftExpression.operand(inner.code)), type: .bool, nesting: inner.nesting + 1)
        case .negate(let operand, _):
            let inner = typed(operand, &temporaries)
            return Part(statements: inner.statements, code: compare("negation", asDecimal(inner)), type: .decimal, nesting: inner.nesting + 2)
        case .and(let operands):
            return logicalChain(operands, isAnd: true, &temporaries)
        case .or(let operands):
            return logicalChain(operands, isAnd: false, &temporaries)
        case .arithmetic(let first, let terms, _):
            return arithmeticChain(first, terms, &temporaries)
        case .comparison(let op, let lhs, let rhs, _):
            let left = typed(lhs, &temporaries)
            let right = typed(rhs, &temporaries)
            let (a, b) = unified(left, right)
            return Part(statements: left.statements + right.statements, code: compare(Self.functionName(op), a, b), type: .bool, nesting: max(left.nesting, right.nesting) + 2)
        case .matches(let operand, let regex):
            let inner = typed(operand, &temporaries)
            return Part(statements: inner.statements, code: patterns.wholeMatch(inner.code, regex), type: .bool, nesting: inner.nesting + 1)
        case .inRange(let operand, let low, let high, _):
            let parts = [typed(operand, &temporaries), typed(low, &temporaries), typed(high, &temporaries)]
            let isDecimal = parts.contains { $0.type == .decimal }
            let operands = parts.map { isDecimal ? asDecimal($0) : $0.code }
            return Part(
                statements: parts.flatMap(\.statements),
                code: .call(.member(.runtime("FormCompare"), "within"), operands.map { SwiftArgument(nil, $0) }),
                type: .bool,
                nesting: (parts.map(\.nesting).max() ?? 1) + 2
            )
        case .call(let function, let arguments):
            let parts = arguments.map { typed($0, &temporaries) }
            return Part(
                statements: parts.flatMap(\.statements),
                code: Self.call(function, parts.map(\.code)),
                type: function.resultType,
                nesting: (parts.map(\.nesting).max() ?? 0) + 2
            )
        }
    }

    /// The nested enum of the choice field an operand reads, if it reads one.
    private static func choiceType(of expression: CheckedExpression) -> String? {
        guard case .fieldValue(let reference) = expression, reference.type.base == .choice else { return nil }
        return ChoiceTypeName.of(field: reference.fieldName)
    }

    /// One side of a choice comparison: an option as `Enum.id`, else the value.
    private func choiceOperand(_ expression: CheckedExpression, _ typeName: String, _ temporaries: inout Int) -> Part {
        if case .literal(.choice(let id)) = expression {
            return Part(statements: [], code: ValueLiterals.option(id, of: typeName), type: .choice)
        }
        return typed(expression, &temporaries)
    }

    /// `a && b && …` or `a || b || …`: one flat expression when short and
    /// no later operand needs statements, else a local updated by one `if`
    /// per operand, so later operands run only when they decide the answer.
    private func logicalChain(_ operands: [CheckedExpression], isAnd: Bool, _ temporaries: inout Int) -> Part {
        let parts = operands.map { typed($0, &temporaries) }
        guard let first = parts.first else { return Part(statements: [], code: .boolean(isAnd), type: .bool) }
        let op: SwiftOperator = isAnd ? .and : .or
        if parts.count <= Self.inlineChainLimit, parts.dropFirst().allSatisfy(\.statements.isEmpty) {
            let code = parts.dropFirst().reduce(SwiftExpression.operand(first.code)) { chain, part in .binary(chain, op, SwiftExpression.operand(part.code)) }
            return Part(statements: first.statements, code: code, type: .bool, nesting: (parts.map(\.nesting).max() ?? 1) + parts.count)
        }
        let name = LocalNames.temporary(&temporaries)
        let result = SwiftExpression.identifier(name)
        var statements = first.statements
        statements.append(.variable(isMutable: true, name: name, type: QualifiedNames.bool, value: first.code))
        for part in parts.dropFirst() {
            let undecided: SwiftExpression = isAnd ? result : .prefix("!", result)
            statements.append(.if([.expression(undecided)], then: part.statements + [.expression(.binary(result, .assign, part.code))], else: nil))
        }
        return Part(statements: statements, code: result, type: .bool)
    }

    /// `first ± term ± …` in `Decimal`, left to right: nested calls when
    /// short, else a local updated by one statement per term.
    private func arithmeticChain(_ first: CheckedExpression, _ terms: [ArithmeticTerm], _ temporaries: inout Int) -> Part {
        let head = typed(first, &temporaries)
        let parts = terms.map { (op: $0.op, part: typed($0.operand, &temporaries)) }
        func step(_ total: SwiftExpression, _ op: ArithmeticOperator, _ part: Part) -> SwiftExpression {
            compare(op == .plus ? "sum" : "difference", total, asDecimal(part))
        }
        if parts.count < Self.inlineChainLimit {
            let code = parts.reduce(asDecimal(head)) { total, term in step(total, term.op, term.part) }
            let nesting = ([head] + parts.map(\.part)).map(\.nesting).max() ?? 1
            return Part(statements: head.statements + parts.flatMap(\.part.statements), code: code, type: .decimal, nesting: nesting + 2 * (parts.count + 1))
        }
        let name = LocalNames.temporary(&temporaries)
        let total = SwiftExpression.identifier(name)
        var statements = head.statements
        statements.append(.variable(isMutable: true, name: name, type: QualifiedNames.decimal, value: asDecimal(head)))
        for term in parts {
            statements += term.part.statements
            statements.append(.expression(.binary(total, .assign, step(total, term.op, term.part))))
        }
        return Part(statements: statements, code: total, type: .decimal)
    }

    /// Two operands of one comparison: both `Decimal` when either is.
    private func unified(_ lhs: Part, _ rhs: Part) -> (SwiftExpression, SwiftExpression) {
        guard lhs.type == .decimal || rhs.type == .decimal else { return (lhs.code, rhs.code) }
        return (asDecimal(lhs), asDecimal(rhs))
    }

    /// An int operand as an exact `Decimal`; decimals unchanged.
    private func asDecimal(_ operand: Part) -> SwiftExpression {
        guard operand.type == .int else { return operand.code }
        if case .integer(let value) = operand.code {
            return .decimal(negative: value < 0, significand: UInt64(value.magnitude), exponent: 0)
        }
        return compare("decimal", operand.code)
    }

    /// `FormRuntime.FormCompare.name(operands…)`: one generic signature per operation,
    /// cheap for the type checker where operators have hundreds of overloads.
    private func compare(_ name: String, _ operands: SwiftExpression...) -> SwiftExpression {
        .call(.member(.runtime("FormCompare"), name), operands.map { SwiftArgument(nil, $0) })
    }

    static func functionName(_ op: ComparisonOperator) -> String {
        switch op {
        case .equal: "equal"
        case .notEqual: "notEqual"
        case .less: "less"
        case .lessOrEqual: "lessOrEqual"
        case .greater: "greater"
        case .greaterOrEqual: "greaterOrEqual"
        }
    }

    /// A field's value: the row in a list's own condition, the bound local
    /// of an optional (see `bindings(for:)`), else `self.name`.
    private func valueName(_ reference: FieldReference) -> SwiftExpression {
        if let rowName, reference.isOwnField { return .identifier(rowName) }
        if reference.type.isOptional, !reference.isList { return .identifier(LocalNames.bound(reference.fieldName)) }
        return .member(.identifier("self"), reference.fieldName)
    }

    /// The number of characters of a field's text (`FormText.length`, with
    /// a fast path for ASCII).
    private func length(of reference: FieldReference) -> SwiftExpression {
        let value = valueName(reference)
        return reference.type.base == .text ? .call(.member(.runtime("FormText"), "length"), value) : describedLength(value)
    }

    private func describedLength(_ value: SwiftExpression) -> SwiftExpression {
        .member(.call(.swift("String"), [SwiftArgument("describing", value)]), "count")
    }

}
