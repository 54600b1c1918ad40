// Explanations of the lexical and grammar diagnostics (LANGUAGE.md §2, §3).

extension DiagnosticExplanation {
    static let invalidEncoding = DiagnosticExplanation(
        title: "Source file is not valid UTF-8",
        explanation: """
            A `.form` file must be UTF-8. A byte order mark at the very start is allowed and skipped, but any byte sequence that is not valid UTF-8 is an error, reported at the first bad byte.

            This usually means the file was saved in a legacy encoding such as Latin-1 or Windows-1252, where a letter like `é` is the single byte E9, which is not valid UTF-8 on its own. The compiler never guesses an encoding, so the same file means the same thing on every machine.
            """,
        example: """
            // This file was saved as Latin-1: the `é` below is the single byte E9.
            form Cafe {
                field name: text { label "Café" }
            }
            """,
        fix: "Re-save the file as UTF-8 in your editor (or convert it, for example with `iconv -f latin1 -t utf-8`), then check that the text still reads as intended.",
        fixedExample: """
            // The same file saved as UTF-8: `é` is the two bytes C3 A9.
            form Cafe {
                field name: text { label "Café" }
            }
            """
    )

    static let unterminatedString = DiagnosticExplanation(
        title: "String literal is not closed",
        explanation: """
            A string literal starts and ends with `"` on the same line. A line break or the end of the file before the closing quote is an error: strings cannot span lines.

            To put a line break inside the text, write the escape `\\n`.
            """,
        example: """
            form Broken {
                field note: text {
                    label "Note
                }
            }
            """,
        fix: "Add the closing `\"` on the same line; if the text really needs a line break, write `\\n` inside the string.",
        fixedExample: """
            form Broken {
                field note: text {
                    label "Note"
                }
            }
            """
    )

    static let invalidEscape = DiagnosticExplanation(
        title: "Unknown escape sequence in a string",
        explanation: #"""
            Inside a string literal a backslash starts an escape. The escapes are `\\` (backslash), `\"` (quote), `\n`, `\t`, `\r`, `\0` and `\u{…}` with the hexadecimal code of a Unicode scalar, such as `\u{1F600}`. Any other character after a backslash is an error rather than being kept literally, so a typo cannot silently change the text.

            Windows paths and regular-expression-like text are the usual cause: each backslash that should appear in the text must be written twice.
            """#,
        example: #"""
            form Export {
                field folder: text {
                    label "Folder"
                    placeholder "C:\Users\name"
                }
            }
            """#,
        fix: #"Write a literal backslash as `\\`, or use one of the listed escapes."#,
        fixedExample: #"""
            form Export {
                field folder: text {
                    label "Folder"
                    placeholder "C:\\Users\\name"
                }
            }
            """#
    )

    static let unexpectedToken = DiagnosticExplanation(
        title: "Unexpected token",
        explanation: """
            The parser found a token where the grammar does not allow it: a missing `:` between a field's name and its type, a missing brace, an attribute value of the wrong kind, or a stray word. The message says what was expected and what was found.

            Parsing continues after the error, so later, independent problems are reported too; fix the first one first, since it can cause the ones that follow.
            """,
        example: """
            form SignUp {
                field email text {
                    label "Email"
                }
            }
            """,
        fix: "Write what the message says was expected at the caret; here, the `:` between the field name and its type.",
        fixedExample: """
            form SignUp {
                field email: text {
                    label "Email"
                }
            }
            """
    )

    static let reservedName = DiagnosticExplanation(
        title: "Name is a reserved word",
        explanation: """
            Form and field names become Swift type and property names in the generated code, and field names are also used in expressions. So a name may not be one of the language's reserved words (`form field list formatter locale translations when on true false in matches value length`), a Swift keyword such as `class`, `init`, `self` or `Type`, or a name the generated code itself declares or needs: the model's members (`validate`, `isEnabled`, `schema`, `encode`, `fillInTerminal`, …), the modules it imports (`Swift`, `Foundation`, `FormRuntime`, `FormTerminal`, `FormSession`, `FormSwiftUI`, `SwiftUI`), `FormModel`, `_`, or a name starting with `_Formc`. Type names such as `String`, `Hashable` or `FormDate` are fine: generated code writes them with their module (`Swift.String`). A field may not have its form's name either, and a choice's enum (the field name in UpperCamelCase) may not be a Swift or runtime type the generated code names. An option identifier becomes a case of its field's enum, so it may not be `_`, `self`, `init`, `Type`, `Protocol` or a module name (other Swift keywords are fine there).
            """,
        example: """
            form Course {
                field class: text { label "Class" }
            }
            """,
        fix: "Rename the form or field to a name that is neither a reserved word nor a Swift keyword; the label the user sees can stay the same.",
        fixedExample: """
            form Course {
                field className: text { label "Class" }
            }
            """
    )
}
