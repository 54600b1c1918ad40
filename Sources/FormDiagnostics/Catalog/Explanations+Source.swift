// Explanations of the `formc breaking` findings of the source category
// (docs/BREAKING.md): Swift written against the old generated API no longer
// compiles against the new one.

extension DiagnosticExplanation {
    static let swiftTypeRemoved = DiagnosticExplanation(
        title: "A form's Swift type was removed",
        explanation: """
            A form is gone, and with it its generated struct, its `Field` enum and its views (`Feedback`, `Feedback.Field`, `FeedbackView`): Swift code that names them no longer compiles.
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
        fix: "Keep the form, or accept the removal with `// formc:accept swift-type-removed Feedback: REASON` once no code uses it.",
        fixedExample: """
            // formc:accept swift-type-removed Feedback: the app dropped the feedback screen in 2.0
            form Profile {
                field name: text { label "Name" }
            }
            """
    )

    static let swiftTypeRenamed = DiagnosticExplanation(
        title: "A form's Swift type was renamed",
        explanation: """
            A form is gone and a new form has exactly its fields (names and types), so formc reads the pair as a rename. Stored JSON still decodes with the new struct, since a form's name is not part of its JSON, but Swift code naming the old type no longer compiles.
            """,
        example: """
            form Signup {
                field email: text { label "Email" }
            }
            // after
            form Registration {
                field email: text { label "Email" }
            }
            """,
        fix: "Keep the old name (the fix-it renames the form back), or add `typealias Signup = Registration` in the app and accept the change with `// formc:accept swift-type-renamed Signup: REASON`.",
        fixedExample: """
            form Signup {
                field email: text { label "Email" }
            }
            """
    )

    static let swiftPropertyRemoved = DiagnosticExplanation(
        title: "A field's Swift property was removed",
        explanation: """
            A field is gone, and with it the model's property (`profile.nickname`), its `Field` case (`.nickname`) and, for a choice, its nested enum: Swift code that uses them no longer compiles.
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
        fix: "Keep the field, or accept the removal with `// formc:accept swift-property-removed Profile.nickname: REASON` once no code uses it.",
        fixedExample: """
            form Profile {
                field name: text { label "Name" }
                field nickname: text? { label "Nickname" }
            }
            """
    )

    static let swiftPropertyRenamed = DiagnosticExplanation(
        title: "A field's Swift property was renamed",
        explanation: """
            A field was renamed (a new field has the removed one's type and label), so its property, its `Field` case and, for a choice, its nested enum have new names: Swift code using the old names no longer compiles.
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
        fix: "Keep the old name (the fix-it renames the field back), or rename every use in the app and accept the change with `// formc:accept swift-property-renamed Profile.nickname: REASON`.",
        fixedExample: """
            form Profile {
                field nickname: text { label "Nickname" }
            }
            """
    )

    static let swiftPropertyTypeChanged = DiagnosticExplanation(
        title: "A field's Swift type changed",
        explanation: """
            A field's Swift type changed (`String` to `String?`, `Int` to `Decimal`, `Country` to `[Country]`, `FormDate` to `FormMonth` …): code that reads or assigns the property no longer compiles, even where the JSON still decodes.
            """,
        example: """
            form Profile {
                field phone: text { label "Phone" }
            }
            // after
            form Profile {
                field phone: text? { label "Phone" }
            }
            """,
        fix: "Keep the type, or update the code that uses the property and accept the change with `// formc:accept swift-property-type-changed Profile.phone: REASON`.",
        fixedExample: """
            form Profile {
                field phone: text { label "Phone" }
            }
            """
    )

    static let swiftCaseRemoved = DiagnosticExplanation(
        title: "An option's Swift case was removed",
        explanation: """
            An option is gone, and with it the case of the choice's nested enum (`.uk`): code that names it no longer compiles.
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
        fix: "Keep the option, or accept the removal with `// formc:accept swift-case-removed Trip.country.uk: REASON` once no code names it.",
        fixedExample: """
            form Trip {
                field country: choice {
                    label "Country"
                    option fr "France"
                    option uk "United Kingdom"
                }
            }
            """
    )

    static let swiftCaseRenamed = DiagnosticExplanation(
        title: "An option's Swift case was renamed",
        explanation: """
            An option was renamed (a new option of the field has the removed one's label), so the enum case has a new name: code that names the old case no longer compiles.
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
        fix: "Keep the old identifier (the fix-it renames the option back), or rename the uses and accept the change with `// formc:accept swift-case-renamed Trip.country.uk: REASON`.",
        fixedExample: """
            form Trip {
                field country: choice {
                    label "Country"
                    option uk "United Kingdom"
                }
            }
            """
    )

    static let swiftInitOrderChanged = DiagnosticExplanation(
        title: "The memberwise initializer's parameters moved",
        explanation: """
            Fields kept from the old form are in another order. The generated memberwise initializer takes its parameters in field order, and Swift requires labelled arguments in declaration order, so a call such as `Profile(name: …, email: …)` stops compiling when `email` moves before `name`. New fields do not move the old ones: their parameters have defaults.
            """,
        example: """
            form Profile {
                field name: text { label "Name" }
                field email: text { label "Email" }
            }
            // after
            form Profile {
                field email: text { label "Email" }
                field name: text { label "Name" }
            }
            """,
        fix: "Keep the old order, or reorder the initializer calls in the app and accept the change with `// formc:accept swift-init-order-changed Profile: REASON`.",
        fixedExample: """
            form Profile {
                field name: text { label "Name" }
                field email: text { label "Email" }
            }
            """
    )
}
