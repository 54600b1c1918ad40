// Explanations of the `formc breaking` findings of the validation category
// (docs/BREAKING.md): a record the old model accepted decodes, but the new
// `validate(on: .submit)` refuses it or `normalized()` changes it.

extension DiagnosticExplanation {
    static let requiredAdded = DiagnosticExplanation(
        title: "A field became required",
        explanation: """
            A field is `required` where it was not, or its `required when` condition changed. Records the old model accepted with the field empty (`""`, `nil`, no row, no option, a `bool` not ticked) are refused by the new `validate(on: .submit)` while the field is shown and enabled.
            """,
        example: """
            form Profile {
                field phone: text? { label "Phone" }
            }
            // after
            form Profile {
                field phone: text? {
                    label "Phone"
                    required
                }
            }
            """,
        fix: "Require the value only where old records cannot be empty (a `required when` that old records never meet), or accept the change with `// formc:accept required-added Profile.phone: REASON` when stored records are completed before they are validated again.",
        fixedExample: """
            form Profile {
                field phone: text? { label "Phone" }
            }
            """
    )

    static let requiredFieldAdded = DiagnosticExplanation(
        title: "A new field is required",
        explanation: """
            A new optional field is `required`. Every old record decodes it as `nil`, so the new `validate(on: .submit)` refuses every old record while the field is shown and enabled.
            """,
        example: """
            form Profile {
                field name: text { label "Name" }
            }
            // after
            form Profile {
                field name: text { label "Name" }
                field city: text? {
                    label "City"
                    required
                }
            }
            """,
        fix: "Leave the new field optional for stored records, or accept the change with `// formc:accept required-field-added Profile.city: REASON`.",
        fixedExample: """
            form Profile {
                field name: text { label "Name" }
                field city: text? { label "City" }
            }
            """
    )

    static let limitTightened = DiagnosticExplanation(
        title: "A limit is smaller",
        explanation: """
            A `limit(n)` is smaller, or a field got a `limit` that neither its old chain nor its old conditions on `length` already kept. Stored text longer than the new limit is not the new chain's normalized form (LANGUAGE.md §20): `validate(on: .submit)` raises "‹label› is not in the expected format" and `normalized()` cuts the text.
            """,
        example: """
            form Profile {
                field bio: text {
                    label "Bio"
                    format limit(80)
                }
            }
            // after
            form Profile {
                field bio: text {
                    label "Bio"
                    format limit(40)
                }
            }
            """,
        fix: "Keep the old limit (the fix-it puts it back) and ask for shorter text with a condition on new input only, or accept the change with `// formc:accept limit-tightened Profile.bio: REASON`.",
        fixedExample: """
            form Profile {
                field bio: text {
                    label "Bio"
                    format limit(80)
                }
            }
            """
    )

    static let formatAdded = DiagnosticExplanation(
        title: "A field without format has one now",
        explanation: """
            A `text`, `int` or `decimal` field that had no `format` has one. The old model stored any text or number; the new one refuses the values its chain would change (LANGUAGE.md §20). Even `number()` refuses integers of more than 18 digits, and every `decimal(…)` numbers of more than its `maxDigits`. A `limit` or `mask` added is reported as `limit-tightened` or `mask-changed`.
            """,
        example: """
            form Contact {
                field phone: text { label "Phone" }
            }
            // after
            form Contact {
                field phone: text {
                    label "Phone"
                    format digits
                }
            }
            """,
        fix: "Normalize stored records with the new model's `normalized()` before validating them, and accept the change with `// formc:accept format-added Contact.phone: REASON`; or leave the field without `format`.",
        fixedExample: """
            // formc:accept format-added Contact.phone: stored phones are normalized by the 2.3 migration
            form Contact {
                field phone: text {
                    label "Phone"
                    format digits
                }
            }
            """
    )

    static let formatNarrowed = DiagnosticExplanation(
        title: "A format accepts fewer values",
        explanation: """
            A field's `format` chain accepts fewer values than before: a filter keeps fewer characters (`alphanumeric` to `digits`, a smaller `allow` set), a case mapping or `trim` was added, `maxDigits` or `scale` is smaller, or `signed: false` was set. Stored values the new chain would change are refused by `validate(on: .submit)` and changed by `normalized()`. Changes that keep every old value (a larger `limit`, a wider filter, `grouping`) are not reported.
            """,
        example: """
            form Account {
                field code: text {
                    label "Code"
                    format alphanumeric
                }
            }
            // after
            form Account {
                field code: text {
                    label "Code"
                    format digits
                }
            }
            """,
        fix: "Keep the wider chain, or migrate stored values with the new model's `normalized()` and accept the change with `// formc:accept format-narrowed Account.code: REASON`.",
        fixedExample: """
            form Account {
                field code: text {
                    label "Code"
                    format alphanumeric
                }
            }
            """
    )

    static let maskChanged = DiagnosticExplanation(
        title: "A mask changed",
        explanation: """
            A field's `mask` pattern, or its `raw` flag, changed. Stored text was shaped by the old pattern; the new pattern would shape it differently, so the new model refuses it as not in the expected format and `normalized()` reshapes it.
            """,
        example: """
            form Contact {
                field phone: text {
                    label "Phone"
                    format mask("###-###")
                }
            }
            // after
            form Contact {
                field phone: text {
                    label "Phone"
                    format mask("##-####")
                }
            }
            """,
        fix: "Keep the old mask, or migrate stored values with the new model's `normalized()` and accept the change with `// formc:accept mask-changed Contact.phone: REASON`.",
        fixedExample: """
            form Contact {
                field phone: text {
                    label "Phone"
                    format mask("###-###")
                }
            }
            """
    )

    static let conditionAdded = DiagnosticExplanation(
        title: "A new error condition may refuse old records",
        explanation: """
            A field has an `error … when` condition the old field had not (a changed condition counts as new), and formc cannot show that it refuses only values an old condition of the field already refused. Old records it holds for are refused by the new `validate(on: .submit)`. Conditions on the field's own `value` or `length` compared with numbers are compared as ranges, so `value > 120` replacing `value > 130` is reported and `value > 140` is not; any other condition is compared as written, and a changed message or timing (`on blur`) is no change.
            """,
        example: """
            form Intake {
                field age: int {
                    label "Age"
                    error "Enter an age up to 130" when value > 130
                }
            }
            // after
            form Intake {
                field age: int {
                    label "Age"
                    error "Enter an age up to 120" when value > 120
                }
            }
            """,
        fix: "Keep the old condition for stored records, or accept the change with `// formc:accept condition-added Intake.age: REASON`.",
        fixedExample: """
            form Intake {
                field age: int {
                    label "Age"
                    error "Enter an age up to 150" when value > 150
                }
            }
            """
    )

    static let checksWidened = DiagnosticExplanation(
        title: "A field is validated where it was not",
        explanation: """
            A field's checks (`required`, its conditions) now run where they did not: its `visible when`, its section's, or its `enabled when` was removed or changed, or `disabled` was removed. The old model never validated the field while it was hidden or disabled, so values stored there may fail the checks now. Adding a condition to `visible when` or `enabled when` only narrows where checks run and is not reported.
            """,
        example: """
            form Checkout {
                field pickup: bool { label "Pick up in store" }
                field street: text {
                    label "Street"
                    required
                    visible when !pickup
                }
            }
            // after
            form Checkout {
                field pickup: bool { label "Pick up in store" }
                field street: text {
                    label "Street"
                    required
                }
            }
            """,
        fix: "Keep the field's old `visible when` or `enabled when`, or accept the change with `// formc:accept checks-widened Checkout.street: REASON`.",
        fixedExample: """
            form Checkout {
                field pickup: bool { label "Pick up in store" }
                field street: text {
                    label "Street"
                    required
                    visible when !pickup
                }
            }
            """
    )
}
