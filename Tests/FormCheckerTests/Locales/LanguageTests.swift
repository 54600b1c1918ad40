import FormChecker
import FormDiagnostics
import FormRuntime
import Testing

/// `language "…"` (LANGUAGE.md §21): which identifiers name a language,
/// what the checker suggests for the others, the language a form without
/// one is written in, and how that language meets `translations` blocks.
@Suite struct LanguageTests {
    @Test func languagesAreCLDRsCodes() {
        for code in ["de", "en", "gsw", "zh", "pt", "haw"] { #expect(LanguageTable.isKnown(code), "\(code)") }
        for tag in ["de-CH", "de_CH", "pt-BR", "zh-Hant", "zh_Hant_TW", "es-419", "DE"] { #expect(LanguageTable.isKnown(tag), "\(tag)") }
        for wrong in ["", "German", "xq", "de--CH", "de-CHE", "d", "deutsch", "de-Latn-CH-x"] { #expect(!LanguageTable.isKnown(wrong), "\(wrong)") }
        #expect(LanguageTable.englishName(of: "de") == "German")
        #expect(LanguageTable.englishName(of: "gsw") == "Swiss German")
        #expect(LanguageTable.codes.count > 500)
    }

    @Test func theLikelyCodeIsSuggested() {
        #expect(LanguageTable.suggestion(for: "German") == "de")
        #expect(LanguageTable.suggestion(for: "japanese") == "ja")
        #expect(LanguageTable.suggestion(for: "iw") == "he", "a deprecated code")
        #expect(LanguageTable.suggestion(for: "deu") == "de")
        #expect(LanguageTable.suggestion(for: "de--CH") == "de")
        #expect(LanguageTable.suggestion(for: "xqxqxqxq") == nil)
    }

    @Test func unknownLanguageOffersTheCodeAsAFixIt() throws {
        let outcome = Harness.run("form F {\n    language \"German\"\n    field a: text { label \"A\" }\n}\n")
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.id == .unknownLanguage)
        #expect(diagnostic.message.contains("did you mean \"de\"?"), "\(diagnostic.message)")
        #expect(diagnostic.fixIts.map(\.replacement) == ["\"de\""])
        #expect(outcome.model.forms.first?.language == "en", "a refused language is not taken")
    }

    /// Without `language`, the language of the form's `locale`, else `en`.
    @Test func aFormIsWrittenInItsLanguageElseItsLocalesElseEnglish() {
        func language(_ attributes: String) -> String? {
            Harness.run("form F {\n\(attributes)\n    field a: text { label \"A\" }\n}\n").model.forms.first?.language
        }
        #expect(language("    language \"de-CH\"") == "de-CH")
        #expect(language("    locale \"fr_FR\"\n    language \"en\"") == "en")
        #expect(language("    locale \"de_CH\"") == "de")
        #expect(language("    locale \"zh_Hant_TW\"") == "zh-Hant")
        #expect(language("    locale \"sr-Latn-RS\"") == "sr-Latn")
        #expect(language("") == "en")
        let custom = Harness.run("locale \"shop\" {\n    base \"de_CH\"\n}\nform F {\n    locale \"shop\"\n    field a: text\n}\n")
        #expect(custom.model.forms.first?.language == "en", "a custom locale's name is no language")
        #expect(Harness.run("form F {\n    locale \"de_CH\"\n    field a: text { label \"A\" }\n}\n").model.forms.first?.schema.language == "de")
    }

    /// `language-from-locale`: English texts under a foreign locale and a
    /// block translating into that locale's language; the fix-it says
    /// `language "en"` under the `locale`, and the fixed file is clean.
    @Test func aLanguageFromTheLocaleThatTheFileTranslatesIntoIsAWarningWithAFix() throws {
        let text = "form F {\n    locale \"ru_RU\"\n    field a: text { label \"Name\" }\n}\ntranslations \"ru\" {\n    \"Name\" = \"Имя\"\n}\n"
        let outcome = Harness.run(text)
        #expect(outcome.ids == ["language-from-locale"])
        let fix = try #require(outcome.diagnostics.first?.fixIts.first)
        #expect(fix.replacement == "\n    language \"en\"")
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fix.range.bytes, with: Array(fix.replacement.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains("    locale \"ru_RU\"\n    language \"en\"\n"))
        #expect(Harness.run(fixed).ids.isEmpty)
    }

    /// A language formc does not ship its texts in needs them from the spec:
    /// the checker lists the ones the form shows, at `language`.
    @Test func aLanguageFormcDoesNotShipListsTheBuiltInTextsTheFormShows() throws {
        let outcome = Harness.run("form F {\n    language \"nl\"\n    field born: date { label \"Geboren\" }\n    field count: int { label \"Aantal\" }\n}\n")
        let warning = try #require(outcome.diagnostics.first)
        #expect(outcome.ids == ["missing-translation"])
        for text in ["{label} is required", "Enter a valid date", "DD", "YYYY", "Submit"] {
            #expect(warning.message.contains("\"\(text)\""), "\(text): \(warning.message)")
        }
        #expect(Harness.run("form F {\n    language \"de\"\n    field born: date { label \"Geboren\" }\n}\n").ids.isEmpty, "formc ships German")
    }
}
