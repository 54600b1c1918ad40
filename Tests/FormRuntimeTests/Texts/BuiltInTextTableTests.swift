import FormRuntime
import Testing

/// LANGUAGE.md §19: every shipped language has every built-in text, with
/// the same placeholders as the English source.
@Suite struct BuiltInTextTableTests {
    @Test(arguments: BuiltInLanguage.allCases)
    func everyLanguageHasEveryTextWithTheSamePlaceholders(language: BuiltInLanguage) {
        for id in BuiltInText.allCases {
            let text = id.template(in: language)
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(id)")
            #expect(BuiltInText.placeholders(in: text).sorted() == id.placeholders.sorted(), "\(language) \(id): \(text)")
            #expect(!text.contains(where: { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) }), "\(language) \(id)")
        }
    }

    @Test func sourceStringsAreUniqueAndTheEnglishTexts() {
        let sources = BuiltInText.allCases.map(\.source)
        #expect(Set(sources).count == sources.count)
        for id in BuiltInText.allCases {
            #expect(id.template(in: .en) == id.source)
            #expect(BuiltInText(source: id.source) == id)
        }
        #expect(BuiltInText(source: "Geburtsdatum") == nil)
    }

    @Test func translationsAreNotLeftInEnglish() {
        // Texts that read the same in a language (key names, `MM`) are few;
        // a language whose texts mostly equal the English ones was not translated.
        for language in BuiltInLanguage.allCases where language != .en {
            let same = BuiltInText.allCases.filter { $0.template(in: language) == $0.source }
            #expect(same.count <= 4, "\(language): \(same)")
        }
    }

    @Test func placeholdersAreFilledByName() {
        #expect(BuiltInText.required.text(in: .de, label: "Geburtsdatum") == "Geburtsdatum ist erforderlich")
        #expect(BuiltInText.required.text(in: .en, label: "Email") == "Email is required")
        #expect(BuiltInText.noOptionNumber.text(in: .en, ["number": "9", "count": "3"]) == "There is no option 9: answer 1 to 3.")
        #expect(BuiltInText.required.text(in: .en) == "{label} is required", "no argument: the placeholder stays")
        #expect(BuiltInText.fill("{a}{b} {x", ["a": "1", "b": "{a}"]) == "1{a} {x", "values are not filled again")
        #expect(BuiltInText.placeholders(in: "{label} of {} and {2} {count}") == ["label", "count"])
    }

    @Test func datePatternsUseTheLanguagesLetters() {
        func shown(_ pattern: String, _ language: BuiltInLanguage) -> String {
            BuiltInText.localizedDatePattern(pattern) { $0.text(in: language) }
        }
        #expect(shown("DD.MM.YYYY", .de) == "TT.MM.JJJJ")
        #expect(shown("DD/MM/YYYY", .fr) == "JJ/MM/AAAA")
        #expect(shown("DD/MM/YYYY", .it) == "GG/MM/AAAA")
        #expect(shown("DD.MM.YYYY", .ru) == "ДД.ММ.ГГГГ")
        #expect(shown("YYYY/MM/DD", .ja) == "年/月/日")
        #expect(shown("MM/YY", .es) == "MM/AA")
        #expect(shown("MM/DD/YYYY", .en) == "MM/DD/YYYY")
    }
}
