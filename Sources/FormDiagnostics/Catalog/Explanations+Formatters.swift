// Explanations of diagnostics about formatters and format chains
// (LANGUAGE.md §5).

extension DiagnosticExplanation {
    static let unknownFormatter = DiagnosticExplanation(
        title: "Unknown formatter",
        explanation: """
            A `format` chain (or a `formatter` declaration) names a formatter that is neither built in nor declared in the file. The built-in formatters are `digits`, `letters`, `alphanumeric`, `allow`, `deny`, `lowercase`, `uppercase`, `trim`, `limit`, `mask`, `number` and `decimal`; any other name must be declared with `formatter NAME = CHAIN`. Names are case-sensitive.
            """,
        example: """
            form Contact {
                field phone: text {
                    label "Phone"
                    format phoneRu
                }
            }

            formatter phoneRU = mask("+7-###-###-##-##")
            """,
        fix: "Correct the spelling (the message suggests the closest known name), or declare the formatter with `formatter NAME = …`.",
        fixedExample: """
            form Contact {
                field phone: text {
                    label "Phone"
                    format phoneRU
                }
            }

            formatter phoneRU = mask("+7-###-###-##-##")
            """
    )

    static let formatterCycle = DiagnosticExplanation(
        title: "Formatters refer to each other in a cycle",
        explanation: """
            A named formatter stands for its chain, so a formatter that uses itself, directly or through other formatters, would expand forever. The diagnostic lists the formatters in the cycle.
            """,
        example: """
            form Codes {
                field code: text { label "Code"; format first }
            }

            formatter first = second | limit(4)
            formatter second = first
            """,
        fix: "Break the cycle: make at least one formatter of the cycle use only built-in formatters or formatters outside the cycle.",
        fixedExample: """
            form Codes {
                field code: text { label "Code"; format first }
            }

            formatter first = second | limit(4)
            formatter second = uppercase
            """
    )

    static let formatterTypeMismatch = DiagnosticExplanation(
        title: "Formatter does not accept the field's type",
        explanation: """
            Each formatter works on one type of field: `number` on `int`, `decimal` on `decimal`, and the text formatters (`digits`, `letters`, `alphanumeric`, `allow`, `deny`, `lowercase`, `uppercase`, `trim`, `limit`, `mask`) on `text`. Every formatter of a field's chain, including those inside named formatters, must accept the field's type.
            """,
        example: """
            form Order {
                field quantity: int {
                    label "Quantity"
                    format mask("###")
                }
            }
            """,
        fix: "Use a formatter for the field's type (`number(maxDigits: 3)` for an `int`), or change the field's type if the value really is text, such as a code with fixed digits.",
        fixedExample: """
            form Order {
                field quantity: int {
                    label "Quantity"
                    format number(maxDigits: 3)
                }
            }
            """
    )

    static let invalidFormatterArgument = DiagnosticExplanation(
        title: "Invalid formatter argument",
        explanation: """
            A formatter was given an argument it does not take, an argument of the wrong type, or a value outside what it accepts. The arguments are: `allow(\"…\")`, `deny(\"…\")` and `limit(n)` take one unlabelled value; `mask(\"…\", raw: false)`; `number(grouping: true, signed: true, maxDigits: 18)`; `decimal(scale: n, grouping: true, signed: true, maxDigits: 28, padFraction: false)`. Labels are written as shown; the other formatters take no arguments.
            """,
        example: """
            form Survey {
                field comment: text {
                    label "Comment"
                    format limit("200")
                }
            }
            """,
        fix: "Pass the argument with the label and type the formatter expects; here `limit` takes an integer.",
        fixedExample: """
            form Survey {
                field comment: text {
                    label "Comment"
                    format limit(200)
                }
            }
            """
    )

    static let invalidMask = DiagnosticExplanation(
        title: "Invalid mask pattern",
        explanation: """
            In a `mask` pattern, `#` is a digit slot, `A` a letter slot, `*` a letter-or-digit slot, and a backslash makes the next character a literal (inside the string literal the backslash itself is written `\\\\`); every other character is a literal. A pattern that can take no input because it has no slot at all, or that ends with a backslash escaping nothing, is an error.
            """,
        example: """
            form Access {
                field pin: text {
                    label "PIN"
                    format mask("----")
                }
            }
            """,
        fix: "Put a slot (`#`, `A` or `*`) where input goes; to show `#`, `A` or `*` literally, escape it with a backslash (`\\\\#` in the string).",
        fixedExample: """
            form Access {
                field pin: text {
                    label "PIN"
                    format mask("####")
                }
            }
            """
    )

    static let contradictoryFormatters = DiagnosticExplanation(
        title: "Formatters in a chain exclude each other",
        explanation: """
            A chain runs left to right and each formatter drops what it does not accept. When two formatters can never both accept a character, as with `digits | letters`, every insertion is dropped and the field can never hold any text.
            """,
        example: """
            form Account {
                field handle: text {
                    label "Handle"
                    format digits | letters
                }
            }
            """,
        fix: "Keep the one formatter that says what the field accepts, or use one that accepts both kinds (`alphanumeric`, or `allow` with the exact set).",
        fixedExample: """
            form Account {
                field handle: text {
                    label "Handle"
                    format alphanumeric
                }
            }
            """
    )

    static let intOverflow = DiagnosticExplanation(
        title: "Number of digits does not fit an Int",
        explanation: """
            An `int` field holds a Swift `Int`, and every number of up to 18 digits fits it. `number(maxDigits:)` above 18 would let the user type a value that does not fit, so it is an error rather than a crash or a wrong value at run time. (For `decimal`, `maxDigits` may be at most 38.)
            """,
        example: """
            form Ledger {
                field balance: int {
                    label "Balance"
                    format number(maxDigits: 19)
                }
            }
            """,
        fix: "Use at most 18 digits, or make the field a `decimal`, which holds up to 38.",
        fixedExample: """
            form Ledger {
                field balance: int {
                    label "Balance"
                    format number(maxDigits: 18)
                }
            }
            """
    )

    static let unusedFormatter = DiagnosticExplanation(
        title: "Formatter is never used",
        explanation: """
            A `formatter` declaration that no field's chain and no other formatter uses has no effect. It is often left over from a rename, or the field that should use it names another formatter. This is a warning.
            """,
        example: """
            form Card {
                field number: text { label "Card number"; format mask("#### #### #### ####") }
            }

            formatter expiry = mask("##/##")
            """,
        fix: "Use the formatter in the field it was meant for, or delete it. To keep it, put `// formc:ignore unused-formatter` on the line before.",
        fixedExample: """
            form Card {
                field number: text { label "Card number"; format mask("#### #### #### ####") }
                field expires: text { label "Expires"; format expiry }
            }

            formatter expiry = mask("##/##")
            """
    )

    static let redundantFormatter = DiagnosticExplanation(
        title: "Formatter has no effect in its chain",
        explanation: """
            A formatter that can never change what the formatters before it produce only adds noise; the usual case is a `limit` after a `mask` whose display is already shorter than the limit. This is a warning.
            """,
        example: """
            form Payment {
                field cvc: text {
                    label "CVC"
                    format mask("###") | limit(10)
                }
            }
            """,
        fix: "Remove the formatter that has no effect, or correct its argument if it was meant to restrict more.",
        fixedExample: """
            form Payment {
                field cvc: text {
                    label "CVC"
                    format mask("###")
                }
            }
            """
    )
}
