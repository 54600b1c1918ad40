import FormRuntime
import FormSession
import FormcGenerated
import Foundation
import Testing

extension Intake {
    /// A property the model's own extension adds: no field of the form.
    var nickname: String {
        get { name }
        set { name = newValue }
    }
}

/// Whole answers named by key path and given as the field's Swift type
/// (issue 31 item 2): each is the `FieldValue` answer of that field, so
/// what the session shows, stores and refuses is the same.
@Suite struct TypedAnswerTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func eachFieldTypeIsAnsweredThroughItsKeyPath() throws {
        var session = FormSession<Intake>(today: Self.today)
        try session.setAnswer(\.name, "Ada")
        try session.setAnswer(\.age, 42)
        try session.setAnswer(\.pin, "1234")
        try session.setAnswer(\.country, .ch)
        try session.setAnswer(\.extras, [.card, .gift])
        try session.setAnswer(\.agree, true)
        try session.setRows(\.phones, ["123", "456"])
        #expect(session.model.name == "Ada" && session.text(.name) == "Ada")
        #expect(session.model.age == 42 && session.text(.age) == "42")
        #expect(session.model.pin == "1234")
        #expect(session.model.country == .ch && session.isVisible(.canton))
        #expect(session.model.extras == [.gift, .card], "kept in option order")
        #expect(session.model.agree)
        #expect(session.model.phones == ["123", "456"])
        try session.setAnswer(\.pin, nil)
        #expect(session.model.pin == nil && session.text(.pin) == "")
    }

    /// The typed call is the untyped one: the same model and the same
    /// display, and the same refusal for a field that is hidden.
    @Test func aTypedAnswerEqualsTheFieldValueAnswer() throws {
        var typed = FormSession<Intake>(today: Self.today)
        var untyped = FormSession<Intake>(today: Self.today)
        try typed.setAnswer(\.age, 7)
        try untyped.setAnswer(.age, .int(7))
        try typed.setAnswer(\.guardian, "Grace")
        try untyped.setAnswer(.guardian, .text("Grace"))
        #expect(typed.model == untyped.model)
        #expect(typed.text(.guardian) == untyped.text(.guardian))
        // `canton` is hidden until the country is Switzerland.
        #expect(throws: AnswerRefusal.notEditable(field: "canton")) { try typed.setAnswer(\.canton, "ZH") }
    }

    /// A key path to a property of the model's own extension is no field:
    /// refused, and nothing changes.
    @Test func aPropertyThatIsNoFieldIsRefused() {
        var session = FormSession<Intake>(today: Self.today)
        let before = session.model
        #expect(throws: AnswerRefusal.self) { try session.setAnswer(\.nickname, "Ada") }
        do {
            try session.setAnswer(\.nickname, "Ada")
        } catch {
            guard case .notAField = error else {
                Issue.record("expected notAField, got \(error)")
                return
            }
            #expect(error.description.hasSuffix("is not a field of the form"))
        }
        #expect(session.model == before)
    }

    /// A value the field's chain cannot show is kept and reported, as with
    /// `FieldValue` (LANGUAGE.md §21): `name` has `limit(10)`.
    @Test func aValueTheChainCannotShowIsKeptAndReported() throws {
        var session = FormSession<Intake>(today: Self.today)
        try session.setAnswer(\.name, "Maximiliane Musterfrau")
        #expect(session.model.name == "Maximiliane Musterfrau")
        #expect(session.holdsUnshownValue(.name))
    }
}
