import FormcGenerated
import FormRuntime
import Foundation
import Testing

/// LANGUAGE.md §20 on the models generated from specs/: `normalized()` and
/// the "{label} is not in the expected format" rule of `validate(on:)`.
@Suite struct GeneratedNormalizationTests {
    @Test func aMaskRejectsTextItWouldNeverShow() {
        var model = PhoneSignIn(phone: "call me maybe!!!", code: nil)
        #expect(model.validate(on: .submit) == [FieldError(field: .phone, message: "Phone is not in the expected format")])
        // Only on submit, after the field's own conditions.
        #expect(model.validate(on: .blur) == [])
        model.phone = "+7 999 123 45 67"
        #expect(model.validate(on: .submit) == [FieldError(field: .phone, message: "Phone is not in the expected format")])
        #expect(model.normalized().phone == "+7-999-123-45-67")
        #expect(model.normalized().validate(on: .submit) == [])
        model.phone = "+7-999-123-45-678"
        #expect(model.normalized().phone == "+7-999-123-45-67")
        // A partially filled mask is the spec's own conditions' concern.
        model.phone = "+7-999"
        #expect(model.validate(on: .submit) == [FieldError(field: .phone, message: "Enter all ten digits")])
        #expect(model.normalized() == model)
        model = PhoneSignIn(phone: "+7-999-123-45-67", code: "1234")
        #expect(model.validate(on: .submit) == [
            FieldError(field: .code, message: "The code has four digits"),
            FieldError(field: .code, message: "Code from SMS is not in the expected format"),
        ])
        #expect(model.normalized().code == "1-2-3-4")
    }

    @Test func theMessageIsShownInTheUsersLanguage() {
        let schema = PhoneSignIn.schema
        let russian = schema.shown(in: TextLanguage(translations: "ru", builtIn: .ru))
        #expect(schema.shownMessage("Phone is not in the expected format", field: "phone", in: russian.textLanguage)
            == "Поле «Телефон» имеет неверный формат")
    }

    @Test func numbersFollowScaleSignAndDigits() throws {
        var model = Transfer(adjustment: 12345, amount: try #require(Decimal(string: "72.555")), note: String(repeating: "n", count: 141))
        #expect(model.validate(on: .submit) == [
            FieldError(field: .adjustment, message: "Enter a value from -1000 to 1000"),
            FieldError(field: .adjustment, message: "Adjustment is not in the expected format"),
            FieldError(field: .amount, message: "Amount is not in the expected format"),
            FieldError(field: .note, message: "Note is not in the expected format"),
        ])
        let normal = model.normalized()
        #expect(normal.adjustment == 1234)
        #expect(normal.amount == (try #require(Decimal(string: "72.55"))))
        #expect(normal.note?.count == 140)
        #expect(normal.normalized() == normal)
        model = normal
        model.adjustment = -999
        model.amount = -5
        #expect(model.normalized().amount == 5)
        model.amount = try #require(Decimal(string: "72.50"))
        #expect(model.normalized().validate(on: .submit).isEmpty)
        #expect(model.validate(on: .submit).isEmpty)
    }

    @Test func textChains() {
        var model = GeneratedValidationTests.validSignUp
        model.email = "  ADA@Example.com "
        #expect(model.validate(on: .submit).contains(FieldError(field: .email, message: "Email is not in the expected format")))
        #expect(model.normalized().email == "ada@example.com")
        #expect(model.normalized().validate(on: .submit).isEmpty)
        #expect(GeneratedValidationTests.validSignUp.normalized() == GeneratedValidationTests.validSignUp)
    }
}
