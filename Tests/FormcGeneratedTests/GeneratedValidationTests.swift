import FormcGenerated
@_spi(Generated) import FormRuntime
import Foundation
import Testing

/// Compiled generated code for specs/, exercised as an app would use it.
@Suite struct GeneratedValidationTests {
    static let validSignUp = SignUp(email: "ada@example.com", password: "correct horse", confirmation: "correct horse", terms: true)

    @Test func cleanModelRaisesNothingAtAnyTrigger() {
        for trigger in ValidationTrigger.allCases {
            #expect(Self.validSignUp.validate(on: trigger) == [])
        }
    }

    @Test func requiredEmptyFieldRaisesOnlyItsRequiredMessageAndOnlyOnSubmit() {
        var model = Self.validSignUp
        model.password = ""
        model.confirmation = ""
        #expect(model.validate(on: .change) == [])
        #expect(model.validate(on: .blur) == [])
        #expect(model.validate(on: .submit) == [
            FieldError(field: .password, cause: .required(message: "Choose a password"), message: "Choose a password"),
            FieldError(field: .confirmation, cause: .required(message: "Repeat your password"), message: "Repeat your password"),
        ])
    }

    @Test func triggersAccumulateChangeThenBlurThenSubmit() {
        var model = Self.validSignUp
        model.email = "not-an-email"          // blur condition
        model.password = "short"              // change condition
        model.confirmation = "different"      // blur, cross-field
        model.terms = false                   // submit condition
        #expect(model.validate(on: .change).map(\.field) == [.password])
        #expect(model.validate(on: .blur).map(\.field) == [.email, .password, .confirmation])
        #expect(model.validate(on: .submit) == [
            FieldError(field: .email, cause: .condition(index: 0, message: "That doesn't look like an email address"), message: "That doesn't look like an email address"),
            FieldError(field: .password, cause: .condition(index: 0, message: "Use at least 8 characters"), message: "Use at least 8 characters"),
            FieldError(field: .confirmation, cause: .condition(index: 0, message: "Passwords don't match"), message: "Passwords don't match"),
            FieldError(field: .terms, cause: .condition(index: 0, message: "Accept the terms to continue"), message: "Accept the terms to continue"),
        ])
    }

    @Test func regexMatchesTheWholeValue() {
        var model = Self.validSignUp
        model.email = "ada@example.com trailing"
        #expect(model.validate(on: .blur).map(\.field) == [.email])
    }

    @Test func regexAnswersAsSwiftRegexBeyondASCII() {
        // Text that is not plain ASCII is matched by Swift Regex, by character.
        var model = Self.validSignUp
        for (email, isValid) in [("josé@example.com", true), ("ada@exam ple.com", false), ("ada@example.c\u{301}", true),
                                 ("ada@example.com\r\n", false), ("ada\u{A0}@example.com", false), ("ada@例え.jp", true)] {
            model.email = email
            #expect(model.validate(on: .blur).isEmpty == isValid, "\(email.debugDescription)")
        }
    }

    @Test func modelsTakeEachValueOfTheirFieldsKindAndIgnoreTheRest() {
        let signUp = SignUp(fieldValues: FormValues(fields: [
            "email": .int(3), "password": .text("secret"), "terms": .text("true"), "extra": .text("ignored"),
        ]))
        #expect(signUp == SignUp(email: "", password: "secret", confirmation: "", terms: false))
        let transfer = Transfer(fieldValues: FormValues(fields: ["adjustment": .decimal(5), "amount": .int(12), "note": .int(1)]))
        #expect(transfer.adjustment == 0, "a decimal is not an int")
        #expect(transfer.amount == 12, "an int widens to a decimal")
        #expect(transfer.note == nil, "an optional present with another kind is nil")
        let goals = DailyGoals(fieldValues: FormValues(fields: ["goals": .text("one")], lists: ["reminderHour": [.int(8)], "remind": [.bool(false)]]))
        #expect(goals.goals == [], "a list named among the fields is empty")
        #expect(goals.reminderHour == nil, "an optional named among the lists is nil")
        #expect(goals.remind, "a plain field named among the lists keeps its default")
        #expect(DailyGoals(fieldValues: FormValues()) == DailyGoals())
    }

    @Test func enabledWhenGatesValidationAndEditing() {
        var goals = DailyGoals(goals: ["Write"], remind: false, reminderHour: 30)
        #expect(goals.isEnabled(.reminderHour) == false)
        #expect(goals.validate() == [], "a disabled field's value is kept but not validated")
        goals.remind = true
        #expect(goals.isEnabled(.reminderHour))
        #expect(goals.validate() == [FieldError(field: .reminderHour, cause: .condition(index: 0, message: "Hours go from 0 to 23"), message: "Hours go from 0 to 23")])
    }

    @Test func emptyOptionalValueIsNotEvaluated() {
        let goals = DailyGoals(goals: ["Write"], remind: true, reminderHour: nil)
        #expect(goals.validate() == [])
        var phone = PhoneSignIn(phone: "+7-999-123-45-67", code: nil)
        #expect(phone.validate() == [])
        phone.code = "1-2"
        #expect(phone.validate() == [FieldError(field: .code, cause: .condition(index: 0, message: "The code has four digits"), message: "The code has four digits")])
    }

    @Test func listRequiredCountsOnlyNonEmptyRows() {
        #expect(DailyGoals(goals: ["", ""]).validate() == [FieldError(field: .goals, cause: .required(message: "Add at least one goal"), message: "Add at least one goal")])
        #expect(DailyGoals(goals: ["", "Run"]).validate() == [])
    }

    @Test func numbersCompareAcrossIntAndDecimal() {
        var transfer = Transfer(adjustment: 0, amount: Decimal(string: "12.50", locale: nil) ?? 0, note: nil)
        #expect(transfer.validate() == [])
        transfer.amount = 0
        #expect(transfer.validate(on: .change) == [])
        #expect(transfer.validate(on: .blur) == [FieldError(field: .amount, cause: .condition(index: 0, message: "The amount must be positive"), message: "The amount must be positive")])
        transfer.amount = Decimal(10_000) + Decimal(string: "0.01", locale: nil).map { $0 } .unsafelyUnwrappedForTest
        #expect(transfer.validate(on: .change) == [FieldError(field: .amount, cause: .condition(index: 1, message: "At most 10 000 per transfer"), message: "At most 10 000 per transfer")])
        transfer.amount = 5
        transfer.adjustment = -1001
        #expect(transfer.validate(on: .change) == [FieldError(field: .adjustment, cause: .condition(index: 0, message: "Enter a value from -1000 to 1000"), message: "Enter a value from -1000 to 1000")])
        transfer.adjustment = -1000
        #expect(transfer.validate(on: .change) == [])
    }

    @Test func defaultsComeFromTheSpec() {
        let goals = DailyGoals()
        #expect(goals.remind == true)
        #expect(goals.goals == [])
        #expect(goals.reminderHour == nil)
        #expect(Transfer().adjustment == 0)
        #expect(SignUp().terms == false)
    }

    @Test func descriptionRedactsSecureFields() {
        let text = Self.validSignUp.description
        #expect(text == #"SignUp(email: "ada@example.com", password: •••, confirmation: •••, terms: true)"#)
        #expect(!Self.validSignUp.debugDescription.contains("correct horse"))
        #expect(!String(describing: Self.validSignUp).contains("correct horse"))
        #expect(!"\(Self.validSignUp)".contains("correct horse"))
    }

    @Test func codableRoundTripsEveryForm() throws {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        #expect(try decoder.decode(SignUp.self, from: encoder.encode(Self.validSignUp)) == Self.validSignUp)
        let transfer = Transfer(adjustment: -5, amount: Decimal(string: "1234.56", locale: nil) ?? 0, note: "rent")
        #expect(try decoder.decode(Transfer.self, from: encoder.encode(transfer)) == transfer)
        let goals = DailyGoals(goals: ["a", "b"], remind: false, reminderHour: 7)
        #expect(try decoder.decode(DailyGoals.self, from: encoder.encode(goals)) == goals)
    }

    @Test func fieldEnumListsFieldsInSpecOrder() {
        #expect(SignUp.Field.allCases.map(\.rawValue) == ["email", "password", "confirmation", "terms"])
        #expect(DailyGoals.Field.allCases.map(\.rawValue) == ["goals", "remind", "reminderHour"])
    }

    /// The generated `init?(rawValue:)` (one call to `FormCaseLookup`)
    /// answers as the initializer Swift derives: every case from its own raw
    /// value, `nil` for any other text, case and whitespace included.
    @Test func generatedRawValueInitializersAnswerAsDerivedOnes() {
        func check<Value: RawRepresentable & CaseIterable & Equatable>(_ type: Value.Type) where Value.RawValue == String {
            for value in Value.allCases {
                #expect(Value(rawValue: value.rawValue) == value)
                #expect(Value(rawValue: value.rawValue.uppercased()) == nil || value.rawValue == value.rawValue.uppercased())
                #expect(Value(rawValue: value.rawValue + " ") == nil)
            }
            #expect(Value(rawValue: "") == nil)
            #expect(Value(rawValue: "no such case") == nil)
        }
        check(SignUp.Field.self)
        check(DailyGoals.Field.self)
        check(Transfer.Field.self)
        check(Checkout.Field.self)
        check(Checkout.Country.self)
        check(Checkout.Card.self)
        #expect(Checkout.Field(rawValue: "country") == .country)
        #expect(Checkout.Country(rawValue: "ch") == .ch)
        #expect(Checkout.Country(rawValue: "CH") == nil)
    }

    @Test func fieldValuesRoundTrip() {
        let goals = DailyGoals(goals: ["a", "b"], remind: false, reminderHour: 7)
        #expect(DailyGoals(fieldValues: goals.fieldValues) == goals)
        #expect(PhoneSignIn(fieldValues: PhoneSignIn(phone: "+7", code: nil).fieldValues).code == nil)
    }

    @Test func schemaCarriesResolvedLocaleAndChains() {
        let schema = Transfer.schema
        #expect(schema.locale?.identifier == "fr_FR")
        #expect(schema.locale?.groupingSeparator == "\u{202F}")
        let amount = schema.field(named: "amount")
        #expect(amount?.formatters == [.decimal(DecimalOptions(scale: 2, grouping: true, signed: false, maxDigits: 28, padFraction: true))])
        #expect(SignUp.schema.field(named: "password")?.secure == .toggle)
        #expect(PhoneSignIn.schema.field(named: "phone")?.formatters.first?.name == "mask")
        #expect(SignUp.schema.locale == nil, "no fixed locale: the user's current locale at run time")
    }
}

private extension Optional where Wrapped == Decimal {
    var unsafelyUnwrappedForTest: Decimal { self ?? 0 }
}
