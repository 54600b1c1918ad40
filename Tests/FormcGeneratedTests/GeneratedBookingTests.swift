import FormcGenerated
import FormRuntime
import Foundation
import Testing

/// specs/booking.form compiled: dates, months, Luhn and IBAN (LANGUAGE.md
/// §14) in generated code, with a fixed `today`.
@Suite struct GeneratedBookingTests {
    static let today = FormDate(checkedYear: 2026, month: 11, day: 23)

    static func date(_ year: Int, _ month: Int, _ day: Int) -> FormDate {
        FormDate(checkedYear: year, month: month, day: day)
    }

    static let valid = Booking(
        birthDate: date(1990, 5, 17),
        arrival: date(2026, 12, 20),
        departure: date(2026, 12, 27),
        cardNumber: "4111 1111 1111 1111",
        cardExpiry: FormMonth(checkedYear: 2028, month: 3),
        refundIBAN: "GB82 WEST 1234 5698 7654 32"
    )

    @Test func validBookingRaisesNothing() {
        for trigger in ValidationTrigger.allCases {
            #expect(Self.valid.validate(on: trigger, today: Self.today) == [])
        }
    }

    @Test func eighteenOnTheBirthday() {
        var model = Self.valid
        model.birthDate = Self.date(2008, 11, 24)
        #expect(model.validate(on: .change, today: Self.today) == [FieldError(field: .birthDate, cause: .condition(index: 0, message: "You must be 18 or older to book"), message: "You must be 18 or older to book")])
        model.birthDate = Self.date(2008, 11, 23)
        #expect(model.validate(on: .change, today: Self.today) == [])
    }

    @Test func datesMonthsAndChecksums() {
        var model = Self.valid
        model.arrival = Self.date(2026, 11, 22)
        model.departure = Self.date(2026, 11, 22)
        model.cardNumber = "4111 1111 1111 1112"
        model.cardExpiry = FormMonth(checkedYear: 2026, month: 10)
        model.refundIBAN = "GB82 WEST 1234 5698 7654 33"
        #expect(model.validate(on: .blur, today: Self.today) == [
            FieldError(field: .arrival, cause: .condition(index: 0, message: "The arrival date is in the past"), message: "The arrival date is in the past"),
            FieldError(field: .departure, cause: .condition(index: 0, message: "Departure must be after arrival"), message: "Departure must be after arrival"),
            FieldError(field: .cardNumber, cause: .condition(index: 0, message: "Check the card number"), message: "Check the card number"),
            FieldError(field: .cardExpiry, cause: .condition(index: 0, message: "The card has expired"), message: "The card has expired"),
            FieldError(field: .refundIBAN, cause: .condition(index: 0, message: "Check the IBAN"), message: "Check the IBAN"),
        ])
        // The same card expiry is fine in its own month.
        model = Self.valid
        model.cardExpiry = FormMonth(checkedYear: 2026, month: 11)
        #expect(model.validate(on: .submit, today: Self.today) == [])
    }

    @Test func codableAsDateStrings() throws {
        let data = try JSONEncoder().encode(Self.valid)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""birthDate":"1990-05-17""#))
        #expect(text.contains(#""cardExpiry":"2028-03""#))
        #expect(try JSONDecoder().decode(Booking.self, from: data) == Self.valid)
    }

    @Test func fieldValuesRoundTrip() {
        let values = Self.valid.fieldValues
        #expect(values.fields["birthDate"] == .date(Self.date(1990, 5, 17)))
        #expect(values.fields["cardExpiry"] == .month(FormMonth(checkedYear: 2028, month: 3)))
        #expect(Booking(fieldValues: values) == Self.valid)
    }

    @Test func schemaKeepsTheTypes() throws {
        let types = Booking.schema.fields.map(\.type.description)
        #expect(types == ["date", "date", "date", "text", "month", "text?"])
        let locale = try #require(Booking.schema.locale)
        #expect(Booking.schema.fields[0].chain(locale: locale).datePattern(for: .date).source == "DD/MM/YYYY")
    }
}
