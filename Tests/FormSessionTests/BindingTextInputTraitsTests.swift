import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// The keyboard, content type, Return key and secure entry a platform text
/// field gets for a field (LANGUAGE.md §18), decided without a platform.
@Suite struct BindingTextInputTraitsTests {
    static func field<Form: GeneratedForm>(_ form: Form.Type, _ name: String) throws -> FieldSchema {
        try #require(Form.schema.field(named: name))
    }

    @Test func anEmailFieldGetsTheEmailKeyboardAndAutofillWithoutAutocorrection() throws {
        let traits = TextInputTraits(for: try Self.field(SignUp.self, "email"), isLastStop: false)
        #expect(traits.keyboard == .email)
        #expect(traits.contentType == .emailAddress)
        #expect(traits.returnKey == .next)
        #expect(!traits.isSecure && !traits.autocorrects && !traits.capitalizesSentences)
    }

    @Test func aSecureFieldIsAPasswordAndShowsInClearOnlyWhenRevealed() throws {
        let password = try Self.field(SignUp.self, "password")
        let hidden = TextInputTraits(for: password, isLastStop: false)
        #expect(hidden.isSecure && hidden.contentType == .password && !hidden.autocorrects)
        let revealed = TextInputTraits(for: password, isLastStop: false, isRevealed: true)
        #expect(!revealed.isSecure && revealed.contentType == .password)
    }

    @Test func aDigitsOnlyMaskGetsTheNumberPadAndAMaskWithLettersDoesNot() throws {
        var code = try Self.field(PhoneSignIn.self, "code")
        code.keyboard = .default
        #expect(TextInputTraits.keyboard(for: code) == .numberPad)
        var phone = try Self.field(PhoneSignIn.self, "phone")
        #expect(TextInputTraits.keyboard(for: phone) == .phonePad)
        phone.keyboard = .default
        #expect(TextInputTraits.keyboard(for: phone) == .numberPad)
        code.formatters = [.mask(try MaskPattern.parse("AA-##"), raw: false)]
        #expect(TextInputTraits.keyboard(for: code) == .default)
    }

    @Test func numbersGetAPadUnlessSignedWhichNeedsAMinusKey() throws {
        // `keyboard number` on a signed number: the number pad has no minus key.
        var adjustment = try Self.field(Transfer.self, "adjustment")
        #expect(TextInputTraits.keyboard(for: adjustment) == .numbersAndPunctuation)
        adjustment.keyboard = .default
        #expect(TextInputTraits.keyboard(for: adjustment) == .numbersAndPunctuation)
        #expect(TextInputTraits.keyboard(for: try Self.field(Transfer.self, "amount")) == .decimalPad)
        var hour = try Self.field(DailyGoals.self, "reminderHour")
        #expect(TextInputTraits.keyboard(for: hour) == .numberPad)
        hour.keyboard = .default
        #expect(TextInputTraits.keyboard(for: hour) == .numberPad)
    }

    @Test func plainTextAutocorrectsAndTheLastStopSaysDone() throws {
        let nickname = try Self.field(Nickname.self, "nickname")
        let traits = TextInputTraits(for: nickname, isLastStop: true)
        #expect(traits.keyboard == .default && traits.contentType == .none)
        #expect(traits.autocorrects && traits.capitalizesSentences)
        #expect(traits.returnKey == .done)
    }

    @Test func theSessionSaysWhichStopIsLast() {
        let session = FormSession<SignUp>(today: FormDate(checkedYear: 2026, month: 11, day: 25))
        #expect(session.textInputTraits(.email)?.returnKey == .next)
        #expect(!session.isLastStop(.confirmation))
        #expect(session.isLastStop(.terms))
        let nickname = FormSession<Nickname>()
        #expect(nickname.textInputTraits(.nickname)?.returnKey == .done)
        // The last stop follows the enabled state: with no reminder, the
        // reminder hour is disabled and the checkbox before it is last.
        var goals = FormSession<DailyGoals>()
        #expect(goals.isLastStop(.reminderHour) && !goals.isLastStop(.remind) && !goals.isLastStop(.goals))
        goals.set(.remind, false)
        #expect(!goals.isLastStop(.reminderHour) && goals.isLastStop(.remind))
    }
}
