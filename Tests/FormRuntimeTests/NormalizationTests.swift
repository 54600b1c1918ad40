import FormTestSupport
@_spi(Generated) import FormRuntime
import Foundation
import Testing

/// LANGUAGE.md §20: a value's normalized form is what its chain makes of it
/// pasted into an empty field and committed; `isNormalized` is the rule
/// `validate(on: .submit)` applies.
@Suite struct NormalizationTests {
    @Test func textsThatNoFormatterProduces() throws {
        let long = String(repeating: "x", count: 501)
        #expect(!FormNormalization.isNormalized(long, chain(.limit(500))))
        #expect(FormNormalization.normalized(long, chain(.limit(500))) == String(repeating: "x", count: 500))
        #expect(FormNormalization.isNormalized(String(repeating: "x", count: 500), chain(.limit(500))))
        #expect(FormNormalization.normalized("12ab3", chain(.digits)) == "123")
        #expect(FormNormalization.normalized("٣٤", chain(.digits)) == "34")
        #expect(FormNormalization.normalized("  Ada ", chain(.trim, .limit(80))) == "Ada")
        #expect(FormNormalization.normalized("ADA@X.ORG", chain(.trim, .lowercase, .limit(254))) == "ada@x.org")
        #expect(FormNormalization.isNormalized("ada@x.org", chain(.trim, .lowercase, .limit(254))))
    }

    @Test func masks() throws {
        let phone = chain(try mask("+7-###-###-##-##"))
        #expect(FormNormalization.isNormalized("+7-999-123-45-67", phone))
        #expect(!FormNormalization.isNormalized("call me maybe!!!", phone))
        #expect(FormNormalization.normalized("call me maybe!!!", phone) == "")
        // A wrong literal, raw digits under a display mask, too many characters.
        #expect(FormNormalization.normalized("+7 999 123 45 67", phone) == "+7-999-123-45-67")
        #expect(!FormNormalization.isNormalized("9991234567", phone))
        #expect(FormNormalization.normalized("+7-999-123-45-678", phone) == "+7-999-123-45-67")
        // A partially filled mask is a prefix of a valid full text: accepted.
        for prefix in ["", "+", "+7", "+7-", "+7-9", "+7-999", "+7-999-", "+7-999-123-4"] {
            #expect(FormNormalization.isNormalized(prefix, phone), "\(prefix)")
        }
        #expect(FormNormalization.isNormalized("1-2", chain(try mask("#-#-#-#"))))
        #expect(!FormNormalization.isNormalized("12", chain(try mask("#-#-#-#"))))
    }

    @Test func rawMasksPlaceTheirSlotCharacters() throws {
        let raw = chain(try mask("+7-###", raw: true))
        // `7999` is what typing `+7-799-9` gives: 7 fills the first slot.
        #expect(FormNormalization.isNormalized("799", raw))
        #expect(FormNormalization.normalized("7999", raw) == "799")
        let code = chain(.uppercase, try mask("AA-####", raw: true))
        #expect(FormNormalization.isNormalized("AB1234", code))
        #expect(FormNormalization.normalized("ab1234", code) == "AB1234")
        #expect(FormNormalization.normalized("AB12345", code) == "AB1234")
    }

    @Test func numbersFollowScaleSignAndDigitsInEveryLocale() throws {
        for locale in [TestLocales.enUS, TestLocales.deDE, TestLocales.frFR, TestLocales.hiIN, TestLocales.deCH, TestLocales.ruRU] {
            let weight = chain(.decimal(DecimalOptions(scale: 1)), locale: locale)
            #expect(FormNormalization.normalized(try #require(Decimal(string: "72.55")), weight) == (try #require(Decimal(string: "72.5"))))
            #expect(!FormNormalization.isNormalized(try #require(Decimal(string: "72.55")), weight))
            #expect(FormNormalization.isNormalized(try #require(Decimal(string: "1234567.5")), weight))
            #expect(FormNormalization.isNormalized(Decimal(-3), weight))
            let padded = chain(.decimal(DecimalOptions(scale: 2, signed: false, padFraction: true)), locale: locale)
            #expect(FormNormalization.isNormalized(try #require(Decimal(string: "72.50")), padded))
            #expect(FormNormalization.normalized(Decimal(-5), padded) == 5)
            let small = chain(.number(NumberOptions(maxDigits: 4)), locale: locale)
            #expect(FormNormalization.normalized(12345, small) == 1234)
            #expect(FormNormalization.isNormalized(-9999, small))
            #expect(FormNormalization.normalized(-7, chain(.number(NumberOptions(signed: false)), locale: locale)) == 7)
        }
    }

    @Test func optionalsAndLists() throws {
        let limit = chain(.trim, .limit(3))
        #expect(FormNormalization.normalized(String?.none, limit) == nil)
        #expect(FormNormalization.normalized(Optional("   "), limit) == nil)
        #expect(FormNormalization.isNormalized(Optional(""), limit))
        #expect(FormNormalization.normalized(["abcd", "ab"], limit) == ["abc", "ab"])
        #expect(!FormNormalization.isNormalized(["ab", "abcd"], limit))
        #expect(limit.normalized(.text(" "), type: FieldTypeRef(.text, isOptional: true)) == .none)
        #expect(limit.normalized(.text(" "), type: FieldTypeRef(.text)) == .text(""))
    }

    static let alphabet: [String] = [
        "0", "5", "9", "a", "Z", "-", ".", ",", " ", "\t", "\u{0663}", "\u{FF17}", "\u{2212}", "é", "e\u{301}", "ß", "i", "I", "İ",
        "你", "👨‍👩‍👧", "(", ")", "+", "7", "x",
    ]

    /// A session formats with the locale it is given, while generated
    /// `validate` checks §20 with the form's locale or the process's
    /// (docs/SESSION.md): what one locale's case mapping produced must be
    /// normalized under every other locale's, Turkic dotted and dotless i
    /// included, or a value typed in a session would be reported as not in
    /// the expected format.
    @Test func aTextCaseMappedInOneLocaleIsNormalizedInEvery() throws {
        let locales = [TestLocales.enUS, TestLocales.trTR, TestLocales.azAZ, TestLocales.deDE]
        let letters = ["i", "I", "İ", "ı", "i\u{307}", "ß", "ẞ", "ǅ", "ΐ", "ς", "Σ", "ŉ", "ﬀ", "a", "Z", " "]
        var random = SeededRandom(state: 23)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in random.pick(letters) }.joined()
            for mapping in [FormatterSpec.lowercase, .uppercase] {
                for typed in locales {
                    let produced = FormNormalization.normalized(text, chain(mapping, locale: typed))
                    for checked in locales {
                        #expect(FormNormalization.isNormalized(produced, chain(mapping, locale: checked)),
                                "\(mapping) of \(text.debugDescription) in \(typed.identifier) is \(produced.debugDescription), changed again in \(checked.identifier)")
                    }
                }
            }
        }
    }

    /// Fuzz-ish: over seeded random texts and numbers, for many chains and
    /// locales, `normalized` is idempotent, a normalized value never raises
    /// the rule, and the rule raises exactly when normalizing changes the
    /// value; numbers normalize alike in every locale.
    @Test func normalizedIsIdempotentAndNeverRaises() throws {
        let textChains: [FormatterChain] = [
            chain(.digits), chain(.letters), chain(.alphanumeric, .uppercase), chain(.allow(try CharacterPattern.parse("a-z0-9_\\-"))),
            chain(.deny(try CharacterPattern.parse(" "))), chain(.lowercase, .trim), chain(.uppercase, locale: TestLocales.table("tr_TR")),
            chain(.trim, .limit(3)), chain(try mask("+7-###-###-##-##")), chain(try mask("AA-####", raw: true)), chain(try mask("#-#-#-#")),
            chain(.uppercase, try mask("AA-##*")), chain(try mask("(###)")), chain(.digits, .limit(4)),
        ]
        let locales = [TestLocales.enUS, TestLocales.deDE, TestLocales.frFR, TestLocales.hiIN, TestLocales.deCH]
        let numberOptions = [NumberOptions(), NumberOptions(signed: false, maxDigits: 6), NumberOptions(maxDigits: 3)]
        let decimalOptions = [
            DecimalOptions(), DecimalOptions(scale: 2), DecimalOptions(scale: 1, signed: false), DecimalOptions(scale: 0, maxDigits: 5),
            DecimalOptions(scale: 3, grouping: false, padFraction: true),
        ]
        var random = SeededRandom(state: 20)
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0...20, using: &random)).map { _ in random.pick(Self.alphabet) }.joined()
            for chain in textChains {
                let once = FormNormalization.normalized(text, chain)
                #expect(FormNormalization.normalized(once, chain) == once, "\(chain.formatters) \(text.debugDescription)")
                #expect(FormNormalization.isNormalized(once, chain))
                #expect(FormNormalization.isNormalized(text, chain) == (once == text))
            }
            let integer = Int.random(in: -2_000_000...2_000_000, using: &random) / (random.chance(50) ? 1 : 1000)
            for options in numberOptions {
                let results = locales.map { FormNormalization.normalized(integer, FormatterChain(formatters: [.number(options)], locale: $0)) }
                #expect(Set(results).count == 1, "\(integer) \(options)")
                let chain = FormatterChain(formatters: [.number(options)], locale: TestLocales.enUS)
                #expect(FormNormalization.normalized(results[0], chain) == results[0])
            }
            let decimal = Decimal(Int.random(in: -10_000_000...10_000_000, using: &random)) / Decimal(sign: .plus, exponent: Int.random(in: 0...5, using: &random), significand: 1)
            for options in decimalOptions {
                let results = locales.map { FormNormalization.normalized(decimal, FormatterChain(formatters: [.decimal(options)], locale: $0)) }
                #expect(Set(results).count == 1, "\(decimal) \(options)")
                for (locale, result) in zip(locales, results) {
                    let chain = FormatterChain(formatters: [.decimal(options)], locale: locale)
                    #expect(FormNormalization.normalized(result, chain) == result)
                    #expect(FormNormalization.isNormalized(result, chain))
                    #expect(FormNormalization.isNormalized(decimal, chain) == (result == decimal))
                }
            }
        }
    }
}
