import FormcGenerated
import FormRuntime
import Foundation
import Testing

/// LANGUAGE.md §20 on the models generated from specs/: `normalized()` and
/// the "{label} is not in the expected format" rule of `validate(on:)`.
@Suite struct GeneratedNormalizationTests {
    @Test func aMaskRejectsTextItWouldNeverShow() {
        var model = PhoneSignIn(phone: "call me maybe!!!", code: nil)
        #expect(model.validate(on: .submit) == [FieldError(field: .phone, cause: .unexpectedFormat, message: "Phone is not in the expected format")])
        // Only on submit, after the field's own conditions.
        #expect(model.validate(on: .blur) == [])
        model.phone = "+7 999 123 45 67"
        #expect(model.validate(on: .submit) == [FieldError(field: .phone, cause: .unexpectedFormat, message: "Phone is not in the expected format")])
        #expect(model.normalized().phone == "+7-999-123-45-67")
        #expect(model.normalized().validate(on: .submit) == [])
        model.phone = "+7-999-123-45-678"
        #expect(model.normalized().phone == "+7-999-123-45-67")
        // A partially filled mask is the spec's own conditions' concern.
        model.phone = "+7-999"
        #expect(model.validate(on: .submit) == [FieldError(field: .phone, cause: .condition(index: 0, message: "Enter all ten digits"), message: "Enter all ten digits")])
        #expect(model.normalized() == model)
        model = PhoneSignIn(phone: "+7-999-123-45-67", code: "1234")
        #expect(model.validate(on: .submit) == [
            FieldError(field: .code, cause: .condition(index: 0, message: "The code has four digits"), message: "The code has four digits"),
            FieldError(field: .code, cause: .unexpectedFormat, message: "Code from SMS is not in the expected format"),
        ])
        #expect(model.normalized().code == "1-2-3-4")
    }

    @Test func theMessageIsShownInTheUsersLanguage() throws {
        let schema = PhoneSignIn.schema
        let russian = schema.shown(in: TextLanguage(translations: "ru", builtIn: .ru))
        #expect(schema.message(.unexpectedFormat, field: "phone", in: russian.textLanguage) == "Поле «Телефон» имеет неверный формат")
        let model = PhoneSignIn(phone: "+7 999 123 45 67", code: nil)
        let error = try #require(model.validate(on: .submit).first { $0.field == .phone })
        #expect(error.cause == .unexpectedFormat)
        #expect(error.message == "Phone is not in the expected format", "in the spec's own language")
        #expect(error.message(in: "ru") == "Поле «Телефон» имеет неверный формат")
        #expect(error.message(in: "ru_RU.UTF-8") == "Поле «Телефон» имеет неверный формат")
        #expect(error.message(in: "fr") == "Phone is not in the expected format", "no French block: the spec's language")
    }

    @Test func numbersFollowScaleSignAndDigits() throws {
        var model = Transfer(adjustment: 12345, amount: try #require(Decimal(string: "72.555")), note: String(repeating: "n", count: 141))
        #expect(model.validate(on: .submit) == [
            FieldError(field: .adjustment, cause: .condition(index: 0, message: "Enter a value from -1000 to 1000"), message: "Enter a value from -1000 to 1000"),
            FieldError(field: .adjustment, cause: .unexpectedFormat, message: "Adjustment is not in the expected format"),
            FieldError(field: .amount, cause: .unexpectedFormat, message: "Amount is not in the expected format"),
            FieldError(field: .note, cause: .unexpectedFormat, message: "Note is not in the expected format"),
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
        #expect(model.validate(on: .submit).contains(FieldError(field: .email, cause: .unexpectedFormat, message: "Email is not in the expected format")))
        #expect(model.normalized().email == "ada@example.com")
        #expect(model.normalized().validate(on: .submit).isEmpty)
        #expect(GeneratedValidationTests.validSignUp.normalized() == GeneratedValidationTests.validSignUp)
    }
}
