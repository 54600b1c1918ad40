import FormRuntime
import FormSession
import FormcGenerated
import Observation
import Testing

/// Messages from outside (LANGUAGE.md §21): `showMessage(_:for:)` and
/// `showMessages(_:)` show a message under a field as its own, until the
/// field's value next changes, and never block a submit; a failed submit
/// goes to the first field that shows a message.
@MainActor
@Suite struct OutsideMessageTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    /// A filled sign-up form that submits.
    static func filledSignUp() -> FormSession<SignUp> {
        var session = FormSession<SignUp>(today: today)
        session.replace(.email, utf16: 0..<0, with: "ann@example.com")
        session.replace(.password, utf16: 0..<0, with: "correct horse")
        session.replace(.confirmation, utf16: 0..<0, with: "correct horse")
        session.set(.terms, true)
        return session
    }

    /// The server round trip of docs/SESSION.md: the model submits, the
    /// server refuses the email, its errors are shown under the field
    /// until the email is edited, and they do not stop the next submit.
    @Test func aServersMessageShowsUntilTheFieldIsEditedAndDoesNotBlockSubmit() throws {
        var session = Self.filledSignUp()
        let account = try session.submit().get()
        // The server's answer, as the same generated model's errors.
        let refused = FormErrors<SignUp>([FieldError(field: .email, message: "This email is already registered")])
        #expect(account.email == "ann@example.com")
        session.showMessages(refused)
        #expect(session.messages(.email) == ["This email is already registered"])
        #expect(session.messages(.password).isEmpty)
        // Other fields' edits and a submit leave it; the submit succeeds.
        session.replace(.password, utf16: 13..<13, with: "!")
        session.replace(.confirmation, utf16: 13..<13, with: "!")
        #expect(session.messages(.email) == ["This email is already registered"])
        #expect((try? session.submit().get()) != nil)
        #expect(session.messages(.email) == ["This email is already registered"])
        // The email's next edit removes it.
        session.replace(.email, utf16: 0..<3, with: "bob")
        #expect(session.messages(.email).isEmpty)
    }

    @Test func aMessageFromOutsideTakesThePlaceOfTheFieldsOwnUntilItIsGone() {
        var session = FormSession<SignUp>(today: Self.today)
        session.replace(.password, utf16: 0..<0, with: "short")
        #expect(session.messages(.password) == ["Use at least 8 characters"])
        session.showMessage("Too common", for: .password)
        #expect(session.messages(.password) == ["Too common"])
        session.replace(.password, utf16: 5..<5, with: "e")
        #expect(session.messages(.password) == ["Use at least 8 characters"], "the field's own message by its timing again")
        session.showMessage("Too common", for: .password)
        session.showMessage("", for: .password)
        #expect(session.messages(.password) == ["Use at least 8 characters"], "an empty text removes it")
    }

    @Test func aSelectionOrAFlagIsTheValueThatRemovesIt() {
        var session = FormSession<Intake>(today: Self.today)
        session.showMessage("We do not ship there", for: .country)
        session.showMessage("Ask a parent", for: .pregnant)
        #expect(session.messages(.country) == ["We do not ship there"])
        session.select(.country, Intake.Country.de)
        #expect(session.messages(.country).isEmpty)
        session.select(.sex, Intake.Sex.female)
        #expect(session.messages(.pregnant) == ["Ask a parent"])
        session.set(.pregnant, true)
        #expect(session.messages(.pregnant).isEmpty)
    }

    @Test func itIsNotShownWhileItsFieldIsHiddenOrDisabled() {
        var session = FormSession<Intake>(today: Self.today)
        session.showMessage("Unknown canton", for: .canton)
        #expect(session.messages(.canton).isEmpty, "hidden until Switzerland is chosen")
        session.select(.country, Intake.Country.ch)
        #expect(session.messages(.canton) == ["Unknown canton"])
        session.select(.country, Intake.Country.fr)
        session.showMessage("No installments", for: .installments)
        #expect(session.messages(.installments).isEmpty, "disabled for France")
        session.select(.country, Intake.Country.de)
        #expect(session.messages(.installments) == ["No installments"])
    }

    /// A failed submit goes to the first field, in spec order, that shows a
    /// message: a message from outside above the first failing field counts.
    @Test func aFailedSubmitFocusesTheFirstFieldWithAMessage() {
        var session = FormSession<SignUp>(today: Self.today)
        #expect(session.firstFieldWithMessage == nil)
        session.replace(.email, utf16: 0..<0, with: "ann@example.com")
        session.replace(.password, utf16: 0..<0, with: "correct horse")
        guard case .failure(let errors) = session.submit() else {
            Issue.record("submitted without a confirmation")
            return
        }
        #expect(errors.fields == [.confirmation, .terms])
        #expect(session.firstFieldWithMessage == .confirmation)
        #expect(session.isFocused(.confirmation))

        session.showMessage("This email is already registered", for: .email)
        session.focus(.terms)
        _ = session.submit()
        #expect(session.firstFieldWithMessage == .email)
        #expect(session.isFocused(.email), "the message from outside is above the first error")
    }

    /// What `FormView` watches to scroll after a failed submit: counted by
    /// the session whichever way the submit came (the button, Return on
    /// the last field), observed apart from typing.
    @Test func theModelPublishesEachFailedSubmitAndNothingElse() {
        let model = FormModel<Nickname>(session: FormSession(today: Self.today))
        final class Count: @unchecked Sendable { var fired = 0 }
        let count = Count()
        withObservationTracking { _ = model.failedSubmits } onChange: { count.fired += 1 }
        model.replace(.nickname, utf16: 0..<0, with: "A")
        #expect(count.fired == 0, "typing is not a failed submit")
        _ = model.submit()
        #expect(model.failedSubmits == 1 && count.fired == 1)
        #expect(model.session.firstFieldWithMessage == .nickname)
        _ = TextFieldBridge(model: model, field: .nickname).returnPressed()
        #expect(model.failedSubmits == 2)
        model.replace(.nickname, utf16: 1..<1, with: "da")
        _ = model.submit()
        #expect(model.failedSubmits == 2, "a submit that succeeds is not counted")
    }

    /// `FormModel` forwards both, and redraws the row of the field given a
    /// message (not the others).
    @Test func theModelForwardsAndRedrawsOnlyThatField() {
        let model = FormModel<SignUp>(session: Self.filledSignUp())
        final class Count: @unchecked Sendable { var email = 0, password = 0 }
        let count = Count()
        withObservationTracking { _ = model.messages(.email) } onChange: { count.email += 1 }
        withObservationTracking { _ = model.messages(.password) } onChange: { count.password += 1 }
        model.showMessages(FormErrors([FieldError(field: .email, message: "Taken")]))
        #expect(model.messages(.email) == ["Taken"])
        #expect(count.email == 1 && count.password == 0)
        model.showMessage("Too common", for: .password)
        #expect(model.messages(.password) == ["Too common"])
    }
}
