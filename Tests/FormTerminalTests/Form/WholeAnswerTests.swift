import FormRuntime
@testable import FormTerminal
import Testing

/// LANGUAGE.md §18 "Line mode reads whole answers": the runtime's pure rule,
/// ``FormatterChain/wholeAnswer(_:type:today:)``, on the cases of the issue.
@Suite struct WholeAnswerTests {
    static let deDE = LocaleRules(identifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".", datePattern: "DD.MM.YYYY")
    static let enUS = LocaleRules(identifier: "en_US", decimalSeparator: ".", groupingSeparator: ",")
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    static func chain(_ formatters: [FormatterSpec], _ locale: LocaleRules = enUS) -> FormatterChain {
        FormatterChain(formatters: formatters, locale: locale)
    }

    static let month = FormatterChain.default(for: .month, locale: enUS)
    static let germanDate = FormatterChain.default(for: .date, locale: deDE)
    static let germanDecimal = FormatterChain.default(for: .decimal, locale: deDE)
    static let phone = chain([.mask(checked: "+7-###-###-##-##", raw: true)])

    static func display(_ answer: String, _ chain: FormatterChain, _ type: FieldType) -> String? {
        if case let .accepted(display, _) = chain.wholeAnswer(answer, type: FieldTypeRef(type), today: Self.today) { return display }
        return nil
    }

    @Test func aCharacterTheChainWouldDropRefusesTheAnswer() {
        #expect(Self.month.wholeAnswer("13/27", type: FieldTypeRef(.month), today: Self.today) == .refused(.dropped("3")))
        #expect(Self.germanDate.wholeAnswer("31.13.1990", type: FieldTypeRef(.date), today: Self.today) == .refused(.dropped("3")))
        #expect(Self.germanDecimal.wholeAnswer("72.5", type: FieldTypeRef(.decimal), today: Self.today) == .refused(.dropped(".")))
        #expect(Self.chain([.limit(3)]).wholeAnswer("abcd", type: FieldTypeRef(.text), today: Self.today) == .refused(.dropped("d")))
        #expect(Self.chain([.digits]).wholeAnswer("12a3", type: FieldTypeRef(.text), today: Self.today) == .refused(.dropped("a")))
        #expect(Self.chain([.number(NumberOptions(signed: false))]).wholeAnswer("-5", type: FieldTypeRef(.int), today: Self.today) == .refused(.dropped("-")))
        #expect(Self.chain([.decimal(DecimalOptions(scale: 1))]).wholeAnswer("72.55", type: FieldTypeRef(.decimal), today: Self.today) == .refused(.dropped("5")))
    }

    @Test func validAnswersAreAcceptedUnchanged() {
        #expect(Self.month.wholeAnswer("12/27", type: FieldTypeRef(.month), today: Self.today) == .accepted(display: "12/27", value: .month(FormMonth(checkedYear: 2027, month: 12))))
        #expect(Self.display("31.12.1990", Self.germanDate, .date) == "31.12.1990")
        #expect(Self.germanDecimal.wholeAnswer("72,5", type: FieldTypeRef(.decimal), today: Self.today) == .accepted(display: "72,5", value: .decimal(72.5)))
        #expect(Self.display("-12", Self.chain([.number(NumberOptions())]), .int) == "-12")
    }

    @Test func transformationsAreNotDrops() {
        #expect(Self.display("  Hello ", Self.chain([.trim, .lowercase]), .text) == "hello")
        #expect(Self.display("1/27", Self.month, .month) == "01/27")
        #expect(Self.display("3/1/1990", Self.germanDate, .date) == "03.01.1990", "any date separator, padding")
        #expect(Self.display("7.250", Self.germanDecimal, .decimal) == "7250", "a grouping separator where grouping puts one")
        #expect(Self.display("1.234.567,5", Self.germanDecimal, .decimal) == "1234567,5")
        #expect(Self.display("1,234", Self.chain([.number(NumberOptions())]), .int) == "1,234")
        #expect(Self.display("1234", Self.chain([.number(NumberOptions())]), .int) == "1,234")
        let frFR = LocaleRules(identifier: "fr_FR", decimalSeparator: ",", groupingSeparator: "\u{202F}")
        #expect(Self.display("1 234,5", FormatterChain.default(for: .decimal, locale: frFR), .decimal) == "1234,5",
                "a space typed for a narrow no-break space")
        #expect(Self.display("12 34,5", FormatterChain.default(for: .decimal, locale: frFR), .decimal) == nil)
        #expect(Self.display(".5", Self.chain([.decimal(DecimalOptions())]), .decimal) != nil)
        #expect(Self.display("  plain  ", Self.chain([]), .text) == "  plain  ", "white space kept by the chain is kept")
        #expect(Self.display("straße", Self.chain([.uppercase]), .text) == "STRASSE")
        #expect(Self.display("١٢٣", Self.chain([.digits]), .text) == "123")
        #expect(Self.display("49,9", Self.chain([.decimal(DecimalOptions(scale: 2, padFraction: true))], Self.deDE), .decimal) == "49,90")
    }

    @Test func aMaskIsAcceptedWithOrWithoutItsLiterals() {
        let expected = WholeAnswer.accepted(display: "+7-999-123-45-67", value: .text("9991234567"))
        #expect(Self.phone.wholeAnswer("9991234567", type: FieldTypeRef(.text), today: Self.today) == expected)
        #expect(Self.phone.wholeAnswer("+7-999-123-45-67", type: FieldTypeRef(.text), today: Self.today) == expected)
        #expect(Self.phone.wholeAnswer("+7 (999) 123 45 67", type: FieldTypeRef(.text), today: Self.today) == expected,
                "spaces and punctuation between slot characters are the user's formatting")
        #expect(Self.phone.wholeAnswer("99912345678", type: FieldTypeRef(.text), today: Self.today) == .refused(.dropped("8")))
        #expect(Self.phone.wholeAnswer("999123456x", type: FieldTypeRef(.text), today: Self.today) == .refused(.dropped("x")))
    }

    @Test func aCompleteISODateIsPlacedAsThatDate() {
        let date = WholeAnswer.accepted(display: "23.11.2026", value: .date(FormDate(checkedYear: 2026, month: 11, day: 23)))
        #expect(Self.germanDate.wholeAnswer("2026-11-23", type: FieldTypeRef(.date), today: Self.today) == date)
        #expect(Self.germanDate.wholeAnswer(" 2026-11-23 ", type: FieldTypeRef(.date), today: Self.today) == date)
        #expect(Self.germanDate.wholeAnswer("2026-02-31", type: FieldTypeRef(.date), today: Self.today) == .refused(.impossibleDate(display: "31.02.2026")))
        #expect(Self.display("2027-03", Self.month, .month) == "03/27")
        #expect(Self.germanDate.isoDateDisplay("2026-13-01") == nil)
        #expect(Self.germanDate.isoDateDisplay("26-11-23") == nil)
        #expect(Self.chain([]).isoDateDisplay("2026-11-23") == nil, "not a date field")
        #expect(Self.germanDate.paste("2026-11-23", into: .empty).text == "23.11.2026")
    }

    @Test func theMessageIsTheDateOneForDates() {
        #expect(WholeAnswerRefusal.dropped("3").message(for: .month) == .invalidDate)
        #expect(WholeAnswerRefusal.dropped(".").message(for: .decimal) == .invalidValue)
    }
}

extension WholeAnswerTests {
    /// LANGUAGE.md §21 "CLDR": CLDR 48 moved Swiss German and French from `’`
    /// (U+2019) to `'` as the grouping separator; an answer with either is
    /// read wherever the other is the separator.
    @Test func eitherApostropheGroupsWhereTheOtherIsTheSeparator() {
        let straight = LocaleRules(identifier: "de_CH", decimalSeparator: ".", groupingSeparator: "'")
        let curly = LocaleRules(identifier: "de_CH", decimalSeparator: ".", groupingSeparator: "\u{2019}")
        for (locale, shown) in [(straight, "1'234'567"), (curly, "1\u{2019}234\u{2019}567")] {
            let chain = Self.chain([.number(NumberOptions())], locale)
            for typed in ["1'234'567", "1\u{2019}234\u{2019}567", "1234567"] {
                #expect(chain.wholeAnswer(typed, type: FieldTypeRef(.int), today: Self.today) == .accepted(display: shown, value: .int(1_234_567)), "\(typed) in \(locale.groupingSeparator)")
            }
            // Typed one character at a time, a grouping separator is the chain's to place.
            var state = EditingState.empty
            for character in "1\u{2019}234'5" { state = chain.insert(String(character), into: state) }
            #expect(state.text == (locale == straight ? "12'345" : "12\u{2019}345"))
        }
    }
}
