import FormChecker
import FormRuntime

/// `visible when` of fields and sections, and `required … when`
/// (LANGUAGE.md §13), as straight-line Swift: a condition that reads an
/// empty optional value is false.
enum VisibilityGenerator {
    /// The conditions that decide whether `field` is shown: its own, then its section's.
    static func conditions(of field: CheckedField, form: CheckedForm) -> [CheckedExpression] {
        var result: [CheckedExpression] = []
        if let own = field.visibleWhen { result.append(own) }
        if let index = field.sectionIndex, form.sections.indices.contains(index), let section = form.sections[index].visibleWhen {
            result.append(section)
        }
        return result
    }

    /// Whether any field's or section's `visible when` reads `today` or `thisMonth`.
    static func readsToday(_ form: CheckedForm) -> Bool {
        form.fields.contains { conditions(of: $0, form: form).contains(where: BuiltinFunction.readsToday) }
    }

    /// What `isVisible` calls look like in one form, worked out once per form
    /// (asking the whole form again per field made generation quadratic).
    struct Calls {
        /// Whether a `visible when` reads `today` or `thisMonth`.
        var readsToday: Bool
        /// Whether `validate` takes `unanswered` (``UnansweredReads/isNeeded(_:)``).
        var passesUnanswered: Bool

        init(_ form: CheckedForm) {
            readsToday = VisibilityGenerator.readsToday(form)
            passesUnanswered = UnansweredReads.isNeeded(form)
        }
    }

    /// `checks` run only while the field is visible: `if self.isVisible(.name) { checks }`
    /// (`isVisible(.name, today: today)` when visibility reads `today`, and
    /// `isVisible(.name, today: today, unanswered: unanswered)` when the form
    /// reads fields a session can leave unanswered).
    static func onlyWhenVisible(_ field: CheckedField, form: CheckedForm, calls: Calls, _ checks: [SwiftStatement]) -> [SwiftStatement] {
        guard !conditions(of: field, form: form).isEmpty else { return checks }
        let test: SwiftExpression = calls.passesUnanswered
            ? .call(.member(.identifier("self"), "isVisible"), [
                SwiftArgument(nil, .member(nil, field.name)), SwiftArgument("today", .identifier("today")), UnansweredReads.argument(passing: true),
            ])
            : calls.readsToday
            ? .call(.member(.identifier("self"), "isVisible"), [SwiftArgument(nil, .member(nil, field.name)), SwiftArgument("today", .identifier("today"))])
            : .call(.member(.identifier("self"), "isVisible"), .member(nil, field.name))
        return [.if([.expression(test)], then: checks, else: nil)]
    }

    /// The `case .name:` of `isVisible(_:)` for a field with conditions:
    /// each must hold (with its optional bindings), else `false`.
    /// `readsUnanswered` is ``UnansweredReads/isNeededForVisible(_:)`` of the
    /// form, worked out once by the caller.
    static func visibilityCase(_ field: CheckedField, form: CheckedForm, patterns: PatternTable, readsUnanswered: Bool, _ temporaries: inout Int) -> SwiftSwitchCase? {
        let conditions = conditions(of: field, form: form)
        guard !conditions.isEmpty else { return nil }
        var body: [SwiftStatement] = []
        var flags: [SwiftExpression] = []
        for condition in conditions {
            let translator = ExpressionTranslator(patterns: patterns, readsUnanswered: readsUnanswered)
            let test = translator.translate(condition, temporaries: &temporaries)
            let bindings = translator.bindings(for: condition)
            if conditions.count == 1, test.statements.isEmpty, bindings.contains(where: { if case .optionalBinding = $0 { true } else { false } }) {
                // One condition that unwraps optional fields: a guard binds them,
                // `guard let rating_ = self.rating, … else { return false }`.
                return SwiftSwitchCase([.member(nil, field.name)], [
                    .guard(bindings + [.expression(test.value)], else: [.return(.boolean(false))]),
                    .return(.boolean(true)),
                ])
            }
            let (statements, flag) = self.flag(test, bindings: bindings, &temporaries)
            body += statements
            flags.append(flag)
            // A guard's condition needs no parentheses of its own.
            body.append(.guard([.expression(withoutParentheses(flag))], else: [.return(.boolean(false))]))
        }
        body.append(.return(.boolean(true)))
        if body.count == flags.count + 1 {
            // Every condition is one expression: `return !self.pickup`.
            body = [.return(withoutParentheses(conjunction(flags)))]
        }
        return SwiftSwitchCase([.member(nil, field.name)], body)
    }

    /// Whether `condition` holds (`false` when it reads an empty optional
    /// value): one expression when it can be, `(!unanswered.contains(.country)
    /// && FormCompare.equal(self.country, Country.ch))`, parenthesized when it
    /// is an operation; else statements that compute it into a new local, and
    /// that local (a condition that unwraps an optional field with `if let`,
    /// or too deep for one expression).
    static func flag(_ condition: CheckedExpression, _ translator: ExpressionTranslator, _ temporaries: inout Int) -> ([SwiftStatement], SwiftExpression) {
        let test = translator.translate(condition, temporaries: &temporaries)
        return flag(test, bindings: translator.bindings(for: condition), &temporaries)
    }

    /// ``flag(_:_:_:)`` of a condition already translated into `test` and
    /// its optional `bindings`, so a caller that looked at the translation
    /// first does not translate it again.
    static func flag(_ test: ExpressionTranslator.Translation, bindings: [SwiftCondition], _ temporaries: inout Int) -> ([SwiftStatement], SwiftExpression) {
        let tests = bindings.compactMap { binding -> SwiftExpression? in
            if case .expression(let test) = binding { test } else { nil }
        }
        if test.statements.isEmpty, tests.count == bindings.count {
            return ([], conjunction(tests + [test.value]))
        }
        let name = LocalNames.temporary(&temporaries)
        let flag = SwiftExpression.identifier(name)
        let set: [SwiftStatement] = [.expression(.binary(flag, .assign, .boolean(true)))]
        let statements = [SwiftStatement.variable(isMutable: true, name: name, type: QualifiedNames.bool, value: .boolean(false))]
            + ValidatorGenerator.raising(set, when: bindings, test)
        return (statements, flag)
    }

    /// `expression` without the parentheses around it, if any.
    private static func withoutParentheses(_ expression: SwiftExpression) -> SwiftExpression {
        if case .parenthesized(let inner) = expression { return inner }
        return expression
    }

    /// `a && b && c`, each operand that is itself a binary operation in
    /// parentheses, the whole in parentheses; a single operand as it is
    /// (a caller that applies an operator to it wraps it,
    /// ``SwiftExpression/operand(_:)``).
    private static func conjunction(_ operands: [SwiftExpression]) -> SwiftExpression {
        func operand(_ expression: SwiftExpression) -> SwiftExpression {
            if case .binary = expression { return .parenthesized(expression) }
            return expression
        }
        guard let first = operands.first else { return .boolean(true) }
        guard operands.count > 1 else { return operand(first) }
        return .parenthesized(operands.dropFirst().reduce(operand(first)) { .binary($0, .and, operand($1)) })
    }
}
