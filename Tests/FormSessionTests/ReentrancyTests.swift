import FormRuntime
import FormSession
import FormcGenerated
import Observation
import Testing

/// LANGUAGE.md §21, "Re-entrancy" (issue 29, "A trap"): reading a
/// `FormModel` from within its own change (the closure given to `update`,
/// an Observation `onChange`) answers the state before or after that
/// change and never traps; a change made from within a change is kept; an
/// observer is told once per outer change. Each of these aborted with
/// "Simultaneous accesses" before: `update` held exclusive access to the
/// session while the closure ran.
@MainActor
@Suite struct ReentrancyTests {
    final class Log: @unchecked Sendable {
        var fired = 0
        var seen: [String] = []
    }

    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func readingTheModelInsideUpdateAnswersTheStateBeforeTheChange() {
        let model = FormModel<Intake>(session: FormSession(today: Self.today))
        let seen = model.update { session -> [String] in
            session.replace(.name, utf16: 0..<0, with: "abc")
            return [model.text(.name), model.session.text(.name), model.session(observing: .name).text(.name)]
        }
        #expect(seen == ["", "", ""])
        #expect(model.text(.name) == "abc")
        #expect(model.session.model.name == "abc")
    }

    @Test func aChangeMadeInsideAChangeIsKept() {
        let model = FormModel<Intake>(session: FormSession(today: Self.today))
        let inner = model.update { session -> FieldEdit in
            session.replace(.name, utf16: 0..<0, with: "Ann")
            return model.replace(.guardian, utf16: 0..<0, with: "Bob")
        }
        #expect(inner == FieldEdit(text: "Bob", caret: 3))
        #expect(model.text(.name) == "Ann")
        #expect(model.text(.guardian) == "Bob")
        #expect(model.session.model.name == "Ann" && model.session.model.guardian == "Bob")
        // Both applied once: a second edit of each goes on from there.
        model.replace(.guardian, utf16: 3..<3, with: "!")
        #expect(model.text(.guardian) == "Bob!")
    }

    @Test func nestedChangesOfTheSameFieldApplyInOrderOnce() {
        let model = FormModel<Intake>(session: FormSession(today: Self.today))
        model.update { session in
            model.replace(.name, utf16: 0..<0, with: "A")
            model.replace(.name, utf16: 1..<1, with: "B")
            session.replace(.guardian, utf16: 0..<0, with: "G")
        }
        #expect(model.text(.name) == "AB")
        #expect(model.text(.guardian) == "G")
    }

    @Test func anObserverReadingTheModelIsToldOncePerChange() {
        let model = FormModel<Intake>(session: FormSession(today: Self.today))
        let log = Log()
        withObservationTracking {
            _ = model.session
        } onChange: {
            log.fired += 1
            log.seen.append(MainActor.assumeIsolated { model.text(.name) })
        }
        model.update { session in
            session.replace(.name, utf16: 0..<0, with: "Ann")
            model.replace(.guardian, utf16: 0..<0, with: "Bob")
            _ = model.text(.guardian)
        }
        #expect(log.fired == 1)
        #expect(model.text(.guardian) == "Bob")
    }

    @Test func anObserverOfAFieldMayReadAndChangeTheModel() {
        let model = FormModel<Intake>(session: FormSession(today: Self.today))
        let log = Log()
        withObservationTracking {
            _ = model.text(.name)
        } onChange: {
            log.seen.append(MainActor.assumeIsolated { model.text(.name) })
            log.fired += 1
        }
        model.replace(.name, utf16: 0..<0, with: "Ann")
        #expect(log.fired == 1)
        #expect(log.seen.count == 1)
        #expect(model.text(.name) == "Ann")
    }
}
