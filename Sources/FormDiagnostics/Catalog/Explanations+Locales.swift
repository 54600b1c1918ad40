// Explanations of diagnostics about locales and translations (LANGUAGE.md §7).

extension DiagnosticExplanation {
    static let unknownLocale = DiagnosticExplanation(
        title: "Unknown locale identifier",
        explanation: """
            A form's `locale "…"` fixes its number formatting and case mapping, and the compiler resolves it when compiling, against its built-in table of CLDR rules, so generated code never depends on the platform's ICU. An identifier the table lacks, and that no `locale "…" { … }` block in the file defines, is an error; the closest known identifier is suggested.
            """,
        example: """
            form Invoice {
                locale "xx_YY"
                field total: decimal { label "Total" }
            }
            """,
        fix: "Use a known identifier such as `fr_FR` or `de_CH` (language, underscore, region), or define the locale with a top-level `locale \"…\" { base \"…\" … }` block.",
        fixedExample: """
            form Invoice {
                locale "fr_FR"
                field total: decimal { label "Total" }
            }
            """
    )

    static let unknownLanguage = DiagnosticExplanation(
        title: "Unknown or malformed language",
        explanation: """
            A form's `language "…"` names the language its own texts (title, labels, placeholders, captions, messages, option labels) are written in. The form is shown in that language, with formc's built-in texts ("{label} is required", date placeholders) in it too, to every user for whom the file has no `translations` block. The value must be a language identifier whose language CLDR knows: a language code of two or three letters, optionally followed by a script and a region (`de`, `pt-BR`, `zh-Hant`, `gsw`). A language's English name, a misspelt code or anything else is an error; the code it most likely means is suggested.
            """,
        example: """
            form Bestellung {
                language "German"
                field menge: int { label "Menge" }
            }
            """,
        fix: "Write the language's code, such as `de` for German or `pt-BR` for Brazilian Portuguese.",
        fixedExample: """
            form Bestellung {
                language "de"
                field menge: int { label "Menge" }
            }
            """
    )

    static let languageFromLocale = DiagnosticExplanation(
        title: "Language taken from the locale, yet translated into",
        explanation: """
            A form without `language "…"` is taken to be written in the language of its `locale` (`ru` for `locale "ru_RU"`), and formc shows its own texts ("{label} is required", date placeholders) in that language to every user without a `translations` block for theirs. A file that also has a `translations` block for that very language translates the form's texts into it, which only texts written in another language need: the texts are most likely English, and formc would show them beside its own Russian texts. This is a warning; the fix-it adds `language "en"`.
            """,
        example: """
            form SignIn {
                locale "ru_RU"
                field phone: text { label "Phone" }
            }
            translations "ru" {
                "Phone" = "Телефон"
            }
            """,
        fix: "Say which language the form's texts are written in with `language \"…\"`, such as `language \"en\"`; the locale keeps fixing numbers and dates.",
        fixedExample: """
            form SignIn {
                locale "ru_RU"
                language "en"
                field phone: text { label "Phone" }
            }
            translations "ru" {
                "Phone" = "Телефон"
            }
            """
    )

    static let ambiguousSeparators = DiagnosticExplanation(
        title: "Decimal and grouping separators are the same",
        explanation: """
            A `locale "…" { … }` block sets the decimal separator and the grouping separator. If they are the same character, `1.234` could be one thousand two hundred thirty-four or one and a bit, so neither typing nor display could be unambiguous.
            """,
        example: """
            locale "en_XX" {
                base "en_US"
                decimal "."
                grouping "."
            }

            form Price {
                locale "en_XX"
                field amount: decimal { label "Amount" }
            }
            """,
        fix: "Choose different characters for `decimal` and `grouping`.",
        fixedExample: """
            locale "en_XX" {
                base "en_US"
                decimal "."
                grouping " "
            }

            form Price {
                locale "en_XX"
                field amount: decimal { label "Amount" }
            }
            """
    )

    static let missingTranslation = DiagnosticExplanation(
        title: "Translations lack some texts",
        explanation: """
            A `translations "lang" { … }` block supplies text for one UI language, keyed by the source text of the titles, labels, placeholders, captions and messages of the forms in the same file. Texts without an entry would appear untranslated. The warning is reported once per translations block and lists every missing text. formc's own texts ("Submit", "{label} is required", "Enter a valid date", date placeholders, key hints) are built-in texts it ships in en, de, fr, es, it, pt, ru, zh-Hans, ja and ko, so they are listed only for a block in another language, where they would appear in English.
            """,
        example: """
            form Login {
                title "Sign in"
                field user: text { label "User" }
            }

            translations "ru" {
                "Sign in" = "Вход"
            }
            """,
        fix: "Add an entry for each listed text, keyed by the exact source text.",
        fixedExample: """
            form Login {
                title "Sign in"
                field user: text { label "User" }
            }

            translations "ru" {
                "Sign in" = "Вход"
                "User" = "Пользователь"
            }
            """
    )

    static let unusedTranslation = DiagnosticExplanation(
        title: "Translation is never used",
        explanation: """
            An entry of a `translations` block whose key is not the source text of any title, label, placeholder, caption or message of the forms in the file is never shown. It is usually a typo in the key, or left over after the source text changed. An entry keyed by the English source string of one of formc's built-in texts (such as "{label} is required") is used: it overrides that text. A placeholder such as `{lable}` in such an override that the built-in text does not have is never filled, and is reported too. This is a warning.
            """,
        example: """
            form Login {
                field password: text { label "Password"; secure }
            }

            translations "ru" {
                "Password" = "Пароль"
                "Pasword" = "Пароль"
            }
            """,
        fix: "Correct the key to the exact source text, or delete the entry.",
        fixedExample: """
            form Login {
                field password: text { label "Password"; secure }
            }

            translations "ru" {
                "Password" = "Пароль"
            }
            """
    )
}
