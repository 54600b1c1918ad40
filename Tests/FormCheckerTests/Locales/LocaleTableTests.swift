import Foundation
import FormRuntime
import Testing
@testable import FormChecker

@Suite("Locale table")
struct LocaleTableTests {
    @Test("the table has at least 100 locales, sorted, unique and canonical")
    func tableSize() {
        let identifiers = LocaleTable.identifiers
        #expect(identifiers.count >= 100)
        #expect(identifiers == identifiers.sorted())
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers {
            #expect(LocaleTable.rules(for: identifier)?.identifier == identifier)
        }
        #expect(LocaleTable.cldrVersion == "47")
    }

    @Test("every generated row decodes")
    func rowsDecode() {
        #expect(CLDRLocaleRow.all.count == CLDRLocaleTable.rows.count)
        #expect(LocaleTable.identifiers.count == CLDRLocaleTable.rows.count)
        #expect(CLDRLocaleRow("fr_FR|,|\u{202F}|3|3|1|-|DD/MM/YYYY")?.grouping == "\u{202F}")
        #expect(CLDRLocaleRow("fr_FR|,|\u{202F}|3|3|1|-|DD/MM/YYYY")?.datePattern == "DD/MM/YYYY")
        #expect(CLDRLocaleRow("fr_FR|,|\u{202F}|3|3|1|-") == nil)
        #expect(CLDRLocaleRow("fr_FR|,|\u{202F}|3|3|1|-|") == nil)
        #expect(CLDRLocaleRow("fr_FR|,|\u{202F}|3|x|1|-|DD/MM/YYYY") == nil)
        #expect(CLDRLocaleRow("fr_FR|,||3|3|1|-|DD/MM/YYYY") == nil)
    }

    @Test("every entry is usable: distinct separators, positive sizes, no bidi marks")
    func entriesAreWellFormed() {
        let bidiMarks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]
        for identifier in LocaleTable.identifiers {
            guard let rules = LocaleTable.rules(for: identifier) else {
                Issue.record("\(identifier) does not resolve")
                continue
            }
            #expect(!rules.decimalSeparator.isEmpty && !rules.groupingSeparator.isEmpty, "\(identifier)")
            #expect(rules.decimalSeparator != rules.groupingSeparator, "\(identifier)")
            #expect(rules.primaryGroupSize > 0 && rules.secondaryGroupSize > 0, "\(identifier)")
            #expect((1...3).contains(rules.minimumGroupingDigits), "\(identifier)")
            let symbols = rules.decimalSeparator + rules.groupingSeparator + rules.minusSign
            #expect(!symbols.unicodeScalars.contains(where: bidiMarks.contains), "\(identifier)")
        }
    }

    @Test("every locale of the formatter conformance vectors resolves")
    func conformanceLocalesResolve() throws {
        let vectors = try ConformanceVectors.load() + ConformanceVectors.load(ConformanceVectors.precisionsURL)
        let locales = Set(vectors.map(\.locale))
        #expect(!locales.isEmpty)
        for locale in locales.sorted() {
            #expect(LocaleTable.rules(for: locale)?.identifier == locale, "\(locale)")
        }
    }

    @Test("the table reproduces the separators of the conformance `number` vectors")
    func conformanceNumberSeparators() throws {
        // Typed digits shown as they were typed, only grouped: the other rows
        // test clamping and leading zeros, which are not the table's concern.
        let vectors = try ConformanceVectors.load().filter {
            $0.chain == "number" && $0.fieldType == "int" && $0.keys.allSatisfy(\.isASCIIDigit)
                && String($0.display.filter(\.isASCIIDigit)) == $0.keys
        }
        #expect(vectors.count >= 4)
        for vector in vectors {
            guard let rules = LocaleTable.rules(for: vector.locale) else {
                Issue.record("\(vector.locale) does not resolve")
                continue
            }
            let display = vector.display.replacingOccurrences(of: "|", with: "")
            #expect(group(vector.keys, with: rules) == display, "\(vector.locale) \(vector.keys)")
        }
    }

    @Test("spot checks against CLDR 47")
    func spotChecks() throws {
        let fr = try #require(LocaleTable.rules(for: "fr_FR"))
        #expect(fr.groupingSeparator == "\u{202F}")
        #expect(fr.decimalSeparator == ",")

        let deCH = try #require(LocaleTable.rules(for: "de_CH"))
        #expect(deCH.groupingSeparator == "\u{2019}")
        #expect(deCH.decimalSeparator == ".")

        let ru = try #require(LocaleTable.rules(for: "ru_RU"))
        #expect(ru.groupingSeparator == "\u{00A0}")

        let hi = try #require(LocaleTable.rules(for: "hi_IN"))
        #expect(hi.primaryGroupSize == 3)
        #expect(hi.secondaryGroupSize == 2)

        #expect(LocaleTable.rules(for: "pl_PL")?.minimumGroupingDigits == 2)
        #expect(LocaleTable.rules(for: "es_ES")?.minimumGroupingDigits == 2)
        #expect(LocaleTable.rules(for: "en_US")?.minimumGroupingDigits == 1)
        #expect(LocaleTable.rules(for: "en_US") == LocaleRules.enUS)

        // Latin-digit symbols, minus sign without its U+200E mark.
        let ar = try #require(LocaleTable.rules(for: "ar_EG"))
        #expect(ar.decimalSeparator == ".")
        #expect(ar.groupingSeparator == ",")
        #expect(ar.minusSign == "-")

        #expect(LocaleTable.rules(for: "sv_SE")?.minusSign == "\u{2212}")
        #expect(LocaleTable.rules(for: "tr_TR")?.languageCode == "tr")
    }

    @Test("lookups accept hyphens and any letter case and return the canonical identifier")
    func lookupNormalisation() {
        #expect(LocaleTable.rules(for: "fr-FR")?.identifier == "fr_FR")
        #expect(LocaleTable.rules(for: "fr_fr")?.identifier == "fr_FR")
        #expect(LocaleTable.rules(for: "FR-fr")?.identifier == "fr_FR")
        #expect(LocaleTable.rules(for: "zh-hans-cn")?.identifier == "zh_Hans_CN")
        #expect(LocaleTable.rules(for: "xx_YY") == nil)
        #expect(LocaleTable.rules(for: "") == nil)
        #expect(LocaleTable.rules(for: "fr") == nil)
        #expect(LocaleTable.rules(for: " fr_FR") == nil)
    }

    @Test("suggestions prefer CLDR aliases and locales of the same language",
          arguments: [
              ("en_UK", "en_GB"),
              ("fr_FX", "fr_FR"),
              ("iw_IL", "he_IL"),
              ("zh_CN", "zh_Hans_CN"),
              ("zh-TW", "zh_Hant_TW"),
              ("sr_RS", "sr_Cyrl_RS"),
              ("sr_Latn", "sr_Latn_RS"),
              ("zh_Hant", "zh_Hant_TW"),
              ("sh_RS", "sr_Latn_RS"),
              ("no_NO", "nb_NO"),
              ("jp_JP", "ja_JP"),
              ("fr", "fr_FR"),
              ("en_XX", "en_US"),
              ("de_DEE", "de_DE"),
              ("frr_FR", "fr_FR"),
              ("eng_US", "en_US"),
              ("fr-fr", "fr_FR"),
          ])
    func suggestions(input: String, expected: String) {
        #expect(LocaleTable.suggestion(for: input) == expected)
    }

    @Test("no suggestion for identifiers nothing is close to",
          arguments: ["xx_YY", "", "klingon", "qq", String(repeating: "a", count: 500)])
    func noSuggestion(input: String) {
        #expect(LocaleTable.suggestion(for: input) == nil)
    }

    @Test("a suggestion, when given, is always a known identifier")
    func suggestionsAreKnown() {
        for input in ["en_UK", "fr_FX", "es_XX", "pt", "no_NO", "fe_FR", "ar_ZZ"] {
            if let suggestion = LocaleTable.suggestion(for: input) {
                #expect(LocaleTable.identifiers.contains(suggestion), "\(input) → \(suggestion)")
            }
        }
    }

    @Test("edit distance counts insertions, deletions, substitutions and transpositions")
    func editDistance() {
        func distance(_ a: String, _ b: String) -> Int {
            LocaleSuggester.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("", "") == 0)
        #expect(distance("", "abc") == 3)
        #expect(distance("en_us", "en_us") == 0)
        #expect(distance("en_uk", "en_us") == 1)
        #expect(distance("en_uk", "en_gb") == 2)
        #expect(distance("fr_rf", "fr_fr") == 1)
        #expect(distance("frr_fr", "fr_fr") == 1)
    }

    /// `digits` grouped the way `rules` say (a test oracle, independent of FormRuntime).
    private func group(_ digits: String, with rules: LocaleRules) -> String {
        let digits = Array(digits)
        guard digits.count >= rules.primaryGroupSize + rules.minimumGroupingDigits else { return String(digits) }
        var groups: [String] = []
        var end = digits.count
        var size = rules.primaryGroupSize
        while end > size {
            groups.insert(String(digits[(end - size)..<end]), at: 0)
            end -= size
            size = rules.secondaryGroupSize
        }
        groups.insert(String(digits[..<end]), at: 0)
        return groups.joined(separator: rules.groupingSeparator)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
