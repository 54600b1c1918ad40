// Explanations of the `formc breaking` findings of the wire category
// (docs/BREAKING.md): JSON the old model encoded no longer decodes, or
// decodes with a value lost. Each example is the spec before the change, a
// `// after` line, and the spec after it; the fixed example is the spec after.

extension DiagnosticExplanation {
    static let formRemoved = DiagnosticExplanation(
        title: "A form was removed",
        explanation: """
            A form of the old specs has no form of that name in the new ones, and no new form has exactly its fields (that would be a rename, `swift-type-renamed`). JSON stored from the old model has no model left to decode it. Forms are matched by name across every spec of the run, so moving a form to another file is not a removal.
            """,
        example: """
            form Feedback {
                field comment: text { label "Comment" }
            }
            // after
            form Profile {
                field name: text { label "Name" }
            }
            """,
        fix: "Keep the form; or, when its stored data is migrated or no longer needed, accept the removal with `// formc:accept form-removed Feedback: REASON` in a spec of the run.",
        fixedExample: """
            // formc:accept form-removed Feedback: feedback moved to the web form in 2.0
            form Profile {
                field name: text { label "Name" }
            }
            """
    )

    static let fieldRemoved = DiagnosticExplanation(
        title: "A field was removed",
        explanation: """
            A field or list of the old form is gone from the new one. The generated decoder ignores keys it does not know, so old JSON still decodes, but the value stored under the removed key is dropped the next time the record is encoded: data is lost without an error.
            """,
        example: """
            form Profile {
                field name: text { label "Name" }
                field nickname: text? { label "Nickname" }
            }
            // after
            form Profile {
                field name: text { label "Name" }
            }
            """,
        fix: "Keep the field (hide it with `visible when` if it is no longer asked for), or accept the removal with `// formc:accept field-removed Profile.nickname: REASON`.",
        fixedExample: """
            form Profile {
                field name: text { label "Name" }
                field nickname: text? { label "Nickname" }
            }
            """
    )

    static let fieldRenamed = DiagnosticExplanation(
        title: "A field was renamed",
        explanation: """
            A field of the old form is missing and a new field has the same type and label, so formc reads the pair as a rename. JSON keys are field names: an old record holds its value under the old key, which the new model ignores, and nothing under the new key, which fails to decode when the field is not optional and decodes as `nil` (the value lost) when it is.
            """,
        example: """
            form Profile {
                field nickname: text { label "Nickname" }
            }
            // after
            form Profile {
                field handle: text { label "Nickname" }
            }
            """,
        fix: "Keep the old name (the fix-it renames the field back); the label and everything shown can change freely.",
        fixedExample: """
            form Profile {
                field nickname: text { label "Nickname" }
            }
            """
    )

    static let fieldTypeChanged = DiagnosticExplanation(
        title: "A field's type changed incompatibly",
        explanation: """
            A field's type changed so that the JSON value the old model wrote is not a value of the new type: text to a number or the reverse, a number or text to `bool`, text to a choice, date or month, `decimal` to `int` (unless the old decimal's `format` has `scale: 0` and at most 18 digits). Changes whose old values still decode are not reported as wire findings: `int` to `decimal`; a choice, date or month to `text`; a `multiple` choice to a list of text.
            """,
        example: """
            form Order {
                field quantity: text { label "Quantity" }
            }
            // after
            form Order {
                field quantity: int { label "Quantity" }
            }
            """,
        fix: "Keep the type and add a new field of the new type (optional, so old records decode), or accept the change with `// formc:accept field-type-changed Order.quantity: REASON` once stored data is migrated.",
        fixedExample: """
            form Order {
                field quantity: text { label "Quantity" }
                field count: int? { label "Quantity" }
            }
            """
    )

    static let choiceMultiplicityChanged = DiagnosticExplanation(
        title: "A choice became multiple, or stopped being multiple",
        explanation: """
            A single choice is stored as one option identifier (`"fr"`), a `multiple` choice as an array of them (`["fr"]`). Neither decodes as the other, so every old record fails to decode once `multiple` is added or removed.
            """,
        example: """
            form Trip {
                field country: choice {
                    label "Country"
                    option fr "France"
                    option de "Germany"
                }
            }
            // after
            form Trip {
                field country: choice {
                    label "Country"
                    multiple
                    option fr "France"
                    option de "Germany"
                }
            }
            """,
        fix: "Keep the field as it was and add a new `multiple` choice beside it, or accept the change with `// formc:accept choice-multiplicity-changed Trip.country: REASON`.",
        fixedExample: """
            form Trip {
                field country: choice {
                    label "Country"
                    option fr "France"
                    option de "Germany"
                }
            }
            """
    )

    static let listKindChanged = DiagnosticExplanation(
        title: "A field became a list, or a list a field",
        explanation: """
            A `list` is stored as a JSON array of rows, a `field` as one value. Turning one into the other makes every old record fail to decode.
            """,
        example: """
            form Contact {
                field phone: text { label "Phone" }
            }
            // after
            form Contact {
                list phone: text { label "Phone" }
            }
            """,
        fix: "Keep the field as it was, or accept the change with `// formc:accept list-kind-changed Contact.phone: REASON` once stored data is migrated (a list cannot be optional, so a list added under a new name breaks old records too: `non-optional-field-added`).",
        fixedExample: """
            // formc:accept list-kind-changed Contact.phone: stored contacts were migrated in 3.1
            form Contact {
                list phone: text { label "Phone" }
            }
            """
    )

    static let dateMonthChanged = DiagnosticExplanation(
        title: "A date became a month, or a month a date",
        explanation: """
            A `date` is stored as `"2026-11-23"`, a `month` as `"2026-11"`, and each decoder refuses the other's text. Every old record fails to decode.
            """,
        example: """
            form Card {
                field expiry: date { label "Expiry" }
            }
            // after
            form Card {
                field expiry: month { label "Expiry" }
            }
            """,
        fix: "Keep the type and add a field of the other type under a new name, or accept the change with `// formc:accept date-month-changed Card.expiry: REASON`.",
        fixedExample: """
            form Card {
                field expiry: date { label "Expiry" }
                field expiryMonth: month? { label "Expiry month" }
            }
            """
    )

    static let fieldMadeNonOptional = DiagnosticExplanation(
        title: "An optional field is no longer optional",
        explanation: """
            A field lost its `?`. The old model leaves an empty optional out of its JSON; the new one requires the key, so every old record without a value fails to decode. A `default` does not help: the generated decoder, like Swift's synthesized `Codable`, requires the key of every non-optional property. Not reported when the old field was `required` without a condition and always shown and enabled, since then no record the old model accepted had it empty.
            """,
        example: """
            form Profile {
                field phone: text? { label "Phone" }
            }
            // after
            form Profile {
                field phone: text { label "Phone" }
            }
            """,
        fix: "Keep the `?` (the fix-it puts it back) and use `required` to ask for a value in new records.",
        fixedExample: """
            form Profile {
                field phone: text? {
                    label "Phone"
                    required
                }
            }
            """
    )

    static let nonOptionalFieldAdded = DiagnosticExplanation(
        title: "A non-optional field was added",
        explanation: """
            A new field is not optional: `text`, `int`, `decimal`, `bool`, `date`, `month`, a choice, a `multiple` choice or a list. The generated decoder requires its key, which no old record has, so no old record decodes, whatever the field's `default`. New fields that old records must survive are optional (`text?`, `int?`, `choice?` …): they decode as `nil`.
            """,
        example: """
            form Profile {
                field name: text { label "Name" }
            }
            // after
            form Profile {
                field name: text { label "Name" }
                field city: text { label "City" }
            }
            """,
        fix: "Make the new field optional (the fix-it adds `?`; `bool`, lists and `multiple` choices cannot be optional), or accept the change with `// formc:accept non-optional-field-added Profile.city: REASON`.",
        fixedExample: """
            form Profile {
                field name: text { label "Name" }
                field city: text? { label "City" }
            }
            """
    )

    static let optionRemoved = DiagnosticExplanation(
        title: "An option of a choice was removed",
        explanation: """
            An option identifier of a choice is gone. Records that hold it, as a single choice's value or in a `multiple` choice's array, fail to decode: the generated decoder accepts only the options it knows.
            """,
        example: """
            form Trip {
                field country: choice {
                    label "Country"
                    option fr "France"
                    option uk "United Kingdom"
                }
            }
            // after
            form Trip {
                field country: choice {
                    label "Country"
                    option fr "France"
                }
            }
            """,
        fix: "Keep the option (conditions can refuse it in new records: `error \"No longer offered\" when value == .uk`), or accept the removal with `// formc:accept option-removed Trip.country.uk: REASON`.",
        fixedExample: """
            form Trip {
                field country: choice {
                    label "Country"
                    option fr "France"
                    option uk "United Kingdom"
                    error "No longer offered" when value == .uk
                }
            }
            """
    )

    static let optionRenamed = DiagnosticExplanation(
        title: "An option of a choice was renamed",
        explanation: """
            An option is gone and a new option of the same field has the same label, so formc reads the pair as a rename. The JSON holds option identifiers: old records holding the old identifier fail to decode.
            """,
        example: """
            form Trip {
                field country: choice {
                    label "Country"
                    option uk "United Kingdom"
                }
            }
            // after
            form Trip {
                field country: choice {
                    label "Country"
                    option gb "United Kingdom"
                }
            }
            """,
        fix: "Keep the old identifier (the fix-it renames the option back); its label can change freely.",
        fixedExample: """
            form Trip {
                field country: choice {
                    label "Country"
                    option uk "United Kingdom"
                }
            }
            """
    )
}
