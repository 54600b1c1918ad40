import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// LANGUAGE.md §18, "Blank and answered": an unanswered field reads as
/// empty in every condition; a session editing a record starts answered.
@Suite struct BlankAndAnsweredTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    @Test func aVisibleWhenOnANonOptionalChoiceIsFalseUntilAChoiceIsMade() {
        var session = FormSession<Intake>(today: Self.today)
        // The model's placeholder is the first option, `.female`: never read as an answer.
        #expect(session.model.sex == .female)
        #expect(!session.isAnswered(.sex))
        #expect(!session.isVisible(.pregnant))
        #expect(!session.focusOrder.contains(.pregnant))
        session.select(.sex, Intake.Sex.male)
        #expect(!session.isVisible(.pregnant))
        session.select(.sex, Intake.Sex.female)
        #expect(session.isAnswered(.sex))
        #expect(session.isVisible(.pregnant))
    }

    @Test func anEnabledWhenReadingAnUnansweredChoiceIsFalse() {
        var session = FormSession<Intake>(today: Self.today)
        // `country != .fr` would be true of any other placeholder; unanswered it is false.
        #expect(!session.isEnabled(.installments))
        session.select(.country, Intake.Country.de)
        #expect(session.isEnabled(.installments))
        session.select(.country, Intake.Country.fr)
        #expect(!session.isEnabled(.installments))
    }

    @Test func aRequiredWhenReadingAnUnansweredNumberIsFalse() {
        var session = FormSession<Intake>(today: Self.today)
        guard case .failure(let errors) = session.submit() else {
            Issue.record("a blank intake submitted")
            return
        }
        // `required "Name a guardian" when age < 18`: age is unanswered, not 0.
        #expect(errors.messages(for: .guardian).isEmpty)
        #expect(errors.messages(for: .age) == ["Age is required"])
        session.replace(.age, utf16: 0..<0, with: "12")
        #expect(session.messages(.guardian) == ["Name a guardian"])
        #expect(session.messages(.age).isEmpty)
    }

    @Test func aCrossFieldConditionReadingAnUnansweredDateRaisesNothing() {
        var session = FormSession<Booking>(today: Self.today)
        // Departure is typed, arrival is not: "At most 30 nights" would
        // read arrival's placeholder 1970-01-01.
        session.replace(.departure, utf16: 0..<0, with: "10122026")
        #expect(session.text(.departure) == "10/12/2026")
        #expect(session.isAnswered(.departure))
        #expect(!session.isAnswered(.arrival))
        #expect(session.errors(on: .change).filter { $0.field == .departure }.isEmpty)
        session.replace(.arrival, utf16: 0..<0, with: "01122026")
        #expect(session.errors(on: .change).contains(FieldError(field: .departure, message: "Departure must be after arrival")) == false)
        session.replace(.departure, utf16: 0..<10, with: "")
        #expect(!session.isAnswered(.departure))
    }

    @Test func aBlankSubmitNamesEveryUnansweredFieldInSpecOrder() {
        var session = FormSession<Intake>(today: Self.today)
        guard case .failure(let errors) = session.submit() else {
            Issue.record("a blank intake submitted")
            return
        }
        #expect(errors.fields == [.name, .sex, .age, .country, .agree])
        #expect(errors.messages(for: .sex) == ["Sex is required"])
        #expect(session.focused?.field == .name)
    }

    @Test func editingARecordWhoseValueIsTheFirstOptionKeepsIt() {
        let record = Intake(name: "Ann", sex: .female, pregnant: false, age: 0, guardian: "Bob", country: .fr, agree: true)
        var session = FormSession(editing: record, today: Self.today)
        #expect(session.isAnswered(.sex))
        #expect(session.isAnswered(.age))
        #expect(session.isVisible(.pregnant))
        #expect(session.text(.age) == "0")
        #expect(session.text(.country) == "France")
        let result = session.submit()
        #expect(result == .success(record))
    }

    @Test func clearingATypedNumberMakesItUnansweredAgain() {
        var session = FormSession<Intake>(today: Self.today)
        session.replace(.age, utf16: 0..<0, with: "40")
        #expect(session.isAnswered(.age))
        #expect(session.model.age == 40)
        session.replace(.age, utf16: 0..<2, with: "")
        #expect(!session.isAnswered(.age))
        #expect(session.unansweredFields.contains(.age))
    }

    @Test func aDefaultIsAnAnswer() {
        let session = FormSession<Transfer>(today: Self.today)
        #expect(session.isAnswered(.adjustment))
        #expect(session.text(.adjustment) == "0")
        #expect(!session.isAnswered(.amount))
    }
}
