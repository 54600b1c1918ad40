import AdversarialGenerated
import FormRuntime
import FormSession
import FormTerminal
import Testing

/// LANGUAGE.md §21, "Two-digit years" (changes §14): `YY` is the year in the
/// window from 80 years before `today` to 19 after whose last two digits
/// they are, not 2000 + YY; a value outside the window cannot be shown in
/// `YY`, so the field says "Enter a valid date" and the model keeps the
/// value, whether it came from a record, a paste, an answer or line mode
/// (issue 29, list item 3). `HostileInput.born` is `DD.MM.YY`, `expiry`
/// `MM/YY`.
@Suite struct TwoDigitYearTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)
    static let invalid = "Enter a valid date"

    static func date(_ year: Int, _ month: Int, _ day: Int) -> FormDate {
        FormDate(checkedYear: year, month: month, day: day)
    }

    @Test func twoDigitsAreTheYearInTheWindowAroundToday() {
        let cases = [(90, 1990), (27, 2027), (45, 2045), (46, 1946), (0, 2000), (99, 1999), (26, 2026)]
        for (digits, year) in cases {
            #expect(DatePattern.year(ofTwoDigits: digits, today: Self.today) == year, "\(digits)")
        }
        // The window moves with today: in 2080, 90 is 2090 and 00 is 2100.
        #expect(DatePattern.year(ofTwoDigits: 90, today: Self.date(2080, 1, 1)) == 2090)
        #expect(DatePattern.year(ofTwoDigits: 0, today: Self.date(2080, 1, 1)) == 2000)
        #expect(DatePattern.year(ofTwoDigits: 99, today: Self.date(2080, 1, 1)) == 2099)
        #expect(DatePattern.year(ofTwoDigits: 0, today: Self.date(2081, 1, 1)) == 2100)
    }

    @Test func aPastedDateInTheWindowIsStoredAsShown() {
        var session = FormSession<HostileInput>(today: Self.today)
        session.replace(.born, utf16: 0..<0, with: "1990-05-01")
        #expect(session.text(.born) == "01.05.90")
        #expect(session.model.born == Self.date(1990, 5, 1))
        session.replace(.expiry, utf16: 0..<0, with: "1999-12")
        #expect(session.text(.expiry) == "12/99")
        #expect(session.model.expiry == FormMonth(checkedYear: 1999, month: 12))
        session.clear(.born)
        session.replace(.born, utf16: 0..<0, with: "010527")
        #expect(session.model.born == Self.date(2027, 5, 1))
    }

    @Test func aPastedDateOutsideTheWindowIsKeptAndTheFieldSaysSo() {
        var session = FormSession<HostileInput>(today: Self.today)
        session.replace(.expiry, utf16: 0..<0, with: "2150-01")
        #expect(session.text(.expiry) == "01/50")
        #expect(session.model.expiry == FormMonth(checkedYear: 2150, month: 1))
        #expect(session.messages(.expiry) == [Self.invalid])
        #expect(session.holdsUnshownValue(.expiry))
        // Editing the field takes what it shows from then on.
        session.replace(.expiry, utf16: 3..<5, with: "45")
        #expect(session.text(.expiry) == "01/45")
        #expect(session.model.expiry == FormMonth(checkedYear: 2045, month: 1))
        #expect(!session.holdsUnshownValue(.expiry))
        #expect(session.messages(.expiry).isEmpty)
    }

    @Test func anAnswerOutsideTheWindowIsKeptAndTheFieldSaysSo() throws {
        var session = FormSession<HostileInput>(today: Self.today)
        try session.setAnswer(.born, .date(Self.date(1890, 5, 1)))
        #expect(session.text(.born) == "01.05.90")
        #expect(session.model.born == Self.date(1890, 5, 1))
        #expect(session.messages(.born) == [Self.invalid])
        guard case .failure(let errors) = session.submit() else {
            Issue.record("a value the field cannot show is submitted")
            return
        }
        #expect(errors.messages(for: .born) == [Self.invalid])
        #expect(session.model.born == Self.date(1890, 5, 1), "submit commits nothing over it")
    }

    @Test func aRecordOutsideTheWindowIsKeptAndTheFieldSaysSo() {
        var record = HostileInput(fieldValues: FormValues())
        record.born = Self.date(2090, 5, 1)
        record.expiry = FormMonth(checkedYear: 2150, month: 1)
        var session = FormSession(editing: record, today: Self.today)
        #expect(session.text(.born) == "01.05.90")
        #expect(session.messages(.born) == [Self.invalid], "shown before any edit")
        #expect(session.messages(.expiry) == [Self.invalid])
        #expect(session.model.born == Self.date(2090, 5, 1))
        session.focus(.born)
        session.focus(.due)
        #expect(session.model.born == Self.date(2090, 5, 1), "leaving the field changes nothing")
        #expect(session.model.expiry == FormMonth(checkedYear: 2150, month: 1))
    }

    @Test func aRecordInTheWindowShowsNoMessage() {
        var record = HostileInput(fieldValues: FormValues())
        record.born = Self.date(1990, 5, 1)
        let session = FormSession(editing: record, today: Self.today)
        #expect(session.text(.born) == "01.05.90")
        #expect(session.messages(.born).isEmpty)
        #expect(!session.holdsUnshownValue(.born))
    }

    @Test func lineModeAsksAgainForADateOutsideTheWindow() throws {
        var script = LineModeRequiredWhenTests.Script(answers: [
            "", "1", "", "", "", "2090-05-01", "1990-05-01", "", "01/01/2026", "", "Ann", "", "1",
        ])
        let submitted = LineModeForm(machine: FormMachine.generated(HostileInput.self)).run(initial: nil, io: &script)
        let model = try #require(submitted, "\(script.written)")
        #expect(model.born == Self.date(1990, 5, 1))
        #expect(script.written.contains("→ 01.05.90\n\(Self.invalid)"), "\(script.written)")
    }

    @Test func aWholeAnswerOutsideTheWindowIsRefused() {
        let chain = FormatterChain(formatters: [.date(DatePattern.parseOrFallback("DD.MM.YY", kind: .date))], locale: .enUS)
        #expect(chain.wholeAnswer("2090-05-01", type: FieldTypeRef(.date), today: Self.today) == .refused(.unshowableDate(display: "01.05.90")))
        #expect(chain.wholeAnswer("1990-05-01", type: FieldTypeRef(.date), today: Self.today) == .accepted(display: "01.05.90", value: .date(Self.date(1990, 5, 1))))
        #expect(chain.wholeAnswer("01.05.90", type: FieldTypeRef(.date), today: Self.today) == .accepted(display: "01.05.90", value: .date(Self.date(1990, 5, 1))))
    }

    @Test func aLeapDayIsReadInTheCenturyOfTheWindow() {
        let chain = FormatterChain(formatters: [.date(DatePattern.parseOrFallback("DD.MM.YY", kind: .date))], locale: .enUS)
        // 29.02.00 is 2000, a leap year; in 2090 it would be 2000 as well,
        // while 29.02.00 read in the 2100s (today 2181) is 2100, which is not.
        #expect(chain.value(of: "29.02.00", type: FieldTypeRef(.date), today: Self.today) == .date(Self.date(2000, 2, 29)))
        #expect(chain.isImpossibleDate("29.02.00", type: .date, today: Self.date(2181, 1, 1)))
    }
}
