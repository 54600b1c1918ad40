import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// LANGUAGE.md §6 timing through the session: change after every edit,
/// blur once the field was left, submit once a submit was attempted.
@Suite struct MessageTimingTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func aChangeConditionShowsAfterTheEdit() {
        var session = FormSession<SignUp>(today: Self.today)
        #expect(session.messages(.password).isEmpty)
        session.replace(.password, utf16: 0..<0, with: "abc")
        #expect(session.messages(.password) == ["Use at least 8 characters"])
        session.replace(.password, utf16: 3..<3, with: "defgh")
        #expect(session.messages(.password).isEmpty)
    }

    @Test func aBlurConditionWaitsUntilFocusLeaves() {
        var session = FormSession<SignUp>(today: Self.today)
        session.replace(.email, utf16: 0..<0, with: "ann")
        #expect(session.messages(.email).isEmpty)
        session.focus(.password)
        #expect(session.messages(.email) == ["That doesn't look like an email address"])
        // From then on every edit of it re-evaluates.
        session.replace(.email, utf16: 3..<3, with: "@example.org")
        #expect(session.messages(.email).isEmpty)
    }

    @Test func aSubmitConditionShowsOnlyOnSubmitAndClearsWhenFixed() {
        var session = FormSession<SignUp>(today: Self.today)
        session.replace(.email, utf16: 0..<0, with: "ann@example.org")
        session.replace(.password, utf16: 0..<0, with: "correct horse")
        session.replace(.confirmation, utf16: 0..<0, with: "correct horse")
        #expect(session.messages(.terms).isEmpty)
        guard case .failure(let errors) = session.submit() else {
            Issue.record("submitted without the terms")
            return
        }
        #expect(errors.fields == [.terms])
        #expect(session.messages(.terms) == ["Accept the terms to continue"])
        #expect(session.focused?.field == .terms)
        session.set(.terms, true)
        #expect(session.messages(.terms).isEmpty)
        let submitted = try? session.submit().get()
        #expect(submitted?.email == "ann@example.org")
        #expect(submitted?.terms == true)
    }

    @Test func leavingAFieldCommitsIt() {
        var session = FormSession<SignUp>(today: Self.today)
        session.replace(.email, utf16: 0..<0, with: "  Ann@Example.org  ")
        #expect(session.text(.email) == "  ann@example.org  ")
        session.focusNext()
        #expect(session.text(.email) == "ann@example.org")
        #expect(session.focused?.field == .password)
    }

    @Test func aHiddenFieldShowsNoMessageAndIsNotRequired() {
        var session = FormSession<Checkout>(today: Self.today)
        session.replace(.email, utf16: 0..<0, with: "ann@example.org")
        session.set(.pickup, true)
        #expect(!session.isVisible(.street))
        #expect(!session.focusOrder.contains(.street))
        let result = session.submit()
        #expect((try? result.get())?.pickup == true)
    }

    @Test func messagesAreShownInTheUILanguage() {
        var session = FormSession<PhoneSignIn>(language: "ru", today: Self.today)
        #expect(session.language == "ru")
        #expect(session.fieldSchema(.phone)?.label == "Телефон")
        session.replace(.phone, utf16: 0..<0, with: "999")
        session.focusNext()
        #expect(session.messages(.phone) == ["Введите все десять цифр"])
        let untranslated = FormSession<PhoneSignIn>(language: "zz", today: Self.today)
        #expect(untranslated.language == nil)
        #expect(untranslated.fieldSchema(.phone)?.label == "Phone")
    }
}
