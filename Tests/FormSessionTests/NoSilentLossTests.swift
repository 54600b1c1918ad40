import AdversarialGenerated
import FormRuntime
import FormSession
import Testing

/// LANGUAGE.md §21, "No silent loss" (issue 29, list items 4 and 5): a
/// non-empty text that is not a whole value makes the field invalid on
/// submit, optional or not, and is never submitted as nil; a value given
/// from outside that the field cannot show is refused (`setAnswer` of
/// another kind or an unknown option) or kept and said (a record, an
/// answer past the chain's limits), never stored as something else.
@Suite struct NoSilentLossTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)
    static let invalidDate = "Enter a valid date"
    static let invalidValue = "Enter a valid value"

    /// A session in which every field the form requires is answered.
    static func answered() -> FormSession<HostileInput> {
        var session = FormSession<HostileInput>(today: today)
        session.replace(.count, utf16: 0..<0, with: "1")
        session.replace(.start, utf16: 0..<0, with: "01012026")
        session.replace(.name, utf16: 0..<0, with: "Ann")
        session.select(.country, HostileInput.Country.ch)
        return session
    }

    @Test func theAnsweredSessionSubmits() {
        var session = Self.answered()
        #expect((try? session.submit().get()) != nil)
    }

    @Test(arguments: ["02302026", "112", "1", "11/23/202"])
    func anOptionalDateThatIsNoWholeDateIsNotSubmittedAsNil(_ typed: String) {
        var session = Self.answered()
        session.replace(.due, utf16: 0..<0, with: typed)
        #expect(!session.text(.due).isEmpty)
        guard case .failure(let errors) = session.submit() else {
            Issue.record("\(session.text(.due)) was submitted")
            return
        }
        #expect(errors.messages(for: .due) == [Self.invalidDate])
        #expect(session.messages(.due) == [Self.invalidDate])
        // Emptying the field fixes it: an empty optional date is nil.
        session.clear(.due)
        #expect(session.messages(.due).isEmpty)
        #expect((try? session.submit().get())?.due == .some(nil))
    }

    @Test func aPartialMonthIsNotSubmittedAsNil() {
        var session = Self.answered()
        session.replace(.expiry, utf16: 0..<0, with: "1")
        guard case .failure(let errors) = session.submit() else {
            Issue.record("a partial month was submitted")
            return
        }
        #expect(errors.messages(for: .expiry) == [Self.invalidDate])
    }

    @Test func aPartialRequiredDateSaysItIsNoDate() {
        var session = Self.answered()
        session.clear(.start)
        session.replace(.start, utf16: 0..<0, with: "0101")
        guard case .failure(let errors) = session.submit() else {
            Issue.record("a partial date was submitted")
            return
        }
        #expect(errors.messages(for: .start) == [Self.invalidDate], "not 'Start is required': something is typed")
    }

    @Test func anAnswerOfAnotherKindIsRefusedAndChangesNothing() throws {
        var session = Self.answered()
        try session.setAnswer(.qty, .int(7))
        #expect(throws: AnswerRefusal.wrongKind(field: "qty", expected: "int", given: "decimal")) {
            try session.setAnswer(.qty, .decimal(1.5))
        }
        #expect(session.text(.qty) == "7" && session.model.qty == 7)
        #expect(throws: AnswerRefusal.wrongKind(field: "due", expected: "date", given: "text")) {
            try session.setAnswer(.due, .text("2026-11-23"))
        }
        #expect(throws: AnswerRefusal.wrongKind(field: "country", expected: "a choice", given: "choices")) {
            try session.setAnswer(.country, .choices(["ch"]))
        }
        // An int widens to a decimal: the same number.
        try session.setAnswer(.amount, .int(12))
        #expect(session.model.amount == 12)
    }

    @Test func anUnknownOptionIsRefusedAndChangesNothing() throws {
        var session = FormSession<HostileInput>(today: Self.today)
        #expect(throws: AnswerRefusal.unknownOption(field: "country", option: "zz")) {
            try session.setAnswer(.country, .choice("zz"))
        }
        #expect(session.unansweredFields.contains(.country), "still unanswered, not silently unselected")
        #expect(throws: AnswerRefusal.cannotBeEmpty(field: "country")) { try session.setAnswer(.country, .none) }
        try session.setAnswer(.country, .choice("de"))
        #expect(session.model.country == .de)
    }

    @Test func aRefusalNamesTheKindsNeverTheValue() {
        let refusal = AnswerRefusal.wrongKind(field: "pin", expected: "text", given: "int")
        #expect(refusal.description == "'pin' holds text, not int")
    }

    @Test func aRecordTheChainCannotShowIsKeptAndTheFieldSaysSo() {
        var record = HostileInput(fieldValues: FormValues())
        record.qty = Int.min
        record.name = "abcdefghij"
        record.count = 3
        var session = FormSession(editing: record, today: Self.today)
        #expect(session.text(.name) == "abcde")
        #expect(session.model.name == "abcdefghij", "the model keeps the record's value")
        #expect(session.messages(.name) == [Self.invalidValue])
        #expect(session.model.qty == Int.min)
        #expect(session.messages(.qty) == [Self.invalidValue])
        #expect(session.messages(.count).isEmpty, "a value the field shows says nothing")
        guard case .failure(let errors) = session.submit() else {
            Issue.record("a record the fields cannot show was submitted")
            return
        }
        #expect(errors.messages(for: .name) == [Self.invalidValue])
        #expect(session.model.name == "abcdefghij")
        // An edit makes the field hold what it shows.
        session.replace(.name, utf16: 5..<5, with: "")
        session.replace(.name, utf16: 4..<5, with: "")
        #expect(session.model.name == "abcd")
        #expect(session.messages(.name).isEmpty)
    }

    @Test func anAnswerTheChainCannotShowIsKeptAndTheFieldSaysSo() throws {
        var session = Self.answered()
        try session.setAnswer(.name, .text("abcdefghij"))
        #expect(session.text(.name) == "abcde")
        #expect(session.model.name == "abcdefghij")
        #expect(session.messages(.name) == [Self.invalidValue])
        #expect((try? session.submit().get()) == nil)
        try session.setAnswer(.name, .text("Ann"))
        #expect(session.messages(.name).isEmpty)
        #expect((try? session.submit().get())?.name == "Ann")
    }
}
