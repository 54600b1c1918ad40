import FormChecker
import FormRuntime

/// `validate(on:)` and `isEnabled(_:)` as straight-line Swift written from
/// the typed expressions (LANGUAGE.md §6): no interpreter at run time.
///
/// Per field, in spec order: a disabled field (`disabled`, or `enabled when`
/// false or reading an empty optional) is skipped; a required field that is
/// empty raises only its `required` error, on submit; otherwise each
/// condition whose timing the trigger covers is evaluated, in declaration
/// order, unless it reads an empty optional value; then, on submit, a field
/// with a `format` whose value is not its own normalized form raises
/// `.unexpectedFormat` (``NormalizationGenerator``). Each error names its
/// cause (``FieldErrorCause``): a condition by its index and the spec's
/// message, `required` with the spec's message, and a built-in message by
/// its cause alone with the schema that renders it (LANGUAGE.md §21: no
/// English sentence in generated code).
enum ValidatorGenerator {
    /// `validate(on:today:)`, the checks with `today` as a parameter (default
    /// `.today()`) when a condition reads it; otherwise `validate(on:)` with
    /// the checks and a `validate(on:today:)` that forwards to it, so that
    /// validating such a form never reads the clock. When a condition reads
    /// a field a session can leave unanswered (``UnansweredReads``), the
    /// checks live in `validate(on:today:unanswered:)` and the others pass
    /// `[]` (and, when no condition reads `today`, `validate(on:)` passes a
    /// fixed date it never reads). The function holding the checks calls
    /// `_FormcChecks` (``checkSwitch(_:patterns:)``) once per field with
    /// checks, in spec order; `_FormcFirstCause`, which a form session asks,
    /// follows it (``SessionSupportGenerator``).
    static func validate(_ form: CheckedForm, patterns: PatternTable) -> [SwiftDeclaration] {
        let unanswered = UnansweredReads.isNeeded(form)
        let readsToday = readsToday(form)
        let checks = checkSwitch(form, patterns: patterns)
        var body: [SwiftStatement] = [.return(.array([]))]
        var support: [SwiftDeclaration] = []
        if let function = checks.function {
            body = [
                .variable(isMutable: true, name: "errors", type: QualifiedNames.fieldErrors, value: .array([])),
                .forIn(name: "field", sequence: .member(.identifier("Self"), checkedFieldsName), body: [
                    checkCall(.identifier("field"), readsToday: readsToday, unanswered: unanswered),
                ]),
                .return(.identifier("errors")),
            ]
            support = [
                .property(SwiftProperty(
                    doc: ["The fields with checks, in spec order: those `validate` runs `_FormcChecks` for. A `disabled` field is never validated."],
                    modifiers: [.private, .static], name: checkedFieldsName, type: "[Field]",
                    value: .array(checks.fields.map { .member(nil, $0) })
                )),
                .function(function),
            ]
        }
        support.append(SessionSupportGenerator.firstCause(hasChecks: checks.function != nil, readsToday: readsToday, unanswered: unanswered))
        let doc = [
            "The conditions raised for `trigger`, in spec order of fields, then declaration order within a field.",
            "`.change` evaluates change conditions; `.blur` change and blur conditions; `.submit` all of them and `required`.",
        ]
        let trigger = SwiftParameter(label: "on", name: "trigger", type: QualifiedNames.validationTrigger, defaultValue: .member(nil, "submit"))
        let returnType = QualifiedNames.fieldErrors
        let noClock = "No condition reads `today`, so validating never reads the clock."
        let todayDoc = "`today` is the date conditions read as `today` (and `thisMonth`): the user's current date unless a test fixes it."
        guard unanswered else {
            guard readsToday else {
                // The date is never read, so the clock is not either: `validate(on:)`
                // holds the checks and `validate(on:today:)` forwards to it.
                return [
                    .function(SwiftFunction(doc: doc + [noClock], modifiers: [.public], name: "validate", parameters: [trigger], returnType: returnType, body: body)),
                    .function(SwiftFunction(
                        doc: ["``validate(on:)``: no condition of this form reads `today`."],
                        modifiers: [.public], name: "validate", parameters: [trigger, SwiftParameter(name: "today", type: QualifiedNames.formDate)], returnType: returnType,
                        body: [.return(.call(.member(.identifier("self"), "validate"), [SwiftArgument("on", .identifier("trigger"))]))]
                    )),
                ] + support
            }
            return [.function(SwiftFunction(
                doc: doc + [todayDoc], modifiers: [.public], name: "validate",
                parameters: [trigger, SwiftParameter(name: "today", type: QualifiedNames.formDate, defaultValue: .call(.member(nil, "today"), []))],
                returnType: returnType, body: body
            ))] + support
        }
        func forward(_ date: SwiftExpression) -> [SwiftStatement] {
            [.return(.call(.member(.identifier("self"), "validate"), [
                SwiftArgument("on", .identifier("trigger")), SwiftArgument("today", date), UnansweredReads.argument(passing: false),
            ]))]
        }
        var result: [SwiftDeclaration]
        if readsToday {
            result = [.function(SwiftFunction(
                doc: doc + [todayDoc], modifiers: [.public], name: "validate",
                parameters: [trigger, SwiftParameter(name: "today", type: QualifiedNames.formDate, defaultValue: .call(.member(nil, "today"), []))],
                returnType: returnType, body: forward(.identifier("today"))
            ))]
        } else {
            result = [
                .function(SwiftFunction(
                    doc: doc + [noClock], modifiers: [.public], name: "validate", parameters: [trigger], returnType: returnType,
                    body: forward(.member(.runtime("FormDate"), "initial"))
                )),
                .function(SwiftFunction(
                    doc: ["``validate(on:)``: no condition of this form reads `today`."],
                    modifiers: [.public], name: "validate", parameters: [trigger, SwiftParameter(name: "today", type: QualifiedNames.formDate)], returnType: returnType,
                    body: forward(.identifier("today"))
                )),
            ]
        }
        result.append(.function(SwiftFunction(
            doc: [doc[0], "A condition that reads a field in `unanswered` (a form session's fields nothing was given for) raises nothing."]
                + (readsToday ? [] : ["No condition reads `today`: any date gives the same answer."]),
            modifiers: [.public], name: "validate",
            parameters: [
                SwiftParameter(label: "on", name: "trigger", type: QualifiedNames.validationTrigger), SwiftParameter(name: "today", type: QualifiedNames.formDate),
                UnansweredReads.declaration,
            ],
            returnType: returnType, body: body
        )))
        return result + support
    }

    /// The name of the private method that holds every field's checks.
    static let checksFunctionName = GeneratedSwiftNames.helperType("Checks")

    /// The name of the private list of the fields with checks.
    static let checkedFieldsName = GeneratedSwiftNames.helperType("CheckedFields")

    /// `self._FormcChecks(field, on: trigger, [today: today,] [unanswered: unanswered,] into: &errors)`:
    /// what `validate` runs for each field with checks and `_FormcFirstCause` for one.
    static func checkCall(_ field: SwiftExpression, readsToday: Bool, unanswered: Bool) -> SwiftStatement {
        var arguments = [SwiftArgument(nil, field), SwiftArgument("on", .identifier("trigger"))]
        if readsToday || unanswered { arguments.append(SwiftArgument("today", .identifier("today"))) }
        if unanswered { arguments.append(UnansweredReads.argument(passing: true)) }
        arguments.append(SwiftArgument("into", .prefix("&", .identifier("errors"))))
        return .expression(.call(.member(.identifier("self"), checksFunctionName), arguments))
    }

    /// `_FormcChecks(_:on:[today:][unanswered:]into:)`: one `switch` over the
    /// fields, each case a field's checks
    /// (``checks(of:form:patterns:unanswered:visibilityCalls:_:)``) raising
    /// into `errors`; nil when no field has any. `validate` runs it for each
    /// of `fields` (`_FormcCheckedFields`, in spec order) and
    /// `_FormcFirstCause` for one, so each check is written once and a
    /// session's question about one field runs only that field's checks.
    /// `@inline(__always)` at its two call sites: inlined into the `mutating`
    /// `_FormcFirstCause`, it reads the fields where they are; called, it
    /// would take a copy of the whole model on every keystroke.
    static func checkSwitch(_ form: CheckedForm, patterns: PatternTable) -> (fields: [String], function: SwiftFunction?) {
        let unanswered = UnansweredReads.isNeeded(form)
        let readsToday = readsToday(form)
        let visibilityCalls = VisibilityGenerator.Calls(form)
        var temporaries = 0
        var fields: [String] = []
        var cases: [SwiftSwitchCase] = []
        for field in form.fields {
            guard !field.isDisabled else {
                // Its checks are still translated, so temporaries are numbered as before.
                _ = fieldChecks(field, patterns, unanswered: unanswered, &temporaries)
                continue
            }
            let body = checks(of: field, form: form, patterns: patterns, unanswered: unanswered, visibilityCalls: visibilityCalls, &temporaries)
            guard !body.isEmpty else { continue }
            fields.append(field.name)
            cases.append(SwiftSwitchCase([.member(nil, field.name)], body))
        }
        guard !cases.isEmpty else { return ([], nil) }
        var parameters = [SwiftParameter(label: "_", name: "field", type: "Field"), SwiftParameter(label: "on", name: "trigger", type: QualifiedNames.validationTrigger)]
        if readsToday || unanswered { parameters.append(SwiftParameter(name: "today", type: QualifiedNames.formDate)) }
        if unanswered { parameters.append(UnansweredReads.declaration) }
        parameters.append(SwiftParameter(label: "into", name: "errors", type: "inout " + QualifiedNames.fieldErrors))
        let all = cases.count == form.fields.count ? cases : cases + [SwiftSwitchCase([], [.break])]
        return (fields, SwiftFunction(
            doc: ["The checks of `field`, raised into `errors`: what `validate` runs for each field in spec order, and `_FormcFirstCause` for one."],
            modifiers: [.inlineAlways, .private], name: checksFunctionName, parameters: parameters, body: [.switch(.identifier("field"), all)]
        ))
    }

    /// What `_FormcChecks` holds for one field that is not `disabled`: its
    /// checks (``fieldChecks(_:_:unanswered:_:)``) only while it is enabled
    /// and visible; empty when it has none. `unanswered` and
    /// `visibilityCalls` are worked out once per form by the caller.
    static func checks(of field: CheckedField, form: CheckedForm, patterns: PatternTable, unanswered: Bool, visibilityCalls: VisibilityGenerator.Calls, _ temporaries: inout Int) -> [SwiftStatement] {
        let checks = fieldChecks(field, patterns, unanswered: unanswered, &temporaries)
        guard !checks.isEmpty else { return [] }
        guard let enabled = field.enabledWhen else {
            return VisibilityGenerator.onlyWhenVisible(field, form: form, calls: visibilityCalls, checks)
        }
        let translator = ExpressionTranslator(patterns: patterns, readsUnanswered: unanswered)
        return VisibilityGenerator.onlyWhenVisible(field, form: form, calls: visibilityCalls, raising(checks, when: translator.bindings(for: enabled), translator.translate(enabled, temporaries: &temporaries)))
    }

    /// Whether `validate` can read `today`: a condition, `enabled when` or
    /// `required … when` of a field, or a `visible when`, reads `today` or
    /// `thisMonth` (disabled fields included, so the answer never misses one).
    static func readsToday(_ form: CheckedForm) -> Bool {
        VisibilityGenerator.readsToday(form) || form.fields.contains { field in
            let expressions = field.conditions.map(\.expression) + [field.enabledWhen, field.requiredWhen].compactMap { $0 }
            return expressions.contains(where: BuiltinFunction.readsToday)
        }
    }

    static func isEnabled(_ form: CheckedForm, patterns: PatternTable) -> [SwiftDeclaration] {
        var cases: [SwiftSwitchCase] = []
        var temporaries = 0
        let unanswered = UnansweredReads.isNeededForEnabled(form)
        for field in form.fields {
            if field.isDisabled {
                cases.append(SwiftSwitchCase([.member(nil, field.name)], [.return(.boolean(false))]))
            } else if let enabled = field.enabledWhen {
                let translator = ExpressionTranslator(patterns: patterns, readsUnanswered: unanswered)
                let bindings = translator.bindings(for: enabled)
                let test = translator.translate(enabled, temporaries: &temporaries)
                let answer = test.statements + [.return(test.value)]
                let body: [SwiftStatement] = bindings.isEmpty
                    ? answer
                    : [.if(bindings, then: answer, else: nil), .return(.boolean(false))]
                cases.append(SwiftSwitchCase([.member(nil, field.name)], body))
            }
        }
        let body = fieldSwitch(cases, fieldCount: form.fields.count, otherwise: true)
        let doc = "Whether a field can be focused and edited now: `false` while `disabled`, or while its `enabled when` condition is false or reads an empty optional value."
        let readsToday = form.fields.contains { field in !field.isDisabled && (field.enabledWhen.map(BuiltinFunction.readsToday) ?? false) }
        return todayVariants(name: "isEnabled", doc: doc, readsToday: readsToday, unanswered: unanswered, body: body)
    }

    /// `name(_ field: Field) -> Bool` with `body`; when `body` reads `today`,
    /// the body goes into `name(_:today:)` (called by tests and by
    /// `validate(on:today:)` with a fixed date) and `name(_:)` asks it about
    /// the current date.
    ///
    /// When the form reads fields a session can leave unanswered, the body
    /// goes into `name(_:today:unanswered:)` and the others pass `[]`
    /// (``UnansweredReads``).
    private static func todayVariants(name: String, doc: String, readsToday: Bool, unanswered: Bool, body: [SwiftStatement]) -> [SwiftDeclaration] {
        let field = SwiftParameter(label: "_", name: "field", type: "Field")
        if unanswered { return unansweredVariants(name: name, doc: doc, readsToday: readsToday, body: body) }
        guard readsToday else {
            return [.function(SwiftFunction(doc: [doc], modifiers: [.public], name: name, parameters: [field], returnType: QualifiedNames.bool, body: body))]
        }
        return [
            .function(SwiftFunction(
                doc: [doc, "", "Conditions read the current date as `today`."], modifiers: [.public], name: name, parameters: [field], returnType: QualifiedNames.bool,
                body: [.return(.call(.member(.identifier("self"), name), [
                    SwiftArgument(nil, .identifier("field")), SwiftArgument("today", .call(.member(.runtime("FormDate"), "today"), [])),
                ]))]
            )),
            .function(SwiftFunction(
                doc: [doc, "", "`today` is the date conditions read as `today` (and `thisMonth`)."], modifiers: [.public], name: name,
                parameters: [field, SwiftParameter(name: "today", type: QualifiedNames.formDate)], returnType: QualifiedNames.bool,
                body: body
            )),
        ]
    }

    /// ``todayVariants(name:doc:readsToday:unanswered:body:)`` for a form
    /// that reads fields a session can leave unanswered.
    private static func unansweredVariants(name: String, doc: String, readsToday: Bool, body: [SwiftStatement]) -> [SwiftDeclaration] {
        let field = SwiftParameter(label: "_", name: "field", type: "Field")
        let today = SwiftParameter(name: "today", type: QualifiedNames.formDate)
        func forward(_ date: SwiftExpression) -> [SwiftStatement] {
            [.return(.call(.member(.identifier("self"), name), [
                SwiftArgument(nil, .identifier("field")), SwiftArgument("today", date), UnansweredReads.argument(passing: false),
            ]))]
        }
        var result: [SwiftDeclaration] = [
            .function(SwiftFunction(
                doc: [doc, "", readsToday ? "Conditions read the current date as `today`." : "No condition reads `today`: any date gives the same answer."],
                modifiers: [.public], name: name, parameters: [field], returnType: QualifiedNames.bool,
                body: forward(readsToday ? .call(.member(.runtime("FormDate"), "today"), []) : .member(.runtime("FormDate"), "initial"))
            )),
        ]
        if readsToday {
            result.append(.function(SwiftFunction(
                doc: [doc, "", "`today` is the date conditions read as `today` (and `thisMonth`)."], modifiers: [.public], name: name,
                parameters: [field, today], returnType: QualifiedNames.bool, body: forward(.identifier("today"))
            )))
        }
        result.append(.function(SwiftFunction(
            doc: [doc, "", "A condition that reads a field in `unanswered` (a form session's fields nothing was given for) is false."],
            modifiers: [.public], name: name, parameters: [field, today, UnansweredReads.declaration], returnType: QualifiedNames.bool, body: body
        )))
        return result
    }

    /// `isVisible(_:)`: whether a field is shown now (LANGUAGE.md §13): a
    /// case per field with its own or its section's `visible when`. When a
    /// condition reads `today` or `thisMonth`, the cases live in
    /// `isVisible(_:today:)`, which `validate(on:today:)` calls with its own
    /// `today`, and `isVisible(_:)` asks it about the current date.
    static func isVisible(_ form: CheckedForm, patterns: PatternTable) -> [SwiftDeclaration] {
        var temporaries = 0
        let readsUnanswered = UnansweredReads.isNeededForVisible(form)
        let cases = form.fields.compactMap { VisibilityGenerator.visibilityCase($0, form: form, patterns: patterns, readsUnanswered: readsUnanswered, &temporaries) }
        let doc = "Whether a field is shown now: `false` while its own or its section's `visible when` condition is false or reads an empty optional value. A hidden field is not validated; its value is kept."
        return todayVariants(
            name: "isVisible", doc: doc, readsToday: VisibilityGenerator.readsToday(form), unanswered: readsUnanswered,
            body: fieldSwitch(cases, fieldCount: form.fields.count, otherwise: true)
        )
    }

    /// `switch field { cases… default: return otherwise }`; without the
    /// `default` when the cases cover every field (swiftc warns about a
    /// `default` that never runs), and just `return otherwise` without cases.
    static func fieldSwitch(_ cases: [SwiftSwitchCase], fieldCount: Int, otherwise: Bool) -> [SwiftStatement] {
        guard !cases.isEmpty else { return [.return(.boolean(otherwise))] }
        let all = cases.count == fieldCount ? cases : cases + [SwiftSwitchCase([], [.return(.boolean(otherwise))])]
        return [.switch(.identifier("field"), all)]
    }

    /// `conditionallyEnabledFields`: ``CheckedForm/conditionallyEnabledFields``.
    static func conditionallyEnabledFields(_ form: CheckedForm) -> SwiftDeclaration {
        let names = form.conditionallyEnabledFields.map { SwiftExpression.member(nil, $0) }
        return .property(SwiftProperty(
            doc: ["The fields whose enabled state depends on values (`enabled when`); every other field's `isEnabled` answer never changes."],
            modifiers: [.public, .static],
            name: "conditionallyEnabledFields",
            type: "[Field]",
            value: .array(names)
        ))
    }

    /// The required check and the conditions of one field.
    private static func fieldChecks(_ field: CheckedField, _ patterns: PatternTable, unanswered: Bool, _ temporaries: inout Int) -> [SwiftStatement] {
        // Unanswered in a session, a required field is empty: the session
        // raises its required message, and none of its conditions runs.
        let skippedWhileUnanswered = unanswered && UnansweredReads.isRequiredAndCanBeUnanswered(field) && emptinessTest(field) == nil
        var translator = ExpressionTranslator(patterns: patterns, rowName: field.isList ? "row" : nil, readsUnanswered: unanswered)
        if skippedWhileUnanswered { translator.knownAnswered = field.name }
        var conditions = field.conditions.enumerated().flatMap { index, checked in condition(field, checked, index: index, translator, &temporaries) }
        // LANGUAGE.md §20: after the field's own conditions, on submit.
        if let format = NormalizationGenerator.check(field) {
            conditions.append(format)
        }
        if skippedWhileUnanswered {
            var answered = UnansweredReads.answered(field.name)
            var setup: [SwiftStatement] = []
            if let (statements, flag) = requiredWhenFlag(field, patterns, unanswered: unanswered, &temporaries) {
                setup = statements
                answered = .binary(.prefix("!", .operand(flag)), .or, answered)
            }
            return setup + [.if([.expression(answered)], then: conditions, else: nil)]
        }
        guard field.isRequired, let isEmpty = emptinessTest(field) else { return conditions }
        let required = raiseRequired(field)
        var setup: [SwiftStatement] = []
        // `if <required when>, <empty> {`: a condition list, as a person
        // writes it, not `if (a && b) && (c) {`.
        var requiredNow = [SwiftCondition.expression(isEmpty)]
        if let (statements, flag) = requiredWhenFlag(field, patterns, unanswered: unanswered, &temporaries) {
            setup = statements
            requiredNow = flag.conjuncts.map(SwiftCondition.expression) + requiredNow
        }
        if field.isList {
            return setup + [.if(requiredNow, then: [required], else: nil)] + conditions
        }
        return setup + [.if(requiredNow, then: [required], else: conditions.isEmpty ? nil : conditions)]
    }

    /// `required … when`: the statements that compute whether it applies
    /// now into a local, and the local; nil for a plain `required`.
    private static func requiredWhenFlag(
        _ field: CheckedField, _ patterns: PatternTable, unanswered: Bool, _ temporaries: inout Int
    ) -> (statements: [SwiftStatement], flag: SwiftExpression)? {
        guard let when = field.requiredWhen else { return nil }
        return VisibilityGenerator.flag(when, ExpressionTranslator(patterns: patterns, readsUnanswered: unanswered), &temporaries)
    }

    /// Swift for `field.requiredEmptiness` (FormChecker's one definition of
    /// "empty for `required`"), or nil when the field is never empty.
    private static func emptinessTest(_ field: CheckedField) -> SwiftExpression? {
        let property = SwiftExpression.member(.identifier("self"), field.name)
        switch field.requiredEmptiness {
        case .never:
            return nil
        case .emptyText:
            return field.type.isOptional
                ? .member(.parenthesized(.binary(property, .nilCoalescing, .string(""))), "isEmpty")
                : .member(property, "isEmpty")
        case .notTrue:
            return .prefix("!", property)
        case .absent:
            return .binary(property, .equal, .nil)
        case .noNonEmptyTextRow:
            let nonEmpty = SwiftExpression.closure(parameters: ["row"], body: [.expression(.prefix("!", .member(.identifier("row"), "isEmpty")))])
            return .prefix("!", .call(.member(property, "contains"), [SwiftArgument("where", nonEmpty)]))
        case .noRow:
            return .member(property, "isEmpty")
        case .noOption:
            return .member(property, "isEmpty")
        }
    }

    /// The statements that raise one condition: an `if` on the trigger, the
    /// optional bindings and the test; a test that needs statements of its
    /// own (a long chain) runs them inside the `if` on trigger and bindings.
    private static func condition(
        _ field: CheckedField, _ condition: CheckedCondition, index: Int, _ translator: ExpressionTranslator, _ temporaries: inout Int
    ) -> [SwiftStatement] {
        var conditions: [SwiftCondition] = []
        if condition.trigger != .change {
            conditions.append(.expression(.call(.member(.identifier("trigger"), "evaluates"), .member(nil, condition.trigger.rawValue))))
        }
        conditions += translator.bindings(for: condition.expression)
        let test = translator.translate(condition.expression, temporaries: &temporaries)
        let cause = SwiftExpression.call(.member(nil, "condition"), [SwiftArgument("index", .integer(index)), SwiftArgument("message", .string(condition.message))])
        let raise = [raiseStatement(field, cause)]
        guard field.isList else {
            return raising(raise, when: conditions, test)
        }
        // A row raises the condition unless it is empty; the list reports it once.
        let row = SwiftExpression.identifier("row")
        var rowBody: [SwiftStatement]
        if test.statements.isEmpty {
            let rowTest: SwiftExpression = field.type.base == .text
                ? .binary(.prefix("!", .member(row, "isEmpty")), .and, .parenthesized(test.value))
                : test.value
            rowBody = [.expression(rowTest)]
        } else {
            rowBody = field.type.base == .text ? [.guard([.expression(.prefix("!", .member(row, "isEmpty")))], else: [.return(.boolean(false))])] : []
            rowBody += test.statements + [.return(test.value)]
        }
        conditions.append(.expression(.call(.member(.member(.identifier("self"), field.name), "contains"), [
            SwiftArgument("where", .closure(parameters: ["row"], body: rowBody)),
        ])))
        return [.if(conditions, then: raise, else: nil)]
    }

    /// `if conditions, test { body }`; when the test needs statements,
    /// `if conditions { statements; if test { body } }` (or the statements
    /// and the inner `if` alone when there are no conditions).
    static func raising(_ body: [SwiftStatement], when conditions: [SwiftCondition], _ test: ExpressionTranslator.Translation) -> [SwiftStatement] {
        guard !test.statements.isEmpty else {
            return [.if(conditions + [.expression(test.value)], then: body, else: nil)]
        }
        let inner = test.statements + [.if([.expression(test.value)], then: body, else: nil)]
        return conditions.isEmpty ? inner : [.if(conditions, then: inner, else: nil)]
    }

    /// `errors.raise(Field.name, cause)` (FormRuntime's `Array.raise`): an
    /// error whose cause carries the spec's text (a condition); one generic
    /// call, smaller at `-Onone` than building the `FieldError` here and
    /// appending it.
    private static func raiseStatement(_ field: CheckedField, _ cause: SwiftExpression) -> SwiftStatement {
        .expression(.call(.member(.identifier("errors"), "raise"), [
            SwiftArgument(nil, .member(.identifier("Field"), field.name)),
            SwiftArgument(nil, cause),
        ]))
    }

    /// `errors.raiseRequired(Field.name, "Enter your name", on: trigger)`:
    /// `required`'s error, which only a submit raises; without a message of
    /// the spec's, `errors.raiseRequired(Field.name, on: trigger, Self.schema)`
    /// (the built-in one, rendered in the form's language).
    private static func raiseRequired(_ field: CheckedField) -> SwiftStatement {
        var arguments = [SwiftArgument(nil, .member(.identifier("Field"), field.name))]
        if let message = field.requiredMessage { arguments.append(SwiftArgument(nil, .string(message))) }
        arguments.append(SwiftArgument("on", .identifier("trigger")))
        if field.requiredMessage == nil { arguments.append(SwiftArgument(nil, .member(.identifier("Self"), "schema"))) }
        return .expression(.call(.member(.identifier("errors"), "raiseRequired"), arguments))
    }
}
