import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// Whole answers (LANGUAGE.md §18, §21): `setAnswer` and `setRows` give a
/// field its value at once, as line mode reads it, with the same result as
/// typing or choosing it; a value the field cannot take is refused with a
/// typed error and changes nothing.
@Suite struct WholeAnswerTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func aNumberIsShownThroughItsChainAndAnswersTheField() throws {
        var session = FormSession<Intake>(today: Self.today)
        #expect(session.unansweredFields.contains(.age))
        try session.setAnswer(.age, .int(42))
        #expect(session.text(.age) == "42" && session.model.age == 42)
        #expect(!session.unansweredFields.contains(.age))
        #expect(session.focused?.field == .age)
        // Nothing empties it again: a non-optional number left without an answer.
        try session.setAnswer(.age, .none)
        #expect(session.text(.age) == "" && session.unansweredFields.contains(.age))
    }

    @Test func aChoiceTakesItsOptionsInOptionOrder() throws {
        var session = FormSession<Intake>(today: Self.today)
        try session.setAnswer(.extras, .choices(["card", "gift", "card"]))
        #expect(session.selection(.extras) == ["gift", "card"])
        #expect(session.model.extras == [.gift, .card])
        try session.setAnswer(.sex, .choice("female"))
        #expect(session.model.sex == .female && session.isVisible(.pregnant), "its readers see the answer")
        try session.setAnswer(.pregnant, .bool(true))
        #expect(session.model.pregnant)
    }

    @Test func aHiddenFieldOrAListMixedWithAPlainFieldIsRefused() {
        var session = FormSession<Intake>(today: Self.today)
        #expect(!session.isVisible(.canton))
        #expect(throws: AnswerRefusal.notEditable(field: "canton")) { try session.setAnswer(.canton, .text("ZH")) }
        #expect(session.text(.canton) == "")
        #expect(throws: AnswerRefusal.isAList(field: "phones"), "a list takes rows") { try session.setAnswer(.phones, .text("555")) }
        #expect(throws: AnswerRefusal.notAList(field: "name"), "a plain field takes an answer") { try session.setRows(.name, [.text("Ann")]) }
    }

    @Test func aListTakesItsRowsWithinItsBounds() throws {
        var session = FormSession<Intake>(today: Self.today)
        try session.setRows(.phones, [.text("555 1234"), .text(""), .text("555 9876")])
        #expect(session.rowCount(.phones) == 2, "the empty row left out")
        #expect(session.model.phones == ["555 1234", "555 9876"])
        #expect(session.focused == SessionFocus(field: .phones, row: 0))
        #expect(throws: AnswerRefusal.tooManyRows(field: "phones", maximum: 3), "max 3") {
            try session.setRows(.phones, [.text("1"), .text("2"), .text("3"), .text("4")])
        }
        #expect(session.model.phones == ["555 1234", "555 9876"])
    }
}
