import FormChecker
@_spi(Generated) import FormRuntime
import FormTooling
import Foundation
import Testing

/// LANGUAGE.md §14 in the runtime: dates, months, calendar arithmetic,
/// checksums and the date input formatter.
@Suite struct DateTests {
    static func date(_ year: Int, _ month: Int, _ day: Int) throws -> FormDate {
        try #require(FormDate(year: year, month: month, day: day))
    }

    @Test func validatingInitializers() {
        #expect(FormDate(year: 2026, month: 2, day: 29) == nil)
        #expect(FormDate(year: 2028, month: 2, day: 29) != nil)
        #expect(FormDate(year: 1900, month: 2, day: 29) == nil)
        #expect(FormDate(year: 2000, month: 2, day: 29) != nil)
        #expect(FormDate(year: 2026, month: 4, day: 31) == nil)
        #expect(FormDate(year: 2026, month: 13, day: 1) == nil)
        #expect(FormDate(year: 0, month: 1, day: 1) == nil)
        #expect(FormMonth(year: 2026, month: 0) == nil)
        #expect(FormMonth(year: 2026, month: 12) != nil)
        #expect(FormDate(checkedYear: 2026, month: 2, day: 30) == .initial)
    }

    @Test func codableAsStrings() throws {
        let date = try Self.date(2026, 11, 23)
        let encoded = try JSONEncoder().encode([date])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["2026-11-23"]"#)
        #expect(try JSONDecoder().decode([FormDate].self, from: encoded) == [date])
        let month = try #require(FormMonth(year: 2030, month: 7))
        let monthData = try JSONEncoder().encode([month])
        #expect(String(decoding: monthData, as: UTF8.self) == #"["2030-07"]"#)
        #expect(try JSONDecoder().decode([FormMonth].self, from: monthData) == [month])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([FormDate].self, from: Data(#"["2026-02-30"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([FormMonth].self, from: Data(#"["2026-7"]"#.utf8)) }
    }

    @Test func ordering() throws {
        #expect(try Self.date(2025, 12, 31) < Self.date(2026, 1, 1))
        #expect(try Self.date(2026, 1, 2) > Self.date(2026, 1, 1))
        #expect(FormMonth(year: 2026, month: 1)! < FormMonth(year: 2026, month: 2)!)
    }

    @Test func todayInATimeZone() throws {
        // 2026-11-23 23:30 UTC is already the 24th in Tokyo and still the 23rd in New York.
        let instant = Date(timeIntervalSince1970: 1_795_476_600)
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(FormDate.today(at: instant, in: utc) == (try Self.date(2026, 11, 23)))
        #expect(FormDate.today(at: instant, in: tokyo) == (try Self.date(2026, 11, 24)))
        #expect(FormDate.today(at: instant, in: newYork) == (try Self.date(2026, 11, 23)))
    }

    @Test func yearsAcrossBirthdaysAndLeapYears() throws {
        let birth = try Self.date(2008, 11, 23)
        #expect(FormCalendar.years(birth, try Self.date(2026, 11, 22)) == 17)
        #expect(FormCalendar.years(birth, try Self.date(2026, 11, 23)) == 18)
        #expect(FormCalendar.years(try Self.date(2026, 11, 23), birth) == -18)
        #expect(FormCalendar.years(try Self.date(2026, 11, 24), birth) == -18)
        // Born on 29 February: a year is complete on 28 February of a common year.
        let leap = try Self.date(2008, 2, 29)
        #expect(FormCalendar.years(leap, try Self.date(2026, 2, 27)) == 17)
        #expect(FormCalendar.years(leap, try Self.date(2026, 2, 28)) == 18)
        #expect(FormCalendar.years(leap, try Self.date(2028, 2, 28)) == 19)
        #expect(FormCalendar.years(leap, try Self.date(2028, 2, 29)) == 20)
    }

    @Test func monthsAcrossMonthEnds() throws {
        #expect(FormCalendar.months(try Self.date(2026, 1, 31), try Self.date(2026, 2, 28)) == 1)
        #expect(FormCalendar.months(try Self.date(2026, 1, 31), try Self.date(2026, 2, 27)) == 0)
        #expect(FormCalendar.months(try Self.date(2028, 1, 31), try Self.date(2028, 2, 29)) == 1)
        #expect(FormCalendar.months(try Self.date(2026, 3, 31), try Self.date(2026, 4, 30)) == 1)
        #expect(FormCalendar.months(try Self.date(2026, 1, 15), try Self.date(2026, 1, 14)) == 0)
        #expect(FormCalendar.months(try Self.date(2026, 3, 15), try Self.date(2026, 1, 15)) == -2)
        #expect(FormCalendar.months(try Self.date(2026, 3, 15), try Self.date(2026, 1, 16)) == -1)
        let start = try #require(FormMonth(year: 2026, month: 11))
        let end = try #require(FormMonth(year: 2036, month: 12))
        #expect(FormCalendar.months(start, end) == 121)
        #expect(FormCalendar.months(end, start) == -121)
        #expect(FormCalendar.years(start, end) == 10)
    }

    @Test func daysAcrossMonthEndsAndLeapDays() throws {
        #expect(FormCalendar.days(try Self.date(2026, 1, 31), try Self.date(2026, 2, 1)) == 1)
        #expect(FormCalendar.days(try Self.date(2028, 2, 28), try Self.date(2028, 3, 1)) == 2)
        #expect(FormCalendar.days(try Self.date(2026, 2, 28), try Self.date(2026, 3, 1)) == 1)
        #expect(FormCalendar.days(try Self.date(2026, 1, 1), try Self.date(2027, 1, 1)) == 365)
        #expect(FormCalendar.days(try Self.date(2028, 1, 1), try Self.date(2029, 1, 1)) == 366)
        #expect(FormCalendar.days(try Self.date(2026, 11, 23), try Self.date(1970, 1, 1)) == -20_780)
        #expect(FormCalendar.days(try Self.date(2000, 1, 1), try Self.date(2000, 1, 1)) == 0)
    }

    /// Published test numbers: card issuers' test PANs and the ISO 13616 /
    /// registry example IBANs.
    @Test func luhn() {
        #expect(FormChecksum.luhn("4111 1111 1111 1111"))
        #expect(FormChecksum.luhn("5555-5555-5555-4444"))
        #expect(FormChecksum.luhn("378282246310005"))
        #expect(FormChecksum.luhn("79927398713"))
        #expect(!FormChecksum.luhn("4111 1111 1111 1112"))
        #expect(!FormChecksum.luhn("79927398710"))
        #expect(!FormChecksum.luhn("0"))
        #expect(!FormChecksum.luhn(""))
        #expect(FormChecksum.luhn("00"))
    }

    @Test func iban() {
        #expect(FormChecksum.iban("GB82 WEST 1234 5698 7654 32"))
        #expect(FormChecksum.iban("DE89 3704 0044 0532 0130 00"))
        #expect(FormChecksum.iban("de89370400440532013000"))
        #expect(FormChecksum.iban("NO93 8601 1117 947"))
        #expect(FormChecksum.iban("LC55 HEMM 0001 0001 0012 0012 0002 3015"))
        #expect(FormChecksum.iban("FR14 2004 1010 0505 0001 3M02 606"))
        #expect(!FormChecksum.iban("GB82 WEST 1234 5698 7654 33"))
        #expect(!FormChecksum.iban("DE89 3704 0044 0532 0130 0"))   // one digit short for DE
        #expect(!FormChecksum.iban("XX89 3704 0044 0532 0130 00"))  // no such country
        #expect(!FormChecksum.iban("GB82-WEST-1234-5698-7654-32"))  // only spaces are ignored
        #expect(!FormChecksum.iban(""))
    }

    @Test func datePatternsParseAndReject() throws {
        #expect(try DatePattern.parse("DD.MM.YYYY", kind: .date).fields == [.day, .month, .year(digits: 4)])
        #expect(try DatePattern.parse("MM/YY", kind: .month).fields == [.month, .year(digits: 2)])
        #expect(throws: DatePatternError.self) { try DatePattern.parse("dd.mm.yyyy", kind: .date) }
        #expect(throws: DatePatternError.self) { try DatePattern.parse("DD.MM.YYY", kind: .date) }
        #expect(throws: DatePatternError.self) { try DatePattern.parse("DD.MM", kind: .date) }
        #expect(throws: DatePatternError.self) { try DatePattern.parse("DD/MM/YYYY", kind: .month) }
        #expect(throws: DatePatternError.self) { try DatePattern.parse("MM.MM.YYYY", kind: .date) }
    }

    @Test func defaultPatternsComeFromTheEmbeddedCLDRTable() throws {
        let expected = ["en_US": "MM/DD/YYYY", "de_DE": "DD.MM.YYYY", "fr_FR": "DD/MM/YYYY", "ja_JP": "YYYY/MM/DD", "sv_SE": "YYYY-MM-DD", "hi_IN": "DD/MM/YYYY"]
        for (identifier, pattern) in expected {
            let rules = try #require(LocaleTable.rules(for: identifier))
            #expect(rules.datePattern == pattern, "\(identifier)")
            #expect(FormatterChain.default(for: .date, locale: rules).datePattern(for: .date).source == pattern)
        }
        #expect(FormatterChain.default(for: .month, locale: .enUS).datePattern(for: .month).source == "MM/YY")
    }

    /// The embedded table (CLDR 47 `dateFormats/short` through babel) agrees
    /// with this machine's Foundation (ICU) on the order and separator of a
    /// sample, read the same way from `dateFormat(fromTemplate: "ddMMyyyy")`.
    @Test func crossCheckWithFoundation() throws {
        for identifier in ["en_US", "de_DE", "fr_FR", "ja_JP", "sv_SE", "hi_IN", "en_GB", "nl_NL", "pl_PL"] {
            let rules = try #require(LocaleTable.rules(for: identifier))
            let format = try #require(DateFormatter.dateFormat(fromTemplate: "ddMMyyyy", options: 0, locale: Locale(identifier: identifier)))
            var normalized = ""
            var previous: Character?
            for character in format where !"\u{200E}\u{200F}".contains(character) {
                switch character {
                case "d": if previous != "d" { normalized += "DD" }
                case "M", "L": if previous != "M" && previous != "L" { normalized += "MM" }
                case "y": if previous != "y" { normalized += "YYYY" }
                default: normalized.append(character)
                }
                previous = character
            }
            #expect(normalized == rules.datePattern, "\(identifier): Foundation \(format)")
        }
    }

    @Test func valuesOfDisplays() throws {
        let chain = FormatterChain.default(for: .date, locale: try #require(LocaleTable.rules(for: "de_DE")))
        let type = FieldTypeRef(.date)
        #expect(chain.value(of: "23.11.2026", type: type) == .date(try Self.date(2026, 11, 23)))
        #expect(chain.value(of: "31.02.2026", type: type) == FieldValue.none)
        #expect(chain.value(of: "23.11.", type: type) == FieldValue.none)
        #expect(chain.isImpossibleDate("31.02.2026", type: .date))
        #expect(!chain.isImpossibleDate("23.11.20", type: .date))
        #expect(!chain.isImpossibleDate("28.02.2026", type: .date))
        let pattern = chain.datePattern(for: .date)
        #expect(pattern.display(year: 2026, month: 1, day: 5) == "05.01.2026")
    }

    @Test func commitLeavesTheTextAsTyped() throws {
        let chain = FormatterChain.default(for: .date, locale: .enUS)
        let typed = chain.insert("1/2/", into: .empty)
        #expect(typed.text == "01/02/")
        #expect(chain.commit(typed).text == "01/02/")
        let partial = chain.insert("1/2", into: .empty)
        #expect(partial.text == "01/2")
        #expect(chain.commit(partial).text == "01/2")
    }

    @Test func dateVectorsPass() throws {
        let url = ResolverVectorTests.packageRoot.appendingPathComponent("Tests/FormRuntimeTests/Vectors/date-vectors.tsv")
        let vectors = try ResolverVectorTests.load(url)
        #expect(vectors.count >= 60)
        let locales = Set(vectors.map(\.locale))
        #expect(locales.isSuperset(of: ["en_US", "de_DE", "fr_FR", "ja_JP", "sv_SE", "hi_IN"]))
        let report = FormatterVectorRunner.run(vectors)
        #expect(report.allPassed, "\(report)")
    }
}
