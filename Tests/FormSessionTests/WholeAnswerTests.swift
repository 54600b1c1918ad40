import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// Whole answers (LANGUAGE.md §18): `setAnswer` and `setRows` give a field
/// its value at once, as line mode reads it, with the same result as
/// typing or choosing it.
@Suite struct WholeAnswerTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func aNumberIsShownThroughItsChainAndAnswersTheField() {
        var session = FormSession<Intake>(today: Self.today)
        #expect(session.unansweredFields.contains(.age))
        let answered = session.setAnswer(.age, .int(42))
        #expect(answered)
        #expect(session.text(.age) == "42" && session.model.age == 42)
        #expect(!session.unansweredFields.contains(.age))
        #expect(session.focused?.field == .age)
        // Nothing empties it again: a non-optional number left without an answer.
        session.setAnswer(.age, .none)
        #expect(session.text(.age) == "" && session.unansweredFields.contains(.age))
    }

    @Test func aChoiceTakesItsOptionsInOptionOrderAndDropsUnknownOnes() {
        var session = FormSession<Intake>(today: Self.today)
        session.setAnswer(.extras, .choices(["card", "nope", "gift", "card"]))
        #expect(session.selection(.extras) == ["gift", "card"])
        #expect(session.model.extras == [.gift, .card])
        session.setAnswer(.sex, .choice("female"))
        #expect(session.model.sex == .female && session.isVisible(.pregnant), "its readers see the answer")
        session.setAnswer(.pregnant, .bool(true))
        #expect(session.model.pregnant)
    }

    @Test func aHiddenFieldOrAListMixedWithAPlainFieldChangesNothing() {
        var session = FormSession<Intake>(today: Self.today)
        #expect(!session.isVisible(.canton))
        let hidden = session.setAnswer(.canton, .text("ZH"))
        #expect(!hidden)
        #expect(session.text(.canton) == "")
        let listAnswered = session.setAnswer(.phones, .text("555"))
        #expect(!listAnswered, "a list takes rows")
        let fieldRows = session.setRows(.name, [.text("Ann")])
        #expect(!fieldRows, "a plain field takes an answer")
    }

    @Test func aListTakesItsRowsWithinItsBounds() {
        var session = FormSession<Intake>(today: Self.today)
        let set = session.setRows(.phones, [.text("555 1234"), .text(""), .text("555 9876"), .text("1"), .text("2")])
        #expect(set)
        #expect(session.rowCount(.phones) == 3, "max 3; the empty row left out")
        #expect(session.model.phones == ["555 1234", "555 9876", "1"])
        #expect(session.focused == SessionFocus(field: .phones, row: 0))
    }
}
