import FormChecker
import FormDiagnostics
import FormRuntime
import FormSyntax
import Testing

/// A custom `locale "x" { … }` block and the date order of §14: a block
/// inherits its base's (or the overridden locale's) CLDR date pattern, sets
/// its own with `datePattern "…"` (checked as `format date("…")` is), and a
/// block built from nothing uses ISO 8601's order.
@Suite struct CustomLocaleDateTests {
    static func rules(_ block: String, name: String = "x_Y") -> (LocaleRules?, [String]) {
        let outcome = Harness.run(block + "\nform F {\n    locale \"\(name)\"\n    field d: date { label \"D\" }\n}\n")
        return (outcome.model.forms.first?.locale, outcome.all)
    }

    @Test func aBlockInheritsItsBasesDatePattern() {
        let (rules, problems) = Self.rules("locale \"x_Y\" {\n    base \"de_DE\"\n    grouping \"'\"\n}")
        #expect(problems.isEmpty)
        #expect(rules?.datePattern == "DD.MM.YYYY")
        #expect(rules?.datePattern == LocaleTable.rules(for: "de_DE")?.datePattern)
        let (override, _) = Self.rules("locale \"sv_SE\" {\n    minus \"-\"\n}", name: "sv_SE")
        #expect(override?.datePattern == "YYYY-MM-DD", "an override keeps the known locale's order")
    }

    @Test func datePatternSetsTheOrder() {
        let (rules, problems) = Self.rules("locale \"x_Y\" {\n    base \"en_US\"\n    datePattern \"DD/MM/YYYY\"\n}")
        #expect(problems.isEmpty)
        #expect(rules?.datePattern == "DD/MM/YYYY")
        let chain = FormatterChain(formatters: [], locale: rules ?? .enUS)
        #expect(chain.datePattern(for: .date).source == "DD/MM/YYYY")
    }

    @Test func aBlockFromNothingUsesISOOrder() {
        let (rules, problems) = Self.rules("locale \"x_Y\" {\n    decimal \",\"\n    grouping \" \"\n}")
        #expect(problems.isEmpty)
        #expect(rules?.datePattern == "YYYY-MM-DD")
    }

    @Test func aBadPatternIsReportedAtTheValue() {
        let outcome = Harness.run("locale \"x_Y\" {\n    base \"de_DE\"\n    datePattern \"DD.MM\"\n}\nform F {\n    locale \"x_Y\"\n    field d: date { label \"D\" }\n}\n")
        #expect(outcome.all == ["unexpected-token@3"])
        #expect(outcome.diagnostics.first?.message == "invalid date pattern \"DD.MM\": the pattern has no YYYY field")
        #expect(outcome.diagnostics.first?.range.start.column == 17)
        for bad in ["DDD.MM.YYYY", "DD.DD.YYYY", "MM/YYYY", ""] {
            let ids = Harness.ids("locale \"x_Y\" {\n    base \"de_DE\"\n    datePattern \"\(bad)\"\n}\n")
            #expect(ids == ["unexpected-token"], "\(bad): \(ids)")
        }
        #expect(Harness.ids("locale \"x_Y\" {\n    base \"de_DE\"\n    datePattern \"D.M.Y\"\n    datePattern \"DD.MM.YYYY\"\n}\n").contains("duplicate-attribute"))
    }

    @Test func formatKeepsTheRule() {
        let text = "locale \"x_Y\" {\n    base \"de_DE\"\n    // ISO for this shop\n    datePattern \"YYYY-MM-DD\"\n}\n"
        let (syntax, diagnostics) = Parser.parse(SourceFile(path: "x.form", text: text))
        #expect(diagnostics.isEmpty)
        #expect(Printer.format(syntax) == text)
    }
}
