import FormChecker
import FormRuntime

/// What a form session asks the model that its field table
/// (``FieldTableGenerator``) does not answer, `@_spi(Generated)`:
/// `_FormcFirstCause(_:on:today:unanswered:)`, the first message of one
/// field's checks, the same private method `validate` calls for it. (Storing
/// a field, a field's readers and its position are walks of FormRuntime's
/// `FieldTableForm` over the table.)
enum SessionSupportGenerator {
    static func members(_ form: CheckedForm, patterns: PatternTable) -> [SwiftDeclaration] {
        [validateOne(form, patterns: patterns)]
    }

    private static let spi: [SwiftModifier] = [.spiGenerated, .public]
    private static let fieldParameter = SwiftParameter(label: "_", name: "field", type: "Field")

    /// `switch field { cases… default: break }`, without the `default` when
    /// the cases cover every field.
    private static func fieldSwitch(_ cases: [SwiftSwitchCase], fieldCount: Int) -> SwiftStatement {
        .switch(.identifier("field"), cases.count == fieldCount ? cases : cases + [SwiftSwitchCase([], [.break])])
    }

    /// `_FormcFirstCause(_:on:today:unanswered:)`: `switch field`, each
    /// case a call of the private method that holds the checks `validate`
    /// runs for that field (``ValidatorGenerator/checkFunctions(_:patterns:)``,
    /// written once for both), then the first message raised.
    static func validateOne(_ form: CheckedForm, patterns: PatternTable) -> SwiftDeclaration {
        let unanswered = UnansweredReads.isNeeded(form)
        let readsToday = ValidatorGenerator.readsToday(form)
        let cases = ValidatorGenerator.checkFunctions(form, patterns: patterns).map { checked in
            SwiftSwitchCase([.member(nil, checked.field)], [ValidatorGenerator.checkCall(checked.field, readsToday: readsToday, unanswered: unanswered)])
        }
        let body: [SwiftStatement] = cases.isEmpty ? [.return(.nil)] : [
            .variable(isMutable: true, name: "errors", type: QualifiedNames.fieldErrors, value: .array([])),
            fieldSwitch(cases, fieldCount: form.fields.count),
            .return(.optionalMember(.member(.identifier("errors"), "first"), "cause")),
        ]
        return .function(SwiftFunction(
            doc: [
                "What raised the first error `validate(on:today:unanswered:)` raises for `field`, or nil.",
                "It changes nothing: `mutating` only so that the model is passed by reference, never copied.",
            ],
            modifiers: spi + [.mutating], name: "_FormcFirstCause",
            parameters: [
                fieldParameter, SwiftParameter(label: "on", name: "trigger", type: QualifiedNames.validationTrigger),
                SwiftParameter(name: "today", type: QualifiedNames.formDate), UnansweredReads.declaration,
            ],
            returnType: QualifiedNames.fieldErrorCause + "?", body: body
        ))
    }
}
