import FormRuntime
import FormSession
import SessionModel
import Testing

/// A session on the 200-field form of SessionBenchmark
/// (Benchmarks/SessionModel/Spec/wide.form): an edit re-evaluates only the
/// fields that read the edited one (issue 21 item 8), and what the session
/// shows stays what the whole form says. Behaviour only; timings are the
/// benchmark's.
@Suite struct WideFormTests {
    static let today = FormDate(checkedYear: 2026, month: 1, day: 1)

    /// Each field's visibility and message as the whole form says them:
    /// `visible when` through the model with unanswered fields read as
    /// empty, and the first message `errors(on: trigger)` has for it.
    static func expectAgreesWithTheWholeForm(_ session: FormSession<Wide>, trigger: ValidationTrigger, sourceLocation: SourceLocation = #_sourceLocation) {
        let errors = session.errors(on: trigger)
        for field in Wide.Field.allCases {
            let visible = session.model.isVisible(field, today: today, unanswered: session.unansweredFields)
            #expect(session.isVisible(field) == visible, "\(field.rawValue)", sourceLocation: sourceLocation)
            let expected = visible ? errors.first { $0.field == field }.map { [$0.message] } ?? [] : []
            #expect(session.messages(field) == expected, "\(field.rawValue)", sourceLocation: sourceLocation)
        }
    }

    @Test func choosingAnOptionShowsAndHidesTheFieldThatReadsItAmong200() {
        var session = FormSession<Wide>(today: Self.today)
        #expect(Wide.Field.allCases.count == 200)
        #expect(!session.isVisible(.detail4) && !session.isVisible(.detail8) && !session.isVisible(.detail196))
        session.select(.kind3, Wide.Kind3.other)
        #expect(session.isVisible(.detail4))
        #expect(!session.isVisible(.detail8) && !session.isVisible(.detail196), "fields that do not read kind3 are unchanged")
        session.select(.kind195, Wide.Kind195.other)
        #expect(session.isVisible(.detail196) && session.isVisible(.detail4))
        session.select(.kind3, Wide.Kind3.plain)
        #expect(!session.isVisible(.detail4) && session.isVisible(.detail196))
        Self.expectAgreesWithTheWholeForm(session, trigger: .change)
    }

    @Test func messagesFollowEditsOfTheFieldAndOfTheFieldsItReads() {
        var session = FormSession<Wide>(today: Self.today)
        // A change condition: raised and cleared by typing.
        session.replace(.count2, utf16: 0..<0, with: "1001")
        #expect(session.messages(.count2) == ["Enter at most 1000"])
        Self.expectAgreesWithTheWholeForm(session, trigger: .change)
        session.replace(.count2, utf16: 0..<4, with: "7")
        #expect(session.messages(.count2) == [])

        // After a submit: detail4's `required … when kind3 == .other` follows kind3.
        _ = session.submit()
        Self.expectAgreesWithTheWholeForm(session, trigger: .submit)
        #expect(session.messages(.detail4) == [])
        session.select(.kind3, Wide.Kind3.other)
        #expect(session.messages(.detail4) == ["Describe it"])
        Self.expectAgreesWithTheWholeForm(session, trigger: .submit)
        session.replace(.detail4, utf16: 0..<0, with: "blue")
        #expect(session.messages(.detail4) == [])
        session.clear(.detail4)
        #expect(session.messages(.detail4) == ["Describe it"])
        session.select(.kind3, Wide.Kind3.plain)
        #expect(session.messages(.detail4) == [], "hidden again: no message")
        Self.expectAgreesWithTheWholeForm(session, trigger: .submit)

        // The typed field: its own messages only.
        session.replace(.phone, utf16: 0..<0, with: "999")
        #expect(session.messages(.phone) == ["Enter all ten digits"])
        session.replace(.phone, utf16: 0..<session.text(.phone).utf16.count, with: "9991234567")
        #expect(session.messages(.phone) == [])
        Self.expectAgreesWithTheWholeForm(session, trigger: .submit)
    }
}
