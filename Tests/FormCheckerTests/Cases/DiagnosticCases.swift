import Testing

/// One small spec and every diagnostic (`id@line`, warnings included) it must report.
struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: String
    var expected: [String]

    var testDescription: String { name }

    init(_ name: String, _ spec: String, _ expected: [String] = []) {
        self.name = name
        self.spec = spec
        self.expected = expected
    }
}

/// A form around field lines; the first body line is line 2.
func form(_ lines: String...) -> String {
    "form F {\n" + lines.joined(separator: "\n") + "\n}\n"
}

/// Each id the checker emits, with at least one spec that reports it and one
/// near miss that is fine.
let diagnosticCases: [Case] = [
    // reserved-name
    Case("reserved-name: field named init", form(#"field init: text { label "A" }"#), ["reserved-name@2"]),
    Case("reserved-name: form named value", "form value { field a: text { label \"A\" } }", ["reserved-name@1"]),
    Case("reserved-name near miss: initial", form(#"field initial: text { label "A" }"#)),
    // Names generated code binds or uses: each made the generated file fail to compile.
    Case("reserved-name near miss: trigger and errors (generated code reads fields as self.name)",
         form(#"field trigger: text { label "A" }"#, #"field errors: int { label "B"; error "x" when errors > trigger_ }"#, #"field trigger_: int { label "C" }"#)),
    Case("reserved-name: field named _", form(#"field _: text { label "A" }"#), ["reserved-name@2"]),
    Case("reserved-name: form named _", "form _ { field a: text { label \"A\" } }", ["reserved-name@1"]),
    Case("reserved-name: form named isEnabled", "form isEnabled { field a: text { label \"A\" } }", ["reserved-name@1"]),
    Case("reserved-name: form named encode", "form encode { field a: text { label \"A\" } }", ["reserved-name@1"]),
    Case("reserved-name: form named conditionallyEnabledFields", "form conditionallyEnabledFields { field a: text { label \"A\" } }", ["reserved-name@1"]),
    Case("reserved-name: form named fillInTerminal", "form fillInTerminal { field a: text { label \"A\" } }", ["reserved-name@1"]),
    Case("reserved-name: field named like its form", "form F { field F: text { label \"L\" } }", ["reserved-name@1"]),
    Case("reserved-name: form named like a helper type", "form _FormcPatterns_x { field a: text { label \"A\" } }", ["reserved-name@1"]),
    // Generated code writes every type with its module (`FormRuntime.FormPatterns`, issue 31 item 4).
    Case("reserved-name near miss: list named like a runtime type", form(#"list FormPatterns: text { label "A" }"#)),
    Case("reserved-name near miss: fields named like Swift types", form(#"field String: text { label "A" }"#, #"field Hashable: int { label "B" }"#, #"field Decimal: decimal { label "C" }"#)),
    Case("reserved-name near miss: form named Hashable", "form Hashable { field kind: choice { label \"K\"; option a \"A\" } }"),
    Case("reserved-name: form named Swift", "form Swift { field a: text { label \"A\" } }", ["reserved-name@1"]),
    Case("reserved-name: field named FormRuntime", form(#"field FormRuntime: text { label "A" }"#), ["reserved-name@2"]),
    Case("reserved-name: form named FormModel (named unqualified by the SwiftUI file)", "form FormModel { field a: text { label \"A\" } }", ["reserved-name@1"]),
    Case("reserved-name: field named encode", form(#"field encode: text { label "A" }"#), ["reserved-name@2"]),
    Case("reserved-name near miss: field named like another form", "form F { field G: text { label \"L\" } }\nform G { field F: text { label \"L\" } }"),
    Case("reserved-name: field named fieldValues", form(#"field fieldValues: text { label "A" }"#), ["reserved-name@2"]),
    Case("reserved-name near miss: form named FormValues", "form FormValues { field a: text { label \"A\" } }"),
    Case("reserved-name near miss: values", form(#"field values: text { label "A" }"#)),
    // empty-form
    Case("empty-form", "form E {\n  title \"T\"\n}", ["empty-form@1"]),
    Case("empty-form near miss", "form E {\n  title \"T\"\n  field a: text { label \"A\" }\n}"),
    // duplicate-form
    Case("duplicate-form", "form A { field a: text { label \"A\" } }\nform A { field b: text { label \"B\" } }", ["duplicate-form@2"]),
    Case("duplicate-form near miss", "form A { field a: text { label \"A\" } }\nform B { field a: text { label \"A\" } }"),
    // duplicate-field
    Case("duplicate-field with a list", form(#"field a: text { label "A" }"#, #"list a: text { label "B" }"#), ["duplicate-field@3"]),
    Case("duplicate-field near miss: case differs", form(#"field a: text { label "A" }"#, #"field A: text { label "B" }"#)),
    // duplicate-formatter
    Case("duplicate-formatter", form(#"field a: text { label "A"; format f }"#) + "formatter f = digits\nformatter f = letters\n", ["duplicate-formatter@5"]),
    Case("duplicate-formatter: shadows a built-in", form(#"field a: text { label "A"; format digits }"#) + "formatter digits = letters\n", ["duplicate-formatter@4"]),
    Case("duplicate-formatter near miss", form(#"field a: text { label "A"; format f | g }"#) + "formatter f = digits\nformatter g = limit(3)\n"),
    // duplicate-attribute
    Case("duplicate-attribute: label twice", form(#"field a: text { label "A"; label "B" }"#), ["duplicate-attribute@2"]),
    Case("duplicate-attribute: disabled and enabled when", form(#"field a: text { label "A"; disabled; enabled when length > 0 }"#), ["duplicate-attribute@2"]),
    Case("duplicate-attribute: form title twice", "form F {\n title \"A\"\n title \"B\"\n field a: text { label \"A\" }\n}", ["duplicate-attribute@3"]),
    Case("duplicate-attribute near miss: error repeats", form(#"field a: text { label "A"; error "x" when length < 2; error "y" when length > 9 }"#)),
    // unknown-attribute (min/max on a field)
    Case("unknown-attribute: min on a field", form(#"field a: int { label "A"; min 1 }"#), ["unknown-attribute@2"]),
    Case("unknown-attribute near miss: min on a list", form(#"list a: int { label "A"; min 1 }"#)),
    // unknown-formatter
    Case("unknown-formatter", form(#"field a: text { label "A"; format digitz }"#), ["unknown-formatter@2"]),
    Case("unknown-formatter near miss", form(#"field a: text { label "A"; format digits }"#)),
    // formatter-cycle
    Case("formatter-cycle: self", form(#"field a: text { label "A"; format f }"#) + "formatter f = f | digits\n", ["formatter-cycle@4"]),
    Case("formatter-cycle: three", form(#"field a: text { label "A"; format f }"#) + "formatter f = g\nformatter g = h\nformatter h = f\n", ["formatter-cycle@4"]),
    Case("formatter-cycle near miss: chain of aliases", form(#"field a: text { label "A"; format f }"#) + "formatter f = g | limit(3)\nformatter g = h\nformatter h = digits\n"),
    // formatter-type-mismatch
    Case("formatter-type-mismatch: number on text", form(#"field a: text { label "A"; format number }"#), ["formatter-type-mismatch@2"]),
    Case("formatter-type-mismatch: format on bool", form(#"field a: bool { label "A"; format trim }"#), ["formatter-type-mismatch@2"]),
    Case("formatter-type-mismatch: alias of mask on int", form(#"field a: int { label "A"; format m }"#) + "formatter m = mask(\"###\")\n", ["formatter-type-mismatch@2"]),
    Case("formatter-type-mismatch: mixed alias", form(#"field a: text { label "A" }"#) + "formatter m = digits | number\n", ["unused-formatter@4", "formatter-type-mismatch@4"]),
    Case("formatter-type-mismatch near miss", form(#"field a: decimal { label "A"; format decimal(scale: 2) }"#, #"field b: int { label "B"; format number(signed: false) }"#)),
    // invalid-formatter-argument
    Case("invalid-formatter-argument: limit(0)", form(#"field a: text { label "A"; format limit(0) }"#), ["invalid-formatter-argument@2"]),
    Case("invalid-formatter-argument: unknown label", form(#"field a: int { label "A"; format number(groups: false) }"#), ["invalid-formatter-argument@2"]),
    Case("invalid-formatter-argument: reversed range", form(#"field a: text { label "A"; format allow("z-a") }"#), ["invalid-formatter-argument@2"]),
    Case("invalid-formatter-argument: alias with arguments", form(#"field a: text { label "A"; format f(1) }"#) + "formatter f = digits\n", ["invalid-formatter-argument@2"]),
    Case("invalid-formatter-argument near miss", form(#"field a: text { label "A"; format allow("a-z0-9_") | limit(1) }"#)),
    // invalid-mask
    Case("invalid-mask: no slot", form(#"field a: text { label "A"; format mask("()") }"#), ["invalid-mask@2"]),
    Case("invalid-mask: trailing backslash", form(####"field a: text { label "A"; format mask("##\\") }"####), ["invalid-mask@2"]),
    Case("invalid-mask near miss: escaped slot", form(####"field a: text { label "A"; format mask("\\###") }"####)),
    // contradictory-formatters
    Case("contradictory-formatters: digits | letters", form(#"field a: text { label "A"; format digits | letters }"#), ["contradictory-formatters@2"]),
    Case("contradictory-formatters: mask | letters", form(####"field a: text { label "A"; format mask("###") | letters }"####), ["contradictory-formatters@2"]),
    Case("contradictory-formatters: allow sets", form(#"field a: text { label "A"; format allow("a-f") | allow("x-z") }"#), ["contradictory-formatters@2"]),
    Case("contradictory-formatters near miss: overlapping sets", form(#"field a: text { label "A"; format allow("a-f") | allow("d-z") }"#)),
    Case("contradictory-formatters near miss: digits before a mask", form(#"field a: text { label "A"; format digits | mask("+7-###") }"#)),
    // unknown-name
    Case("unknown-name", form(#"field a: text { label "A"; error "x" when lenght < 3 }"#), ["unknown-name@2"]),
    Case("unknown-name: count of nothing", form(#"field a: text { label "A"; error "x" when count(rows) < 3 }"#), ["unknown-name@2"]),
    Case("unknown-name near miss: other field", form(#"field a: text { label "A"; error "x" when b == "y" }"#, #"field b: text { label "B" }"#)),
    // type-mismatch
    Case("type-mismatch: text < text", form(#"field a: text { label "A"; error "x" when value < "b" }"#), ["type-mismatch@2"]),
    Case("type-mismatch: list as value", form(#"field a: int { label "A"; error "x" when value > rows }"#, #"list rows: text { label "R" }"#), ["type-mismatch@2"]),
    Case("type-mismatch: condition not bool", form(#"field a: int { label "A"; error "x" when value + 1 }"#), ["type-mismatch@2"]),
    Case("type-mismatch: matches on int", form(#"field a: int { label "A"; error "x" when value matches /1+/ }"#), ["type-mismatch@2"]),
    Case("type-mismatch: count of a field", form(#"field a: int { label "A"; error "x" when count(a) > 1 }"#), ["type-mismatch@2"]),
    Case("type-mismatch near miss: int with decimal", form(#"field a: int { label "A"; error "x" when value + 0.5 > b - 1 }"#, #"field b: decimal { label "B" }"#)),
    Case("type-mismatch near miss: count and in", form(#"field a: int? { label "A"; error "x" when !(value in 1...count(rows)) || a == 3 }"#, #"list rows: text { label "R" }"#)),
    // invalid-regex
    Case("invalid-regex", form(#"field a: text { label "A"; error "x" when value matches /a{2,1}/ }"#), ["invalid-regex@2"]),
    Case("invalid-regex near miss", form(#"field a: text { label "A"; error "x" when !(value matches /[a-z]{2,8}\/x/) }"#)),
    // unknown-locale
    Case("unknown-locale", "form F {\n locale \"fr_XX\"\n field a: text { label \"A\" }\n}", ["unknown-locale@2"]),
    Case("unknown-locale: base", "locale \"my\" {\n base \"de_ZZ\"\n}\nform F { field a: text { label \"A\" } }", ["unknown-locale@2"]),
    Case("unknown-locale near miss: custom block", "locale \"my\" {\n base \"de_CH\"\n decimal \",\"\n}\nform F {\n locale \"my\"\n field a: decimal { label \"A\" }\n}"),
    Case("unknown-locale near miss: dash and case", "form F {\n locale \"fr-fr\"\n field a: text { label \"A\" }\n}"),
    Case("unknown-locale: a form using a broken block reports nothing more", "locale \"my\" {\n base \"de_ZZ\"\n}\nform F {\n locale \"my\"\n field a: text { label \"A\" }\n}", ["unknown-locale@2"]),
    // unknown-language (LANGUAGE.md §21)
    Case("unknown-language: an English name", "form F {\n language \"German\"\n field a: text { label \"A\" }\n}", ["unknown-language@2"]),
    Case("unknown-language: no such language", "form F {\n language \"xq\"\n field a: text { label \"A\" }\n}", ["unknown-language@2"]),
    Case("unknown-language: malformed", "form F {\n language \"de--CH\"\n field a: text { label \"A\" }\n}", ["unknown-language@2"]),
    Case("unknown-language: empty", "form F {\n language \"\"\n field a: text { label \"A\" }\n}", ["unknown-language@2"]),
    Case("unknown-language near miss: codes with script and region", "form F {\n language \"zh-Hans-CN\"\n field a: text { label \"A\" }\n}\nform G {\n language \"pt_BR\"\n field a: text { label \"A\" }\n}\nform H {\n language \"de-CH\"\n field a: text { label \"A\" }\n}"),
    Case("unknown-language near miss: a language formc does not ship is known (its texts are missing)",
         "form F {\n language \"gsw\"\n field a: text { label \"A\" }\n}", ["missing-translation@2"]),
    Case("duplicate-attribute: language twice", "form F {\n language \"de\"\n language \"fr\"\n field a: text { label \"A\" }\n}", ["duplicate-attribute@3"]),
    // language-from-locale (LANGUAGE.md §21)
    Case("language-from-locale: English texts translated into the locale's language",
         "form F {\n locale \"ru_RU\"\n field a: text { label \"Name\" }\n}\ntranslations \"ru\" {\n \"Name\" = \"Имя\"\n}\n", ["language-from-locale@2"]),
    Case("language-from-locale near miss: the language said",
         "form F {\n locale \"ru_RU\"\n language \"en\"\n field a: text { label \"Name\" }\n}\ntranslations \"ru\" {\n \"Name\" = \"Имя\"\n}\n"),
    Case("language-from-locale near miss: a block in another language",
         "form F {\n locale \"de_CH\"\n field a: text { label \"Name\" }\n}\ntranslations \"fr\" {\n \"Name\" = \"Nom\"\n}\n"),
    // A block in the form's own language needs no entry for the form's texts.
    Case("missing-translation near miss: a block in the spec's own language overrides built-in texts only",
         "form F {\n language \"de\"\n field a: text { label \"Name\"; required }\n}\ntranslations \"de\" {\n \"{label} is required\" = \"Bitte {label} angeben\"\n}\n"),
    Case("missing-translation: a language formc does not ship, without a block",
         "form F {\n language \"nl\"\n field a: text { label \"Naam\"; required }\n}\n", ["missing-translation@2"]),
    Case("missing-translation near miss: a language formc does not ship, with its block",
         "form F {\n language \"nl\"\n field a: text { label \"Naam\"; required }\n}\ntranslations \"nl\" {\n \"{label} is required\" = \"{label} is verplicht\"\n \"Submit\" = \"Versturen\"\n}\n"),
    Case("missing-translation: a block in a regional variant of the spec's language translates every text",
         "form F {\n language \"de\"\n field a: text { label \"Strasse\"; placeholder \"Hauptstrasse 1\" }\n}\ntranslations \"de-CH\" {\n \"Strasse\" = \"Strasse\"\n}\n", ["missing-translation@5"]),
    Case("unknown-locale: a block without base or separators", "locale \"qq_QQ\" {\n decimal \",\"\n}\nform F { field a: text { label \"A\" } }", ["unknown-locale@1"]),
    Case("syntax errors in a condition cause no follow-on errors", form(#"field a: text { label "A"; error "x" when value == ) }"#, #"field b: int { label "B"; error "y" when (value + ) > 2 }"#), ["unexpected-token@2", "unexpected-token@3"]),
    // ambiguous-separators
    Case("ambiguous-separators", "locale \"de_CH\" {\n decimal \"’\"\n}\nform F { field a: text { label \"A\" } }", ["ambiguous-separators@2"]),
    Case("ambiguous-separators near miss", "locale \"de_CH\" {\n decimal \",\"\n grouping \".\"\n}\nform F { field a: text { label \"A\" } }"),
    // unexpected-token (bad locale values)
    Case("unexpected-token: group size 0", "locale \"x_Y\" {\n base \"en_US\"\n groupSizes 0\n}\nform F { field a: text { label \"A\" } }", ["unexpected-token@3"]),
    Case("unexpected-token near miss: Indian grouping", "locale \"x_Y\" {\n base \"en_US\"\n groupSizes 3, 2\n minimumGroupingDigits 2\n}\nform F { field a: text { label \"A\" } }"),
    // int-overflow
    Case("int-overflow: maxDigits", form(#"field a: int { label "A"; format number(maxDigits: 40) }"#), ["int-overflow@2"]),
    Case("int-overflow: literal", form(#"field a: int { label "A"; error "x" when value > 99999999999999999999 }"#), ["int-overflow@2"]),
    Case("int-overflow near miss", form(#"field a: int { label "A"; error "x" when value > 999999999999999999 }"#)),
    Case("int-overflow: decimal literal of 39 digits", form(#"field a: decimal { label "A"; error "x" when value > 1.23456789012345678901234567890123456789 }"#), ["int-overflow@2"]),
    Case("invalid-default: decimal default of 39 digits", form(#"field a: decimal { label "A"; default 123456789012345678901234567890123456789 }"#), ["invalid-default@2"]),
    Case("int-overflow near miss: 38 digits and trailing zeros", form(#"field a: decimal { label "A"; error "x" when value > 0.12345678901234567890123456789012345678000 || value > 100000000000000000000000000000000000000000.0 }"#)),
    // optional-bool
    Case("optional-bool", form(#"field a: bool? { label "A" }"#), ["optional-bool@2"]),
    Case("optional-bool: list", form(#"list a: bool? { label "A" }"#), ["optional-bool@2"]),
    Case("optional-bool near miss", form(#"field a: bool { label "A" }"#, #"field b: int? { label "B" }"#)),
    // invalid-default
    Case("invalid-default: wrong type", form(#"field a: int { label "A"; default "3" }"#), ["invalid-default@2"]),
    Case("invalid-default: does not survive", form(#"field a: text { label "A"; format lowercase; default "ABC" }"#), ["invalid-default@2"]),
    Case("invalid-default: beyond limit", form(#"field a: text { label "A"; format limit(2); default "abc" }"#), ["invalid-default@2"]),
    Case("invalid-default: negative unsigned", form(#"field a: int { label "A"; format number(signed: false); default -3 }"#), ["invalid-default@2"]),
    Case("invalid-default: scale", form(#"field a: decimal { label "A"; format decimal(scale: 1); default 1.25 }"#), ["invalid-default@2"]),
    Case("invalid-default near miss", form(#"field a: decimal { label "A"; format decimal(scale: 2); default 1.5 }"#, #"field b: text { label "B"; format mask("+7-###", raw: true); default "123" }"#, #"field c: int { label "C"; format number; default -12345 }"#, #"field d: bool { label "D"; default true }"#)),
    Case("invalid-default near miss: German decimal", "form F {\n locale \"de_DE\"\n field a: decimal { label \"A\"; default 1234.5 }\n}"),
    // invalid-list-bounds
    Case("invalid-list-bounds: min > max", form(#"list a: text { label "A"; min 3; max 2 }"#), ["invalid-list-bounds@2"]),
    Case("invalid-list-bounds: max 0", form(#"list a: text { label "A"; max 0 }"#), ["invalid-list-bounds@2"]),
    Case("invalid-list-bounds near miss", form(#"list a: text { label "A"; min 0; max 1 }"#)),
    // unused-formatter
    Case("unused-formatter near miss: a misspelt use is unknown-formatter only", form(#"field a: text { label "A"; format phoneRu }"#) + "formatter phoneRU = digits\n", ["unknown-formatter@2"]),
    Case("keyboard-mismatch: checked even when an int chain fails", form(#"field a: int { label "A"; format digits; keyboard url }"#), ["formatter-type-mismatch@2", "keyboard-mismatch@2"]),
    Case("unused-formatter", form(#"field a: text { label "A" }"#) + "formatter f = digits\n", ["unused-formatter@4"]),
    Case("unused-formatter near miss: used through another", form(#"field a: text { label "A"; format g }"#) + "formatter f = digits\nformatter g = f | limit(3)\n"),
    // missing-label
    Case("missing-label", form("list a: text { placeholder \"x\" }"), ["missing-label@2"]),
    Case("missing-label near miss", form(#"field a: text { label "" }"#)),
    // redundant-formatter
    Case("redundant-formatter: limit after mask", form(####"field a: text { label "A"; format mask("##-##") | limit(5) }"####), ["redundant-formatter@2"]),
    Case("redundant-formatter: duplicate", form(#"field a: text { label "A"; format trim | trim }"#), ["redundant-formatter@2"]),
    Case("redundant-formatter near miss: limit shorter than mask", form(####"field a: text { label "A"; format mask("##-##") | limit(4) }"####)),
    // constant-condition
    Case("constant-condition", form(#"field a: text { label "A"; error "x" when 1 < 2 }"#), ["constant-condition@2"]),
    Case("constant-condition: enabled when true", form(#"field a: text { label "A"; enabled when true }"#), ["constant-condition@2"]),
    Case("constant-condition near miss", form(#"field a: text { label "A"; enabled when length(b) > 0 }"#, #"field b: text { label "B" }"#)),
    // Issue 23 item 10: `today` and `thisMonth` change with the date.
    Case("constant-condition near miss: reads only today or thisMonth", form(
        #"field a: text { label "A"; visible when today >= date(2027, 1, 1); error "x" when thisMonth == month(2030, 12) }"#,
        #"field b: text { label "B"; enabled when years(date(2000, 1, 1), today) > 30; required when days(today, date(2030, 1, 1)) < 0 }"#
    )),
    Case("constant-condition: dates without today", form(#"field a: text { label "A"; visible when date(2027, 1, 1) > date(2026, 1, 1) }"#), ["constant-condition@2"]),
    // missing-translation and unused-translation
    Case("missing-translation", form(#"field a: text { label "Name"; placeholder "Ann" }"#) + "translations \"ru\" {\n \"Name\" = \"Имя\"\n}\n", ["missing-translation@4"]),
    Case("unused-translation", form(#"field a: text { label "Name" }"#) + "translations \"ru\" {\n \"Name\" = \"Имя\"\n \"Nmae\" = \"x\"\n}\n", ["unused-translation@6"]),
    Case("translations near miss", "form F {\n title \"T\"\n submit \"Go\"\n field a: text { label \"Name\"; required \"Need\"; error \"Bad\" when length > 3 }\n}\ntranslations \"ru\" {\n \"T\" = \"Т\"; \"Go\" = \"Вперёд\"; \"Name\" = \"Имя\"; \"Need\" = \"Нужно\"; \"Bad\" = \"Плохо\"\n}\n"),
    // invalid-ignore (issue 10, item 20)
    Case("invalid-ignore: misspelt id", form("// formc:ignore missing-lable", "field a: text"), ["invalid-ignore@2", "missing-label@3"]),
    Case("invalid-ignore: an error cannot be ignored", form("// formc:ignore unknown-name, missing-label", "field a: text"), ["invalid-ignore@2", "missing-label@3"]),
    Case("invalid-ignore: no id at all", form("// formc:ignore", #"field a: text { label "A" }"#), ["invalid-ignore@2"]),
    Case("invalid-ignore near miss: known warning ids", form("// formc:ignore missing-label, constant-condition", #"field a: text { label "A" }"#)),
    // secure-mismatch (issue 23 item 11)
    Case("secure-mismatch: bool, int, decimal, date, month and a list of ints", form(
        #"field a: bool { label "A"; secure }"#, #"field b: int { label "B"; secure toggle }"#, #"field c: decimal? { label "C"; secure }"#,
        #"field d: date { label "D"; secure }"#, #"field e: month { label "E"; secure toggle }"#, #"list f: int { label "F"; secure }"#
    ), ["secure-mismatch@2", "secure-mismatch@3", "secure-mismatch@4", "secure-mismatch@5", "secure-mismatch@6", "secure-mismatch@7"]),
    Case("secure-mismatch near miss: text, optional text and a list of text", form(
        #"field a: text { label "A"; secure }"#, #"field b: text? { label "B"; secure toggle }"#, #"list c: text { label "C"; secure }"#
    )),
    // keyboard-mismatch
    Case("keyboard-mismatch: email on int", form(#"field a: int { label "A"; keyboard email }"#), ["keyboard-mismatch@2"]),
    Case("keyboard-mismatch: number with letter slots", form(#"field a: text { label "A"; keyboard number; format mask("AA-##") }"#), ["keyboard-mismatch@2"]),
    Case("keyboard-mismatch near miss", form(#"field a: text { label "A"; keyboard phone; format mask("+7-###") }"#, #"field b: decimal { label "B"; keyboard decimal }"#, #"field c: text { label "C"; keyboard email }"#)),
]

@Suite("Diagnostic cases")
struct DiagnosticCaseTests {
    @Test("each case reports exactly its diagnostics", arguments: diagnosticCases)
    func reports(_ testCase: Case) {
        let outcome = Harness.run(testCase.spec)
        #expect(outcome.all == testCase.expected, "\(outcome.diagnostics.map { "\($0.id.rawValue)@\($0.range.start.line): \($0.message)" })")
    }
}
