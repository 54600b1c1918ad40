import FormChecker
import FormDiagnostics
import Testing

/// LANGUAGE.md §19 in the checker: built-in texts are known source strings,
/// so translating one is never unused, and formc ships them in its
/// languages, so only a block in another language is told they are missing.
@Suite struct BuiltInTranslationTests {
    let spec = """
    form F {
        field born: date { label "Born"; required }
        field city: text { label "City" }
    }
    """

    private func missing(_ outcome: Harness.Outcome) -> String {
        outcome.diagnostics.filter { $0.id == .missingTranslation }.flatMap { [$0.message] + $0.notes.map(\.message) }.joined(separator: "\n")
    }

    @Test func aShippedLanguageNeedsNoTranslationOfBuiltInTexts() {
        let outcome = Harness.run(spec + "\ntranslations \"de\" { \"Born\" = \"Geboren\" \"City\" = \"Ort\" }")
        #expect(outcome.ids.isEmpty, "\(outcome.diagnostics.map(\.message))")
    }

    @Test func overridingABuiltInTextIsNotUnused() {
        let overrides = #"translations "de" { "Born" = "Geboren" "City" = "Ort" "{label} is required" = "Bitte {label} angeben" "[show]" = "[zeigen]" "Enter a valid date" = "Kein Datum" }"#
        let outcome = Harness.run(spec + "\n" + overrides)
        #expect(outcome.ids.isEmpty, "\(outcome.diagnostics.map(\.message))")
    }

    @Test func aLanguageFormcDoesNotShipListsTheBuiltInTextsTheFormShows() {
        let outcome = Harness.run(spec + "\ntranslations \"nl\" { \"Born\" = \"Geboren\" \"City\" = \"Plaats\" }")
        #expect(outcome.ids == ["missing-translation"])
        let text = missing(outcome)
        for source in ["{label} is required", "Enter a valid date", "Submit", "DD", "YYYY"] {
            #expect(text.contains("\"\(source)\""), "\(source): \(text)")
        }
        #expect(!text.contains("[show]"), "the renderers' own texts are not listed")
    }
}

extension BuiltInTranslationTests {
    @Test func anOverrideKeepsThePlaceholdersNames() {
        let typo = #"translations "de" { "Born" = "Geboren" "City" = "Ort" "{label} is required" = "Bitte {lable} angeben" }"#
        let outcome = Harness.run(spec + "\n" + typo)
        #expect(outcome.ids == ["unused-translation"])
        #expect(outcome.diagnostics.first?.message.contains("{lable} is never filled") == true, "\(outcome.diagnostics.map(\.message))")
        let dropped = #"translations "de" { "Born" = "Geboren" "City" = "Ort" "{label} is required" = "Pflichtfeld" }"#
        #expect(Harness.run(spec + "\n" + dropped).ids.isEmpty, "leaving a placeholder out is the translator's choice")
    }
}
