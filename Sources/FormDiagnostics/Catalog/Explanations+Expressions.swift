// Explanations of diagnostics about `error … when`, `enabled when` and
// regular expressions (LANGUAGE.md §2, §6).

extension DiagnosticExplanation {
    static let unknownName = DiagnosticExplanation(
        title: "Unknown name in an expression",
        explanation: """
            An expression can use `value` (this field's typed value), `length` (the number of characters in this field's text), the name of another field of the same form (that field's typed value), `length(field)` and `count(list)` (a list's non-empty rows). Any other name is an error, and the closest known name is suggested.
            """,
        example: """
            form Login {
                field user: text {
                    label "User"
                    error "Too short" when lenght < 3
                }
            }
            """,
        fix: "Correct the spelling (the message suggests the closest name), or refer to a field that exists in this form.",
        fixedExample: """
            form Login {
                field user: text {
                    label "User"
                    error "Too short" when length < 3
                }
            }
            """
    )

    static let typeMismatch = DiagnosticExplanation(
        title: "Operands have incompatible types",
        explanation: """
            Expressions are typed. `int` and `decimal` values compare with each other and can be added and subtracted; `text` compares with `text` only by `==` and `!=`, and with a regular expression by `matches`; `bool` compares with `bool`; `!`, `&&` and `||` take `bool`; `in a...b` needs numbers; and the whole condition of `error … when` or `enabled when` must be a `bool`. Anything else, such as comparing a number with a string, is an error.
            """,
        example: """
            form Survey {
                field age: int? {
                    label "Age"
                    error "Invalid" when value > "18"
                }
            }
            """,
        fix: "Compare values of the same kind: write numbers without quotes, and compare text with text or a regular expression.",
        fixedExample: """
            form Survey {
                field age: int? {
                    label "Age"
                    error "Invalid" when value > 18
                }
            }
            """
    )

    static let invalidRegex = DiagnosticExplanation(
        title: "Invalid regular expression",
        explanation: """
            The right operand of `matches` is a regular expression literal `/…/` in Swift `Regex` syntax, and the compiler checks it when compiling the spec, so a broken pattern cannot fail at run time. The whole value must match (the anchors are implicit). Inside the literal, write `\\/` for a slash.
            """,
        example: """
            form Account {
                field handle: text {
                    label "Handle"
                    error "Letters only" when !(value matches /[a-/)
                }
            }
            """,
        fix: "Correct the pattern as the message describes; here the character class needs its closing `]` and a range end.",
        fixedExample: """
            form Account {
                field handle: text {
                    label "Handle"
                    error "Letters only" when !(value matches /[a-z]+/)
                }
            }
            """
    )

    static let expressionTooDeep = DiagnosticExplanation(
        title: "Expression is nested too deeply",
        explanation: """
            An expression nests more parentheses or operators than the compiler's limit. The limit protects the compiler: any file, however pathological, is checked in bounded time and memory without crashing. No real condition comes close to it, so the expression is most likely generated or broken.
            """,
        example: """
            form Deep {
                field name: text {
                    label "Name"
                    error "Too short" when \(String(repeating: "!", count: 1_000))(length < 3)
                }
            }
            """,
        fix: "Write the condition without the redundant nesting; split a long condition into several `error` lines, each checked on its own.",
        fixedExample: """
            form Deep {
                field name: text {
                    label "Name"
                    error "Too short" when length < 3
                }
            }
            """
    )

    static let constantCondition = DiagnosticExplanation(
        title: "Condition does not depend on any value",
        explanation: """
            A condition that reads no field, `value`, `length`, `today` or `thisMonth` is always true or always false: the error is raised always or never, and the field is always or never enabled. That is almost always a typo, such as a literal where a name was meant. This is a warning.
            """,
        example: """
            form SignUp {
                field password: text {
                    label "Password"
                    error "Use at least 8 characters" when 3 < 8
                }
            }
            """,
        fix: "Use the value the condition is about (here `length`). For a field that is always disabled, write `disabled` instead of `enabled when false`.",
        fixedExample: """
            form SignUp {
                field password: text {
                    label "Password"
                    error "Use at least 8 characters" when length < 8
                }
            }
            """
    )
}
