import FormRuntime
import FormSession
import FormTerminal
import FormcGenerated
import Testing

/// The session and the terminal's state machine fill the same forms alike:
/// the same answers typed field by field give the same text, the same
/// message under every field after every step, and the same submitted
/// model. Pins the rules the terminal still holds a copy of until it
/// drives a session (docs/SESSION.md, "What the terminal still owns").
@Suite struct TerminalAgreementTests {
    static let today = FormDate.today()

    /// Types `answers` (by field name, in focus order) into both, Tab
    /// between fields, then submits, comparing after every step.
    static func agree<F: GeneratedForm>(_ type: F.Type, _ answers: [String: String], locale: LocaleRules = .enUS) {
        // As `fillInTerminal` does: a form's own `locale` wins.
        let machine = FormMachine.generated(F.self, locale: F.schema.resolvedLocale(override: locale, environment: [:]))
        var state = machine.initialState()
        var session = FormSession<F>(locale: locale, today: today)
        func compare(_ step: String) {
            for (index, field) in F.schema.fields.enumerated() {
                guard let typed = F.Field(rawValue: field.name) else { continue }
                let shown = state.fields[index].isVisible ? state.fields[index].message : nil
                #expect(session.messages(typed).first == shown, "\(F.schema.name).\(field.name) after \(step)")
                #expect(session.isVisible(typed) == state.fields[index].isVisible, "\(F.schema.name).\(field.name) visible after \(step)")
                if !field.isChoice, field.type.base != .bool, field.kind == .field {
                    #expect(session.text(typed) == state.fields[index].rows[0].text, "\(F.schema.name).\(field.name) text after \(step)")
                }
            }
        }
        for field in F.schema.fields {
            guard let typed = F.Field(rawValue: field.name), session.isVisible(typed), session.isEnabled(typed) else { continue }
            #expect(state.focus.field == F.schema.fields.firstIndex { $0.name == field.name })
            if let answer = answers[field.name] {
                _ = machine.update(&state, .ctrl("u"))
                _ = machine.update(&state, .paste(answer))
                session.replace(typed, utf16: 0..<session.text(typed).utf16.count, with: answer)
                compare("typing \(field.name)")
            }
            if F.schema.fields.last?.name != field.name {
                _ = machine.update(&state, .tab)
                session.focusNext()
                compare("leaving \(field.name)")
            }
        }
        let effects = machine.update(&state, .enter)
        let result = session.submit()
        compare("submit")
        switch (effects.first, result) {
        case (.submit(let submitted)?, .success(let model)):
            #expect(submitted == model)
        case (nil, .failure):
            break
        default:
            Issue.record("\(F.schema.name): the terminal gave \(effects), the session \(result)")
        }
    }

    @Test func signUpAgrees() {
        Self.agree(SignUp.self, ["email": " Ann@Example.org ", "password": "hunter2", "confirmation": "hunter3"])
        Self.agree(SignUp.self, ["email": "ann@example.org", "password": "correct horse", "confirmation": "correct horse"])
    }

    @Test func nicknameAgrees() {
        Self.agree(Nickname.self, ["nickname": " a "])
        Self.agree(Nickname.self, ["nickname": "adventurous"])
    }

    @Test func phoneAgrees() {
        Self.agree(PhoneSignIn.self, ["phone": "9991234567", "code": "12"])
        Self.agree(PhoneSignIn.self, ["phone": "89991234567", "code": "1234"])
    }

    @Test func transferAgrees() {
        Self.agree(Transfer.self, ["adjustment": "-5000", "amount": "12,5"], locale: .enUS)
        Self.agree(Transfer.self, ["amount": "0"])
        Self.agree(Transfer.self, ["adjustment": "12", "amount": "20000", "note": "rent"])
    }

    /// Unanswered fields read as empty in both: the terminal's bridge
    /// passes them to the generated conditions as the session does.
    @Test func intakeAndCheckoutAgree() {
        Self.agree(Intake.self, ["name": "Ann", "age": "12", "pin": "12ab34", "phones": "555"])
        Self.agree(Intake.self, ["age": "140", "canton": "ZH"])
        Self.agree(Checkout.self, ["email": "ann@example.org", "street": "Main St", "city": "Bern", "canton": "ZH"])
    }

    @Test func bookingAgrees() {
        Self.agree(Booking.self, ["birthDate": "01/02/1990", "arrival": "01/01/2020", "departure": "05/01/2020"])
        Self.agree(Booking.self, ["birthDate": "31/02/1990", "cardNumber": "4111 1111 1111 1112", "refundIBAN": "gb82 west"])
        Self.agree(Booking.self, [:])
    }
}
