import FormChecker
import FormRuntime

/// What a form session asks the model that its field table
/// (``FieldTableGenerator``) does not answer, `@_spi(Generated)`:
/// `_FormcFirstCause(_:on:today:unanswered:)`, the first message of one
/// field's checks, run by the same `_FormcChecks` that `validate` calls
/// (``ValidatorGenerator/checkSwitch(_:patterns:)``). (Storing a field, a
/// field's readers and its position are walks of FormRuntime's
/// `FieldTableForm` over the table.)
enum SessionSupportGenerator {
    /// `_FormcFirstCause(_:on:today:unanswered:)`: `_FormcChecks` for
    /// `field`, then the cause of the first error raised; `return nil` when
    /// the form has no checks (`hasChecks` false).
    static func firstCause(hasChecks: Bool, readsToday: Bool, unanswered: Bool) -> SwiftDeclaration {
        let body: [SwiftStatement] = hasChecks ? [
            .variable(isMutable: true, name: "errors", type: QualifiedNames.fieldErrors, value: .array([])),
            ValidatorGenerator.checkCall(.identifier("field"), readsToday: readsToday, unanswered: unanswered),
            // `errors.firstCause()`, not `errors.first?.cause`: beside the inlined
            // checks the optimizer leaves `first` a call (SessionBenchmark, 200
            // fields: 66 instructions a keystroke), and a `?:` with `nil` here
            // took the type checker 1-4 ms a form.
            .return(.call(.member(.identifier("errors"), "firstCause"), [])),
        ] : [.return(.nil)]
        return .function(SwiftFunction(
            doc: [
                "What raised the first error `validate(on:today:unanswered:)` raises for `field`, or nil.",
                "It changes nothing: `mutating` only so that the model is passed by reference, never copied.",
            ],
            modifiers: [.spiGenerated, .public, .mutating], name: "_FormcFirstCause",
            parameters: [
                SwiftParameter(label: "_", name: "field", type: "Field"), SwiftParameter(label: "on", name: "trigger", type: QualifiedNames.validationTrigger),
                SwiftParameter(name: "today", type: QualifiedNames.formDate), UnansweredReads.declaration,
            ],
            returnType: QualifiedNames.fieldErrorCause + "?", body: body
        ))
    }
}
