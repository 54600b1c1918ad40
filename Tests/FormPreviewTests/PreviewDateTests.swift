import FormChecker
import FormPreview
import FormRuntime
import FormTerminal
import Foundation
import Testing

/// `formc preview` on specs/booking.form: a fixed `today`, the date pattern
/// as placeholder, the built-in "Enter a valid date", and JSON dates.
@Suite struct PreviewDateTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 23)

    func booking() throws -> CheckedForm {
        try #require(try SpecForms.load().first { $0.name == "Booking" })
    }

    @Test func lineModeWithAFixedToday() throws {
        let preview = Preview(form: try booking(), today: Self.today)
        var io = ScriptedChannel(answers: [
            "31022000", "1/1/2010", "01011990", "20122026", "27122026", "4111111111111111", "0326", "0328", "GB82 WEST 1234 5698 7654 32",
        ])
        let values = try #require(preview.fillLineMode(io: &io))
        #expect(io.output.contains("Date of birth [e.g. DD/MM/YYYY]: "))
        #expect(io.output.contains("Expiry [e.g. MM/YY]: "))
        #expect(io.output.contains("→ 31/02/2000\nEnter a valid date\n"))
        #expect(io.output.contains("You must be 18 or older to book"))
        #expect(io.output.contains("The card has expired"))
        #expect(preview.json(values) == #"{"birthDate":"1990-01-01","arrival":"2026-12-20","departure":"2026-12-27","cardNumber":"4111 1111 1111 1111","cardExpiry":"2028-03","refundIBAN":"GB82 WEST 1234 5698 7654 32"}"# + "\n")
    }

    /// `--today` reaches the session too, not only the conditions: a
    /// two-digit year is read around it (LANGUAGE.md §21). On 1990-06-15
    /// `03/30` is March 1930, which has expired; read around the real date
    /// it was March 2030 and the preview stored a date the person, in 1990,
    /// never meant.
    @Test func twoDigitYearsAreReadAroundTheGivenToday() throws {
        let preview = Preview(form: try booking(), today: FormDate(checkedYear: 1990, month: 6, day: 15))
        var io = ScriptedChannel(answers: [
            "01011960", "20121990", "27121990", "4111111111111111", "0330", "0392", "GB82 WEST 1234 5698 7654 32",
        ])
        let values = try #require(preview.fillLineMode(io: &io))
        #expect(io.output.contains("The card has expired"), "\(io.output)")
        #expect(values.fields["cardExpiry"] == .month(FormMonth(checkedYear: 1992, month: 3)))
    }

    /// `today` decides: born 2008-11-23 is 18 on 2026-11-23, not the day before.
    @Test func todayDecides() throws {
        let interpreter = PreviewInterpreter(form: try booking(), today: Self.today)
        var values = FormValues()
        values.fields["birthDate"] = .date(FormDate(checkedYear: 2008, month: 11, day: 23))
        #expect(interpreter.validate(values, on: .change).map(\.message).contains("You must be 18 or older to book") == false)
        let dayBefore = PreviewInterpreter(form: try booking(), today: FormDate(checkedYear: 2026, month: 11, day: 22))
        #expect(dayBefore.validate(values, on: .change).map(\.message).contains("You must be 18 or older to book"))
    }
}
