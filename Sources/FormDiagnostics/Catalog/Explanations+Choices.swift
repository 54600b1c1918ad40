extension DiagnosticExplanation {
    static let invalidChoice = DiagnosticExplanation(
        title: "A choice field is declared wrongly",
        explanation: """
            A `choice` field (LANGUAGE.md §13) offers options declared with `option id "Label"`: it needs at least one. `option` and `multiple` apply to choice fields only; `format`, `secure` and `keyboard` do not apply to a choice; a choice cannot be a `list`; and `choice?` cannot be `multiple`, since an empty selection already means "none".
            """,
        example: """
            form Order {
                field size: choice {
                    label "Size"
                }
            }
            """,
        fix: "Declare the options of the choice with `option`, and keep `option` and `multiple` on choice fields.",
        fixedExample: """
            form Order {
                field size: choice {
                    label "Size"
                    option small "Small"
                    option large "Large"
                }
            }
            """
    )

    static let duplicateOption = DiagnosticExplanation(
        title: "An option identifier is declared twice",
        explanation: """
            Option identifiers are the stable values of a choice: the Swift case and the JSON value. Within one field each must be unique; the second declaration is reported, with a note at the first.
            """,
        example: """
            form Order {
                field size: choice {
                    label "Size"
                    option small "Small"
                    option small "Tiny"
                }
            }
            """,
        fix: "Give each option its own identifier, or remove the repeat.",
        fixedExample: """
            form Order {
                field size: choice {
                    label "Size"
                    option small "Small"
                    option tiny "Tiny"
                }
            }
            """
    )

    static let unknownOption = DiagnosticExplanation(
        title: "No option of the choice has that identifier",
        explanation: """
            A `default` of a choice, and an option written `.id` in a condition (`value == .fr`, `toppings contains .cheese`), must name an option of the choice field it belongs to or is compared with. The closest option is suggested when one is near.
            """,
        example: """
            form Order {
                field size: choice {
                    label "Size"
                    option small "Small"
                    option large "Large"
                    default smal
                }
            }
            """,
        fix: "Name one of the field's options.",
        fixedExample: """
            form Order {
                field size: choice {
                    label "Size"
                    option small "Small"
                    option large "Large"
                    default small
                }
            }
            """
    )
}
