import AdversarialGenerated
import FormRuntime
import FormSession
import Testing

/// LANGUAGE.md §21, "Marked text never reaches the model unformatted": the
/// model holds the last committed value while a composition is open, and
/// each of its four ends (a commit, an edit outside the marked range, the
/// marked text replaced by nothing, the marked text merging with committed
/// text into one character) leaves only what the chain makes of it, pasted
/// at its position. Issue 29, list items 1 and 6, across number, date, mask
/// and PIN (`digits | limit(4)`) fields of `HostileInput`.
@Suite struct CompositionEndTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    typealias Session = FormSession<HostileInput>

    /// One reproduction: steps from a blank session, then what the field
    /// shows and what the model holds.
    struct Variant: CustomTestStringConvertible, Sendable {
        let name: String
        let field: HostileInput.Field
        let steps: @Sendable (inout Session) -> Void
        let text: String
        let value: FieldValue
        var testDescription: String { name }
    }

    static let variants: [Variant] = [
        // A number (qty: int?).
        Variant(name: "number: a joiner as marked text merges and is dropped", field: .qty, steps: { s in
            s.replace(.qty, utf16: 0..<0, with: "12")
            s.setMarkedText(.qty, utf16: 2..<2, marked: "\u{200D}")
            s.unmarkText(.qty)
        }, text: "12", value: .int(12)),
        Variant(name: "number: a combining mark as marked text merges and is dropped", field: .qty, steps: { s in
            s.replace(.qty, utf16: 0..<0, with: "12")
            s.setMarkedText(.qty, utf16: 2..<2, marked: "\u{301}")
        }, text: "12", value: .int(12)),
        Variant(name: "number: a mark then digits merge; the digits are kept", field: .qty, steps: { s in
            s.replace(.qty, utf16: 0..<0, with: "12")
            s.setMarkedText(.qty, utf16: 2..<2, marked: "\u{301}34")
        }, text: "1234", value: .int(1234)),
        Variant(name: "number: a commit goes through the chain", field: .qty, steps: { s in
            s.replace(.qty, utf16: 0..<0, with: "12")
            s.setMarkedText(.qty, utf16: 2..<2, marked: "3")
            s.commitMarkedText(.qty, "٣4")
        }, text: "1234", value: .int(1234)),
        Variant(name: "number: a commit of letters is rejected", field: .qty, steps: { s in
            s.replace(.qty, utf16: 0..<0, with: "12")
            s.setMarkedText(.qty, utf16: 2..<2, marked: "abc")
            s.commitMarkedText(.qty, "abc")
        }, text: "12", value: .int(12)),
        Variant(name: "number: cancel leaves the text as before", field: .qty, steps: { s in
            s.replace(.qty, utf16: 0..<0, with: "12")
            s.setMarkedText(.qty, utf16: 2..<2, marked: "34")
            s.setMarkedText(.qty, utf16: 2..<4, marked: "")
        }, text: "12", value: .int(12)),
        Variant(name: "number: an edit before the marked text commits it first", field: .qty, steps: { s in
            s.replace(.qty, utf16: 0..<0, with: "12")
            s.setMarkedText(.qty, utf16: 2..<2, marked: "3")
            s.replace(.qty, utf16: 0..<0, with: "9")
        }, text: "9123", value: .int(9123)),
        Variant(name: "number: a commit after focus left changes nothing", field: .qty, steps: { s in
            s.replace(.qty, utf16: 0..<0, with: "12")
            s.setMarkedText(.qty, utf16: 2..<2, marked: "3")
            s.focus(.name)
            s.commitMarkedText(.qty, "3")
        }, text: "123", value: .int(123)),
        // A PIN (digits | limit(4)).
        Variant(name: "pin: a combining mark merges with a digit and is dropped", field: .pin, steps: { s in
            s.replace(.pin, utf16: 0..<0, with: "55")
            s.setMarkedText(.pin, utf16: 2..<2, marked: "\u{301}")
            s.unmarkText(.pin)
        }, text: "55", value: .text("55")),
        Variant(name: "pin: marked text past the limit is cut at commit", field: .pin, steps: { s in
            s.replace(.pin, utf16: 0..<0, with: "12")
            s.setMarkedText(.pin, utf16: 2..<2, marked: "3456789")
            s.unmarkText(.pin)
        }, text: "1234", value: .text("1234")),
        Variant(name: "pin: letters composed are dropped at commit", field: .pin, steps: { s in
            s.setMarkedText(.pin, utf16: 0..<0, marked: "secret123")
            s.unmarkText(.pin)
        }, text: "123", value: .text("123")),
        Variant(name: "pin: a full PIN rejects the commit", field: .pin, steps: { s in
            s.replace(.pin, utf16: 0..<0, with: "1234")
            s.setMarkedText(.pin, utf16: 4..<4, marked: "5")
            s.unmarkText(.pin)
        }, text: "1234", value: .text("1234")),
        Variant(name: "pin: a deletion outside the marked text commits it first", field: .pin, steps: { s in
            s.replace(.pin, utf16: 0..<0, with: "12")
            s.setMarkedText(.pin, utf16: 2..<2, marked: "34")
            s.replace(.pin, utf16: 0..<1, with: "")
        }, text: "234", value: .text("234")),
        Variant(name: "pin: a joiner alone is rejected at commit", field: .pin, steps: { s in
            s.setMarkedText(.pin, utf16: 0..<0, marked: "\u{200D}")
            s.unmarkText(.pin)
        }, text: "", value: .none),
        Variant(name: "pin: cancel after a merge keeps what the chain kept", field: .pin, steps: { s in
            s.replace(.pin, utf16: 0..<0, with: "12")
            s.setMarkedText(.pin, utf16: 2..<2, marked: "\u{301}")
            s.setMarkedText(.pin, utf16: 2..<3, marked: "")
        }, text: "12", value: .text("12")),
        // A mask ((###) ###-####).
        Variant(name: "mask: a combining mark merges with a slot digit and is dropped", field: .phone, steps: { s in
            s.replace(.phone, utf16: 0..<0, with: "55512")
            s.setMarkedText(.phone, utf16: 8..<8, marked: "\u{301}3")
            s.unmarkText(.phone)
        }, text: "(555) 123", value: .text("(555) 123")),
        Variant(name: "mask: a commit fills the slots", field: .phone, steps: { s in
            s.replace(.phone, utf16: 0..<0, with: "555")
            s.setMarkedText(.phone, utf16: 4..<4, marked: "1234567")
            s.commitMarkedText(.phone, "1234567")
        }, text: "(555) 123-4567", value: .text("(555) 123-4567")),
        Variant(name: "mask: letters are rejected at commit", field: .phone, steps: { s in
            s.replace(.phone, utf16: 0..<0, with: "555")
            s.setMarkedText(.phone, utf16: 4..<4, marked: "abc")
            s.unmarkText(.phone)
        }, text: "(555", value: .text("(555")),
        Variant(name: "mask: an edit after the marked text commits it first", field: .phone, steps: { s in
            s.replace(.phone, utf16: 0..<0, with: "5551")
            s.placeCaret(.phone, utf16: 1)
            s.setMarkedText(.phone, utf16: 1..<1, marked: "9")
            s.replace(.phone, utf16: 7..<8, with: "")
        }, text: "(955) 5", value: .text("(955) 5")),
        Variant(name: "mask: cancel leaves the text as before", field: .phone, steps: { s in
            s.replace(.phone, utf16: 0..<0, with: "555")
            s.setMarkedText(.phone, utf16: 4..<4, marked: "12")
            s.setMarkedText(.phone, utf16: 4..<6, marked: "")
        }, text: "(555", value: .text("(555")),
        // A date (MM/DD/YYYY).
        Variant(name: "date: a commit completes the date", field: .due, steps: { s in
            s.replace(.due, utf16: 0..<0, with: "1123")
            s.setMarkedText(.due, utf16: 5..<5, marked: "2026")
            s.commitMarkedText(.due, "2026")
        }, text: "11/23/2026", value: .date(FormDate(checkedYear: 2026, month: 11, day: 23))),
        Variant(name: "date: a combining mark merges with the year and is dropped", field: .due, steps: { s in
            s.replace(.due, utf16: 0..<0, with: "11232026")
            s.setMarkedText(.due, utf16: 10..<10, marked: "\u{301}")
        }, text: "11/23/2026", value: .date(FormDate(checkedYear: 2026, month: 11, day: 23))),
        Variant(name: "date: an ISO date committed is placed as a paste", field: .due, steps: { s in
            s.setMarkedText(.due, utf16: 0..<0, marked: "2026-11-23")
            s.unmarkText(.due)
        }, text: "11/23/2026", value: .date(FormDate(checkedYear: 2026, month: 11, day: 23))),
        Variant(name: "date: a joiner after the day merges and is dropped", field: .born, steps: { s in
            s.replace(.born, utf16: 0..<0, with: "0105")
            s.setMarkedText(.born, utf16: 5..<5, marked: "\u{200D}")
            s.unmarkText(.born)
        }, text: "01.05", value: .none),
        Variant(name: "date: cancel leaves the partial date as before", field: .due, steps: { s in
            s.replace(.due, utf16: 0..<0, with: "11")
            s.setMarkedText(.due, utf16: 2..<2, marked: "23")
            s.setMarkedText(.due, utf16: 2..<4, marked: "")
        }, text: "11", value: .none),
        Variant(name: "date: an edit before the marked text commits it first", field: .due, steps: { s in
            s.replace(.due, utf16: 0..<0, with: "1123")
            s.setMarkedText(.due, utf16: 5..<5, marked: "2026")
            s.replace(.due, utf16: 0..<2, with: "12")
        }, text: "12/23/2026", value: .date(FormDate(checkedYear: 2026, month: 12, day: 23))),
    ]

    @Test(arguments: variants)
    func eachEndOfACompositionLeavesWhatTheChainMakes(_ variant: Variant) {
        var session = Session(today: Self.today)
        variant.steps(&session)
        #expect(session.text(variant.field) == variant.text)
        #expect(session.markedRange(variant.field) == nil)
        #expect(session.model.fieldValues.fields[variant.field.rawValue] == variant.value)
        #expect(SessionInvariants.modelMismatch(session, variant.field) == nil)
    }

    @Test func theModelHoldsTheLastCommittedValueWhileComposing() {
        var session = Session(today: Self.today)
        session.replace(.pin, utf16: 0..<0, with: "12")
        session.setMarkedText(.pin, utf16: 2..<2, marked: "secret123")
        #expect(session.text(.pin) == "12secret123")
        #expect(session.model.pin == "12")
        session.replace(.qty, utf16: 0..<0, with: "7")
        session.setMarkedText(.qty, utf16: 1..<1, marked: "八")
        #expect(session.model.qty == 7)
        session.setMarkedText(.qty, utf16: 1..<2, marked: "")
        #expect(session.model.qty == 7)
    }

    @Test func aSubmitAfterAMergedCompositionSubmitsWhatIsShown() {
        var session = Session(today: Self.today)
        session.replace(.qty, utf16: 0..<0, with: "12")
        session.setMarkedText(.qty, utf16: 2..<2, marked: "\u{200D}")
        session.unmarkText(.qty)
        session.replace(.count, utf16: 0..<0, with: "1")
        session.replace(.start, utf16: 0..<0, with: "01012026")
        session.replace(.name, utf16: 0..<0, with: "Ann")
        session.select(.country, HostileInput.Country.ch)
        guard case .success(let model) = session.submit() else {
            Issue.record("submit failed")
            return
        }
        #expect(model.qty == 12)
    }

    @Test func aCommitWithNoMarkedTextChangesNothing() {
        var session = Session(today: Self.today)
        session.replace(.note, utf16: 0..<0, with: "abni")
        let edit = session.commitMarkedText(.note, "你")
        #expect(edit.text == "abni")
        #expect(session.model.note == "abni")
    }

    @Test func anEditInsideTheMarkedTextStaysInIt() {
        var session = Session(today: Self.today)
        session.replace(.note, utf16: 0..<0, with: "ab")
        session.setMarkedText(.note, utf16: 2..<2, marked: "nih")
        session.replace(.note, utf16: 4..<5, with: "")
        #expect(session.text(.note) == "abni")
        #expect(session.markedRange(.note) == 2..<4)
        #expect(session.model.note == "ab")
    }
}
