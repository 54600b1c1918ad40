// Explanations of diagnostics about forms, fields, lists and attributes
// (LANGUAGE.md §3, §4).

extension DiagnosticExplanation {
    static let emptyForm = DiagnosticExplanation(
        title: "Form has no fields",
        explanation: """
            A form must declare at least one field. A form with nothing to fill in would generate an empty model and a screen with only a submit action, which is almost always an unfinished declaration.
            """,
        example: """
            form Nothing {
                title "Nothing to fill"
            }
            """,
        fix: "Add the fields the form should ask for, or remove the form.",
        fixedExample: """
            form Nothing {
                title "Nothing to fill"
                field note: text { label "Note" }
            }
            """
    )

    static let duplicateForm = DiagnosticExplanation(
        title: "Two forms have the same name",
        explanation: """
            Each form generates a Swift struct named after it, so two forms with the same name would generate two declarations of the same type.
            """,
        example: """
            form Profile {
                field name: text { label "Name" }
            }

            form Profile {
                field bio: text { label "About you" }
            }
            """,
        fix: "Rename one of the forms, or merge their fields into one form.",
        fixedExample: """
            form Profile {
                field name: text { label "Name" }
            }

            form ProfileDetails {
                field bio: text { label "About you" }
            }
            """
    )

    static let duplicateField = DiagnosticExplanation(
        title: "Two fields of a form have the same name",
        explanation: """
            Every field and list of a form becomes a stored property of the form's model and a case of its `Field` enum, and expressions refer to fields by name, so names must be unique within a form.
            """,
        example: """
            form Profile {
                field name: text { label "Name" }
                field email: text { label "Email" }
                field name: text? { label "Nickname" }
            }
            """,
        fix: "Give the second field its own name (and update any expression that meant it).",
        fixedExample: """
            form Profile {
                field name: text { label "Name" }
                field email: text { label "Email" }
                field nickname: text? { label "Nickname" }
            }
            """
    )

    static let duplicateFormatter = DiagnosticExplanation(
        title: "Two formatters have the same name",
        explanation: """
            A `formatter` declaration gives a chain a name that fields use in `format`. Two declarations with the same name would make every use ambiguous, so a second declaration of a name is an error.
            """,
        example: """
            form Contact {
                field phone: text { label "Phone"; format phone }
            }

            formatter phone = mask("+7-###-###-##-##")
            formatter phone = mask("+1 (###) ###-####")
            """,
        fix: "Rename one of the formatters and use the name you mean in each `format`, or delete the one you do not need.",
        fixedExample: """
            form Contact {
                field phone: text { label "Phone"; format phoneRU }
            }

            formatter phoneRU = mask("+7-###-###-##-##")
            formatter phoneUS = mask("+1 (###) ###-####")
            """
    )

    static let duplicateAttribute = DiagnosticExplanation(
        title: "Attribute appears twice",
        explanation: """
            Each attribute of a field appears at most once, so it is never unclear which `label`, `format` or `default` applies. The one exception is `error`, which may repeat: a field can have several error conditions, checked in declaration order.
            """,
        example: """
            form Login {
                field user: text {
                    label "User"
                    label "User name"
                }
            }
            """,
        fix: "Keep one of the attributes and delete the other; to check several conditions, use several `error` lines.",
        fixedExample: """
            form Login {
                field user: text {
                    label "User name"
                }
            }
            """
    )

    static let unknownAttribute = DiagnosticExplanation(
        title: "Unknown attribute",
        explanation: """
            A field accepts `label`, `placeholder`, `caption`, `format`, `secure`, `required`, `error`, `default`, `disabled`, `enabled when` and `keyboard`; a list accepts the same plus `min` and `max`; a form accepts `title`, `locale` and `submit` besides its fields. Any other word in those places is an error.
            """,
        example: """
            form Contact {
                field email: text {
                    label "Email"
                    hint "We never share it"
                }
            }
            """,
        fix: "Use the attribute you meant (here `caption`, the dimmed text under the input), or remove the line.",
        fixedExample: """
            form Contact {
                field email: text {
                    label "Email"
                    caption "We never share it"
                }
            }
            """
    )

    static let optionalBool = DiagnosticExplanation(
        title: "A bool field cannot be optional",
        explanation: """
            A `bool` field is a toggle: it is always either on or off, and its empty state is `false` (or `true` with `default true`). A third, "not answered" state cannot be shown or entered, so `bool?` is not a type.
            """,
        example: """
            form Settings {
                field dark: bool? { label "Dark mode" }
            }
            """,
        fix: "Use `bool`, with `default true` if the toggle should start on. If \"not answered\" must be distinct, use a `text?` or `int?` field for the choice instead.",
        fixedExample: """
            form Settings {
                field dark: bool { label "Dark mode" }
            }
            """
    )

    static let invalidDefault = DiagnosticExplanation(
        title: "Default value does not fit the field",
        explanation: """
            A field's `default` must have the field's type (a string for `text`, an integer for `int`, a number for `decimal`, `true` or `false` for `bool`), and it must come out of the field's `format` chain unchanged. Otherwise the initial value shown would differ from the model's initial value, or the first edit would silently change it.
            """,
        example: """
            form Voucher {
                field code: text {
                    label "Code"
                    format uppercase
                    default "spring"
                }
            }
            """,
        fix: "Write the default as the formatter would show it (here in upper case), or with the field's type.",
        fixedExample: """
            form Voucher {
                field code: text {
                    label "Code"
                    format uppercase
                    default "SPRING"
                }
            }
            """
    )

    static let invalidListBounds = DiagnosticExplanation(
        title: "List row bounds are impossible",
        explanation: """
            In a `list`, `min` and `max` bound the number of rows shown; a list starts with `max(min, 1)` rows and always keeps at least one. Bounds that no row count can meet, such as a `min` greater than the `max`, or a `max` of 0, are an error.
            """,
        example: """
            form Today {
                list goals: text {
                    label "Goals for today"
                    min 5
                    max 3
                }
            }
            """,
        fix: "Make `min` at most `max`, and `max` at least 1.",
        fixedExample: """
            form Today {
                list goals: text {
                    label "Goals for today"
                    min 3
                    max 5
                }
            }
            """
    )

    static let missingLabel = DiagnosticExplanation(
        title: "Field has no label",
        explanation: """
            The label is what the person filling in the form sees above the input, what a screen reader announces, and what the default required message uses ("‹label› is required"). A field without one is shown with no description. This is a warning, since the field still works.
            """,
        example: """
            form Feedback {
                field comment: text
            }
            """,
        fix: "Add a `label`. To keep a field unlabelled on purpose, put `// formc:ignore missing-label` on the line before it.",
        fixedExample: """
            form Feedback {
                field comment: text { label "Comment" }
            }
            """
    )

    static let keyboardMismatch = DiagnosticExplanation(
        title: "Keyboard does not suit the field",
        explanation: """
            `keyboard` chooses the on-screen keyboard (`default`, `email`, `number`, `decimal`, `phone`, `url`). A keyboard that cannot type what the field accepts, such as `email` for an `int` field or `number` for a field whose formatter keeps only letters, makes the field hard or impossible to fill in on a phone. This is a warning.
            """,
        example: """
            form Profile {
                field age: int {
                    label "Age"
                    keyboard email
                }
            }
            """,
        fix: "Choose the keyboard that types what the field accepts (`number` for integers, `decimal` for decimals), or remove `keyboard`.",
        fixedExample: """
            form Profile {
                field age: int {
                    label "Age"
                    keyboard number
                }
            }
            """
    )

    static let secureMismatch = DiagnosticExplanation(
        title: "Secure entry on a field that is not text",
        explanation: """
            `secure` and `secure toggle` mask what the user types, one `•` per character. Only a `text` field holds a typed secret as it was typed: a `bool` is a toggle with nothing to mask, a `date` or `month` shows its pattern's separators anyway, and an `int` or `decimal` drops leading zeros and reads `0042` as 42, so a PIN or a code would lose digits. This is a warning.
            """,
        example: """
            form Unlock {
                field pin: int {
                    label "PIN"
                    secure
                }
            }
            """,
        fix: "Declare a secret as `text` (with `format digits` for a PIN or a code), or remove `secure`.",
        fixedExample: """
            form Unlock {
                field pin: text {
                    label "PIN"
                    format digits
                    secure
                }
            }
            """
    )

    static let invalidIgnore = DiagnosticExplanation(
        title: "An ignore comment names no warning it can silence",
        explanation: """
            `// formc:ignore ID, …` silences the named warnings on the next line. A word that is not a diagnostic id (a typo such as `missing-lable`), the id of an error (errors always stand), or no id at all silences nothing, so the warning it was meant for still appears, or the comment is dead. This is a warning.
            """,
        example: """
            form Profile {
                // formc:ignore missing-lable
                field nickname: text
            }
            """,
        fix: "Spell the id as `formc explain --list` lists it, or remove the comment.",
        fixedExample: """
            form Profile {
                // formc:ignore missing-label
                field nickname: text
            }
            """
    )

    static let invalidAccept = DiagnosticExplanation(
        title: "An accept comment accepts nothing",
        explanation: """
            `// formc:accept ID SUBJECT: REASON` accepts one finding of `formc breaking` (docs/BREAKING.md): ID is a finding id (`formc explain --list` lists them under their category), SUBJECT names what the finding is about as the finding prints it (`Profile`, `Profile.nickname`, `Profile.country.uk`), and REASON, after the colon, says why the change is acceptable. A comment with an unknown id, the id of a compiler diagnostic, no subject or no reason accepts nothing. This is a warning.
            """,
        example: """
            form Profile {
                // formc:accept field-removd Profile.nickname: nicknames were dropped in 2.0
                field name: text { label "Name" }
            }
            """,
        fix: "Spell the id as `formc explain --list` lists it, name the subject, and give a reason after the colon.",
        fixedExample: """
            form Profile {
                // formc:accept field-removed Profile.nickname: nicknames were dropped in 2.0
                field name: text { label "Name" }
            }
            """
    )
}
