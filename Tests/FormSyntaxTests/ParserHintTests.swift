import FormDiagnostics
import Testing
@testable import FormSyntax

/// Issue 10, item 17: every unknown attribute of a field is reported in one
/// run, and common habits from other languages get one targeted fix-it each.
@Suite struct ParserHintTests {
    func field(_ body: String) -> String {
        "form F {\n    field a: text {\n\(body)\n    }\n}\n"
    }

    /// The fix-it replacements of the diagnostics, in order.
    func replacements(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.flatMap { $0.fixIts.map(\.replacement) }
    }

    @Test func everyUnknownAttributeIsReported() {
        let (_, diagnostics) = parse(field("        hint \"Name\"\n        placehlder \"x\"\n        requird\n        label \"A\""))
        #expect(diagnostics.map(\.id) == [.unknownAttribute, .unknownAttribute, .unknownAttribute])
        #expect(diagnostics.map(\.range.start.line) == [3, 4, 5])
        #expect(replacements(diagnostics) == ["placeholder", "required"])
    }

    @Test func unknownAttributesSeparatedBySemicolons() {
        let (_, diagnostics) = parse("form F { field a: text { hint \"x\"; placehlder \"y\"; requird; label \"A\" } }")
        #expect(diagnostics.map(\.id) == [.unknownAttribute, .unknownAttribute, .unknownAttribute])
    }

    @Test func valueIsEmptySuggestsLength() {
        let (_, diagnostics) = parse(field("        label \"A\"\n        error \"x\" when value.isEmpty"))
        #expect(diagnostics.count == 1)
        #expect(replacements(diagnostics) == ["length == 0"])
    }

    @Test func andOrSuggestOperators() {
        let (_, diagnostics) = parse(field("        label \"A\"\n        error \"x\" when length > 1 and length < 5"))
        #expect(diagnostics.count == 1)
        #expect(replacements(diagnostics) == ["&&"])
        let (_, orDiagnostics) = parse(field("        label \"A\"\n        error \"x\" when length > 1 or length < 5"))
        #expect(replacements(orDiagnostics) == ["||"])
    }

    @Test func tildeMatchSuggestsMatches() {
        let (_, diagnostics) = parse(field("        label \"A\"\n        error \"x\" when value =~ /a+/"))
        #expect(diagnostics.count == 1)
        #expect(replacements(diagnostics) == ["matches"])
    }

    @Test func singleQuotedStringSuggestsDoubleQuotes() {
        let (syntax, diagnostics) = parse(field("        label 'Name'\n        placeholder \"x\""))
        #expect(diagnostics.count == 1)
        #expect(replacements(diagnostics) == ["\"Name\""])
        #expect(syntax.forms.first?.fields.first?.attributes.count == 2, "the string is recovered")
    }

    @Test func decimalCommaInDefaultSuggestsPoint() {
        let (_, diagnostics) = parse("form F {\n    field a: decimal {\n        label \"A\"\n        default 1,5\n    }\n}\n")
        #expect(diagnostics.count == 1)
        #expect(replacements(diagnostics) == ["1.5"])
    }
}
