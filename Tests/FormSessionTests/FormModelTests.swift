import FormRuntime
import FormSession
import FormcGenerated
import Observation
import Testing

/// `FormModel` publishes the session to a UI through Observation
/// (LANGUAGE.md §18), checked with `withObservationTracking`.
@MainActor
@Suite struct FormModelTests {
    final class Flag: @unchecked Sendable {
        var fired = 0
    }

    @Test func anEditOfAFieldFiresTheObserverOfItsText() {
        let model = FormModel<SignUp>(session: FormSession(today: FormDate(checkedYear: 2026, month: 11, day: 25)))
        let flag = Flag()
        let before = withObservationTracking {
            model.text(.email)
        } onChange: {
            flag.fired += 1
        }
        #expect(before == "")
        #expect(flag.fired == 0)
        model.replace(.email, utf16: 0..<0, with: "a")
        #expect(flag.fired == 1)
        #expect(model.text(.email) == "a")
    }

    @Test func readingNothingObservesNothing() {
        let model = FormModel<SignUp>()
        let flag = Flag()
        withObservationTracking {
            _ = 1
        } onChange: {
            flag.fired += 1
        }
        model.replace(.email, utf16: 0..<0, with: "a")
        #expect(flag.fired == 0)
    }

    @Test func aSubmitFiresTheObserverOfMessages() {
        let model = FormModel<Nickname>()
        let flag = Flag()
        let shown = withObservationTracking {
            model.messages(.nickname)
        } onChange: {
            flag.fired += 1
        }
        #expect(shown.isEmpty)
        guard case .failure = model.submit() else {
            Issue.record("an empty nickname submitted")
            return
        }
        #expect(flag.fired == 1)
        #expect(model.messages(.nickname) == ["Choose a nickname"])
    }

    /// Observation is per field: typing in the email redraws the email's
    /// row, not the password's (a form does not redraw every row on every
    /// keystroke); the session read as a whole is redrawn on every change.
    @Test func anEditRedrawsOnlyTheFieldsWhoseAppearanceChanged() {
        let model = FormModel<SignUp>(session: FormSession(today: FormDate(checkedYear: 2026, month: 11, day: 25)))
        model.focus(.email)
        let email = Flag(), password = Flag(), whole = Flag()
        _ = withObservationTracking { model.session(observing: .email).text(.email) } onChange: { email.fired += 1 }
        _ = withObservationTracking { model.session(observing: .password).text(.password) } onChange: { password.fired += 1 }
        _ = withObservationTracking { model.session.text(.password) } onChange: { whole.fired += 1 }
        model.replace(.email, utf16: 0..<0, with: "a")
        #expect(email.fired == 1)
        #expect(password.fired == 0, "the password's row does not change when the email is typed")
        #expect(whole.fired == 1)
    }

    /// Focus moving redraws the field it leaves and the field it reaches.
    @Test func focusRedrawsTheFieldsItLeavesAndReaches() {
        let model = FormModel<SignUp>(session: FormSession(today: FormDate(checkedYear: 2026, month: 11, day: 25)))
        model.focus(.email)
        let email = Flag(), password = Flag(), confirmation = Flag()
        _ = withObservationTracking { model.session(observing: .email).isFocused(.email) } onChange: { email.fired += 1 }
        _ = withObservationTracking { model.session(observing: .password).isFocused(.password) } onChange: { password.fired += 1 }
        _ = withObservationTracking { model.session(observing: .confirmation).isFocused(.confirmation) } onChange: { confirmation.fired += 1 }
        model.focus(.password)
        #expect(email.fired == 1 && password.fired == 1)
        #expect(confirmation.fired == 0)
        #expect(model.session.isFocused(.password))
    }

    /// A change made through `update` redraws what it changed: a submit
    /// shows messages on the fields that have one.
    @Test func aSubmitRedrawsTheFieldsThatShowAMessage() {
        let model = FormModel<SignUp>(session: FormSession(today: FormDate(checkedYear: 2026, month: 11, day: 25)))
        let email = Flag()
        _ = withObservationTracking { model.messages(.email) } onChange: { email.fired += 1 }
        _ = model.submit()
        #expect(email.fired == 1)
        #expect(!model.messages(.email).isEmpty)
    }

    /// The layout (which fields are shown) is observed apart: typing does
    /// not invalidate it; showing a field does.
    @Test func theLayoutIsRedrawnOnlyWhenAFieldIsShownOrHidden() {
        let model = FormModel<Intake>(session: FormSession(today: FormDate(checkedYear: 2026, month: 11, day: 25)))
        let layout = Flag()
        _ = withObservationTracking { model.layoutSession.layout.map { model.layoutSession.isVisible($0) } } onChange: { layout.fired += 1 }
        model.replace(.name, utf16: 0..<0, with: "Ann")
        #expect(layout.fired == 0)
        model.update { $0.select(.sex, id: "female") }
        #expect(layout.fired == 1, "pregnant is shown")
        #expect(model.isVisible(.pregnant))
    }
}
