import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen
@_spi(Generated) @testable import FormRuntime

/// The schema table generated code embeds (`SchemaTableWriter`) reads back
/// (`FormSchema(table:)`) as the very schema it was written from.
@Suite struct SchemaTableTests {
    /// The table as the runtime sees it: the lines joined by line feeds, as
    /// the multi-line literal's value is.
    static func roundTrip(_ schema: FormSchema) -> FormSchema {
        FormSchema(table: SchemaTableWriter.lines(schema).joined(separator: "\n"))
    }

    /// Every form of the repository's specs, the adversarial spec and the
    /// shared conformance specs that check without errors.
    @Test func everyCheckedSchemaReadsBackEqual() throws {
        var forms = 0
        for url in FormatKeepsMeaningTests.specFiles where url.pathExtension == "form" {
            let source = SourceFile(path: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
            let (syntax, parseDiagnostics) = Parser.parse(source)
            let (checked, checkDiagnostics) = Checker.check(syntax)
            guard !(parseDiagnostics + checkDiagnostics).contains(where: { $0.severity == .error }) else { continue }
            for form in checked.forms {
                forms += 1
                #expect(Self.roundTrip(form.schema) == form.schema, "\(url.lastPathComponent): \(form.name)")
            }
        }
        #expect(forms >= 7)
    }

    /// Strings that could break a line-based format or a multi-line Swift
    /// literal, in every property, and every property away from its default.
    static let awkward = [
        "", " ", "  leading", "trailing ", "tab\t", "back\\slash", "\\n not a newline", "line\nfeed", "cr\r\nlf",
        "\"\"\" quotes", "\u{2028}separator", "e\u{301}", " \u{301}combining after a space", "#\"raw\"#", "\\(interpolation)",
        "\u{202E}bidi", "\u{1B}[31mESC", "nul\0", "format trim", "field x text",
    ]

    @Test(arguments: awkward)
    func everyPropertyReadsBackEqual(text: String) {
        let schema = FormSchema(
            name: "Awkward",
            title: text,
            submitLabel: text,
            locale: LocaleRules(identifier: "x_\(text)", decimalSeparator: text, groupingSeparator: text,
                                primaryGroupSize: 2, secondaryGroupSize: 4, minimumGroupingDigits: 2, minusSign: text),
            language: "de-" + text,
            fields: [
                FieldSchema(
                    name: "a", type: FieldTypeRef(.text, isOptional: true), label: text, placeholder: text, caption: text,
                    formatters: [.digits, .letters, .alphanumeric, .lowercase, .uppercase, .trim, .limit(7),
                                 .allow(checked: "a-z"), .deny(checked: "0-9 "), .mask(checked: "+7 (###) ###", raw: false),
                                 .mask(checked: "##-##", raw: true)],
                    secure: .toggle, keyboard: .email, requiredMessage: text, isDisabled: true, defaultValue: .text(text),
                    sectionIndex: 1, hasVisibilityCondition: true
                ),
                FieldSchema(name: "b", kind: .list, type: FieldTypeRef(.int), formatters: [.number(NumberOptions(grouping: false, signed: false, maxDigits: 9))],
                            listMinimum: 2, listMaximum: 5, defaultValue: .int(-42)),
                FieldSchema(name: "c", type: FieldTypeRef(.decimal), formatters: [
                    .decimal(DecimalOptions(scale: 2, grouping: false, signed: true, maxDigits: 12, padFraction: true)),
                    .decimal(DecimalOptions()),
                ], defaultValue: .decimal(Decimal(string: "-12345678901234567890.123456789", locale: nil) ?? 0)),
                FieldSchema(name: "d", type: FieldTypeRef(.bool), defaultValue: .bool(true)),
                FieldSchema(name: "e", type: FieldTypeRef(.text), defaultValue: FieldValue.none,
                            options: [ChoiceOption(id: "one", label: text), ChoiceOption(id: "two", label: "Two")], allowsMultiple: true),
                FieldSchema(name: "f", type: FieldTypeRef(.text), defaultValue: .choices(["one", "two"]),
                            options: [ChoiceOption(id: "one", label: "One")]),
                FieldSchema(name: "g", type: FieldTypeRef(.text), defaultValue: .choice("one")),
                FieldSchema(name: "h", type: FieldTypeRef(.text), isRequired: true),
            ],
            translations: ["ru": [text: text + "!", "Submit": "Отправить"], "de": ["x": text]],
            sections: [SectionSchema(title: text), SectionSchema(title: "Two", caption: text, hasVisibilityCondition: true)]
        )
        #expect(Self.roundTrip(schema) == schema)
    }

    /// A field's keyboard is written only when it is not the one its type
    /// implies (`number` for an int, `decimal` for a decimal, else the
    /// default one), and every keyboard on every type reads back as it was.
    @Test func onlyAKeyboardOtherThanTheTypesIsWritten() {
        for type in FieldType.allCases {
            for keyboard in KeyboardKind.allCases {
                var field = FieldSchema(name: "a", type: FieldTypeRef(type))
                field.keyboard = keyboard
                let schema = FormSchema(name: "K", fields: [field])
                let lines = SchemaTableWriter.lines(schema)
                #expect(lines.contains("  keyboard \(keyboard.rawValue)") == (keyboard != .implied(by: type)), "\(type) \(keyboard)")
                #expect(Self.roundTrip(schema) == schema, "\(type) \(keyboard)")
            }
        }
        #expect(KeyboardKind.implied(by: .int) == .number && KeyboardKind.implied(by: .decimal) == .decimal)
    }

    /// A table line never holds a raw line feed, and a value's escapes are
    /// undone exactly (a backslash before another character stays).
    @Test func escapesAreUndoneExactly() {
        #expect(SchemaTableWriter.escape("a\\b\nc") == "a\\\\b\\nc")
        #expect(FormSchemaTable.unescape("a\\\\b\\nc") == "a\\b\nc")
        #expect(FormSchemaTable.unescape("\\t\\") == "\\t\\")
        for text in Self.awkward {
            #expect(!SchemaTableWriter.escape(text).utf8.contains(0x0A))
            #expect(FormSchemaTable.unescape(Substring(SchemaTableWriter.escape(text))) == text)
        }
    }

    /// A hand-edited table is read as far as it makes sense, never trapping.
    @Test func damagedTablesAreReadWithoutTrapping() {
        let damaged = [
            "", "\n\n", "label before any field", "field", "field x", "field x nosuchtype", "list y int?\n min nope\n max",
            "form F\nlocale.groups 1 2\nsection.caption no section\ntarget no source\nsource s", "form \\", "default",
            "field z int\n  default decimal x\n  default int 1.5\n  format limit\n  format number maxDigits=x\n  format unknown",
            "field z text\n  option\n  inSection -1\n  secure nope\n  keyboard nope",
        ]
        for table in damaged {
            _ = FormSchema(table: table)
        }
        let schema = FormSchema(table: "form F\nfield x nosuchtype\nlabel L\nfield y int?\n  label Y\n  nonsense line")
        #expect(schema.name == "F")
        // No `keyboard` line: the keyboard an int implies.
        #expect(schema.fields == [FieldSchema(name: "y", type: FieldTypeRef(.int, isOptional: true), label: "Y", keyboard: .number)])
        var random = TableTestRandom(state: 11)
        let pieces = ["form", "field", "list", " ", "\n", "\\", "label", "x", "int?", "format", "mask", "default", "decimal", "=", "1", "locale", "target", "source"]
        for _ in 0..<2_000 {
            let table = (0..<Int.random(in: 1...30, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            _ = FormSchema(table: table)
        }
    }

    /// The generated Swift holds the table as a multi-line string literal
    /// in the private `_FormcSchemas` enum, not as initializer calls.
    @Test func generatedCodeEmbedsTheTable() throws {
        let file = try checkedFile(SourceFile(path: "t.form", bytes: Array("""
            form T {
                field a: text { label "A \\"quoted\\" "; format trim }
            }
            """.utf8)))
        let swift = GeneratedFiles.generate(file, specName: "t.form")[0].content
        #expect(swift.contains("public static let schema: FormRuntime.FormSchema = FormRuntime.FormSchema(table: _FormcSchemas.T)"))
        #expect(swift.contains("private enum _FormcSchemas {"))
        #expect(swift.contains("""
                static let T: Swift.String = \"\"\"
                    form T
                    field a text A \\"quoted\\"\\u{20}
                      format trim
                    \"\"\"
            """))
        #expect(!swift.contains("FieldSchema("))
    }
}

/// A small deterministic generator (SplitMix64) for the damaged-table test.
private struct TableTestRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
