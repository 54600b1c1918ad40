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
}
