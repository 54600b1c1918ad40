import FormDiagnostics
import Foundation
import Testing
@testable import FormSyntax

/// LANGUAGE.md §13 in the parser and the printer: choices, options,
/// `multiple`, `visible when`, `required … when`, option expressions and
/// sections.
@Suite struct ChoiceSyntaxTests {
    static let sample = """
    form Order {
        field country: choice? {
            label "Country"
            option fr "France"
            option ch "Switzerland"
            default fr
        }
        section "Extras" {
            caption "Optional"
            visible when country == .ch
            field toppings: choice {
                label "Toppings"
                multiple
                option cheese "Cheese"
                default [cheese]
                error "Too many" when count(value) > 2 || value contains .cheese
            }
            field note: text? { label "Note"; required "Say" when country != .fr }
        }
    }
    """

    @Test func parsesEveryNewConstruct() throws {
        let (syntax, diagnostics) = parse(Self.sample)
        #expect(diagnostics.isEmpty, "\(idsAndLines(diagnostics))")
        let form = try #require(syntax.forms.first)
        #expect(form.fields.map(\.name.name) == ["country", "toppings", "note"], "fields inside sections are fields of the form")
        #expect(form.sections.count == 1)
        let section = try #require(form.sections.first)
        #expect(section.title.value == "Extras")
        #expect(section.caption?.value == "Optional")
        #expect(section.visibleWhen.map(SyntaxDump.structure) == "(== $country (option ch))")
        let country = form.fields[0]
        #expect(country.type.base == .choice && country.type.isOptional)
        guard case .defaultOptions(let single) = country.attributes.last?.value else {
            Issue.record("no default option")
            return
        }
        #expect(single.options.map(\.name) == ["fr"] && !single.isBracketed)
        let toppings = form.fields[1]
        #expect(toppings.attributes.contains { $0.value == .multiple })
        guard case .defaultOptions(let list) = toppings.attributes[3].value else {
            Issue.record("no default list")
            return
        }
        #expect(list.options.map(\.name) == ["cheese"] && list.isBracketed)
        guard case .error(_, let condition, _) = toppings.attributes.last?.value else {
            Issue.record("no error attribute")
            return
        }
        #expect(SyntaxDump.structure(condition) == "(|| (> (count $value) 2) (contains value cheese))")
        guard case .required(let message, let when) = form.fields[2].attributes.last?.value else {
            Issue.record("no required attribute")
            return
        }
        #expect(message?.value == "Say")
        #expect(when.map(SyntaxDump.structure) == "(!= $country (option fr))")
    }

    @Test func exactRangesOfOptionsAndSections() throws {
        let text = "form F {\n  section \"S\" { field c: choice { label \"C\"; option a \"A\"; error \"e\" when value == .a } }\n}"
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty, "\(idsAndLines(diagnostics))")
        let section = try #require(syntax.forms.first?.sections.first)
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[section.range], as: UTF8.self).hasPrefix("section \"S\" {"))
        #expect(bytes[section.range.upperBound - 1] == UInt8(ascii: "}"))
        let field = try #require(section.fields.first)
        guard case .error(_, .binary(.equal, _, .option(let option), _), _) = field.attributes.last?.value else {
            Issue.record("no option comparison")
            return
        }
        #expect(String(decoding: bytes[option.range], as: UTF8.self) == ".a")
        #expect(String(decoding: bytes[option.name.range], as: UTF8.self) == "a")
        guard case .option(let id, let label) = field.attributes[1].value else {
            Issue.record("no option")
            return
        }
        #expect(String(decoding: bytes[id.range], as: UTF8.self) == "a")
        #expect(String(decoding: bytes[label.range], as: UTF8.self) == "\"A\"")
    }

    @Test func nestedSectionIsUnexpectedToken() {
        let (_, diagnostics) = parse("form F {\n section \"A\" {\n  section \"B\" { field b: text }\n  field a: text\n }\n}")
        #expect(idsAndLines(diagnostics) == ["unexpected-token@3"])
    }

    @Test func memberAccessHabitIsStillReported() {
        // `value.isEmpty` stays a habit; `.x` after a space is an option.
        let (_, diagnostics) = parse("form F { field a: text { error \"e\" when value.isEmpty } }")
        #expect(idsAndLines(diagnostics) == ["unexpected-token@1"])
    }

    @Test func printerKeepsTheNewConstructsAndTheirComments() {
        let source = """
        form A {
            // before the section
            section "S" { // after the brace
                caption "C" // after the caption
                visible when !b
                /// The choice.
                field c: choice { label "C"; option x "X" /* inline */; multiple; default [x] }
            } // after the section
            field b: bool { label "B"; required "R" when c contains .x; visible when c contains .x }
        }
        """
        let formatted = Printer.format(parse(source).0)
        #expect(formatted == """
        form A {
            // before the section
            section "S" { // after the brace
                caption "C" // after the caption
                visible when !b
                /// The choice.
                field c: choice {
                    label "C"
                    option x "X" /* inline */
                    multiple
                    default [x]
                }
            } // after the section
            field b: bool {
                label "B"
                required "R" when c contains .x
                visible when c contains .x
            }
        }

        """)
        let (original, _) = parse(source)
        let (reparsed, diagnostics) = parse(formatted)
        #expect(diagnostics.isEmpty)
        #expect(SyntaxDump.dump(reparsed) == SyntaxDump.dump(original))
        #expect(Printer.format(reparsed) == formatted)
    }
}
