import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// List rows (LANGUAGE.md §12, §18): Return on a non-empty row adds one,
/// backspace on an empty row removes it; rows left empty are not values.
@Suite struct ListTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func returnOnAFilledRowAddsARowBelowAndFocusesIt() {
        var session = FormSession<DailyGoals>(today: Self.today)
        #expect(session.rowCount(.goals) == 1)
        #expect(session.focused == SessionFocus(field: .goals, row: 0))
        session.replace(.goals, utf16: 0..<0, with: "Run ")
        guard case .addedRow(1) = session.returnKey() else {
            Issue.record("no row added")
            return
        }
        #expect(session.rowCount(.goals) == 2)
        #expect(session.focused == SessionFocus(field: .goals, row: 1))
        // The row left was committed (`trim`).
        #expect(session.text(.goals, row: 0) == "Run")
        session.replace(.goals, utf16: 0..<0, with: "Read")
        #expect(session.model.goals == ["Run", "Read"])
    }

    @Test func returnOnAnEmptyRowMovesOn() {
        var session = FormSession<DailyGoals>(today: Self.today)
        session.replace(.goals, utf16: 0..<0, with: "Run")
        _ = session.returnKey()
        guard case .moved(let focus) = session.returnKey() else {
            Issue.record("Return on an empty row did not move on")
            return
        }
        #expect(focus.field == .remind)
        // The empty row is not part of the value.
        #expect(session.model.goals == ["Run"])
    }

    @Test func backspaceOnAnEmptyRowRemovesItAndGoesToTheEndOfTheRowAbove() {
        var session = FormSession<DailyGoals>(today: Self.today)
        session.replace(.goals, utf16: 0..<0, with: "Run")
        _ = session.returnKey()
        let edit = session.deleteBackward(.goals)
        #expect(session.rowCount(.goals) == 1)
        #expect(session.focused == SessionFocus(field: .goals, row: 0))
        #expect(edit == FieldEdit(text: "Run", caret: 3))
        // The last row stays (at least `min`, and at least one).
        session.replace(.goals, utf16: 0..<3, with: "")
        session.deleteBackward(.goals)
        #expect(session.rowCount(.goals) == 1)
    }

    @Test func aListStopsGrowingAtItsMaximum() {
        var session = FormSession<Intake>(today: Self.today)
        session.focus(.phones)
        for number in ["1", "2", "3"] {
            session.replace(.phones, utf16: 0..<0, with: number)
            _ = session.returnKey()
        }
        #expect(session.rowCount(.phones) == 3)
        #expect(session.model.phones == ["1", "2", "3"])
        #expect(session.focused?.field == .agree)
    }

    @Test func requiredOnAListNeedsANonEmptyRow() {
        var session = FormSession<DailyGoals>(today: Self.today)
        guard case .failure(let errors) = session.submit() else {
            Issue.record("an empty list submitted")
            return
        }
        #expect(errors.messages(for: .goals) == ["Add at least one goal"])
    }
}
