import AdversarialGenerated
import FormRuntime
import FormSession
import FormTerminal
import Testing

/// Pastes (issue 29, list item 7; LANGUAGE.md §21): an ISO date pasted into
/// a date field is that date whatever the field held, a date with a time of
/// day is the date as written, and single-line fields take no control
/// characters: line breaks and tabs become spaces, the rest is dropped.
/// The terminal's paste and the session's replacement agree, key by key
/// (``TerminalDifferential``), since both go through one implementation.
@Suite struct PasteTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    /// Both engines on a blank `HostileInput`, focused on `field`, after `keys`.
    static func both(_ field: HostileInput.Field, _ keys: [KeyEvent]) -> TerminalDifferential<HostileInput> {
        var both = TerminalDifferential<HostileInput>(locale: .enUS, today: today)
        while let focused = both.focusedField, focused.field != field {
            #expect(both.press(.tab) == nil)
        }
        for key in keys {
            let difference = both.press(key)
            #expect(difference == nil, "\(key): \(difference ?? "")")
        }
        return both
    }

    @Test func anISODatePastedAfterADigitIsThatDate() {
        let both = Self.both(.due, [.character("1"), .paste("2026-11-23")])
        #expect(both.session.text(.due) == "11/23/2026")
        #expect(both.session.model.due == FormDate(year: 2026, month: 11, day: 23))
    }

    @Test func anISODatePastedOverAWholeDateReplacesIt() {
        let both = Self.both(.due, [.paste("01/02/2003"), .home, .paste("2026-11-23")])
        #expect(both.session.text(.due) == "11/23/2026")
    }

    @Test(arguments: ["2026-11-23T10:00Z", "2026-11-23T23:59:59.999-05:00", "2026-11-23 10:00", "2026-11-23T10:00:05+0100", " 2026-11-23T00:00+01 "])
    func anISODateWithATimeOfDayIsTheDateAsWritten(_ pasted: String) {
        let both = Self.both(.due, [.paste(pasted)])
        #expect(both.session.text(.due) == "11/23/2026")
        #expect(both.session.model.due == FormDate(year: 2026, month: 11, day: 23))
    }

    @Test func aTimeThatIsNoISOTimeIsNotADate() {
        var chain = FormatterChain(formatters: [.date(DatePattern.parseOrFallback("MM/DD/YYYY", kind: .date))], locale: .enUS)
        #expect(chain.isoDateDisplay("2026-11-23T10") == nil)
        #expect(chain.isoDateDisplay("2026-11-23T10:00Zulu") == nil)
        #expect(chain.isoDateDisplay("2026-11-23x10:00") == nil)
        chain.formatters = [.date(.defaultMonth)]
        #expect(chain.isoDateDisplay("2026-11-23T10:00") == nil, "a month field takes YYYY-MM only")
        #expect(chain.isoDateDisplay("2026-11") == "11/26")
    }

    @Test func controlCharactersAreNeutralisedInSingleLineText() {
        let both = Self.both(.note, [.paste("line one\nline two\tx\u{0}y\u{202E}z\u{1B}[31m\u{2028}!")])
        #expect(both.session.text(.note) == "line one line two xyz[31m!")
        #expect(both.session.model.note == "line one line two xyz[31m!")
    }

    @Test func aPasteOfControlCharactersOnlyChangesNothing() {
        let both = Self.both(.note, [.paste("ab"), .paste("\u{1B}\u{7}\u{202E}")])
        #expect(both.session.text(.note) == "ab")
    }

    @Test func aLineBreakInANumberIsASpaceTheNumberIgnores() {
        let both = Self.both(.qty, [.paste("12\n34")])
        #expect(both.session.text(.qty) == "1234")
    }

    @Test func theSessionNeutralisesWhatAPlatformProposes() {
        var session = FormSession<HostileInput>(today: Self.today)
        session.replace(.note, utf16: 0..<0, with: "a\r\nb\u{200F}c\u{FEFF}")
        #expect(session.text(.note) == "a bc")
        // Joiners, variation selectors and combining marks are text.
        session.replace(.note, utf16: 0..<4, with: "👨\u{200D}👩 ❤\u{FE0F} e\u{301}")
        #expect(session.text(.note) == "👨\u{200D}👩 ❤\u{FE0F} e\u{301}")
    }
}
