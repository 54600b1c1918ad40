import FormcGenerated
import FormRuntime
import Foundation
import FormTerminal
import Testing

/// A scripted line-mode channel: answers in order, everything written kept.
struct ScriptedIO: LineModeChannel {
    var answers: [String]
    var output = ""
    var secretReads = 0

    mutating func write(_ text: String) { output += text }

    mutating func readLine(secret: Bool) -> String? {
        if secret { secretReads += 1 }
        return answers.isEmpty ? nil : answers.removeFirst()
    }
}

@Suite struct LineModeFillTests {
    @Test func fillsThroughTheFormattersAndReasksAfterAMessage() throws {
        var io = ScriptedIO(answers: ["+7 (999) 123-45-67", "12", "1234"])
        let result = TerminalForm.fill(PhoneSignIn?.none, io: &io, environment: ["LANG": "en_US.UTF-8"])
        #expect(result?.phone == "+7-999-123-45-67")
        #expect(result?.code == "1-2-3-4")
        #expect(io.output.contains("→ +7-999-123-45-67"))
        #expect(io.output.contains("The code has four digits"), "submit check fails on 1-2, so the code is asked again")
    }

    @Test func textsAreShownInTheUsersLanguageWhenTheSpecTranslatesThem() throws {
        var io = ScriptedIO(answers: ["999", "+7 (999) 123-45-67", "12", "1234"])
        let result = TerminalForm.fill(PhoneSignIn?.none, io: &io, environment: ["LC_ALL": "ru_RU.UTF-8"])
        #expect(result?.phone == "+7-999-123-45-67", "values are not translated")
        for text in ["Вход по номеру телефона", "Телефон", "Код из СМС", "Мы отправили его на ваш телефон",
                     "Введите все десять цифр", "В коде четыре цифры"] {
            #expect(io.output.contains(text), "\(text) is missing from:\n\(io.output)")
        }
        for text in ["Sign in with your phone", "Phone:", "Enter all ten digits", "The code has four digits"] {
            #expect(!io.output.contains(text), "\(text) is shown untranslated")
        }
    }

    @Test func aLanguageWithoutTranslationsShowsTheSourceText() throws {
        var io = ScriptedIO(answers: ["9991234567", "1234"])
        _ = TerminalForm.fill(PhoneSignIn?.none, io: &io, environment: ["LANG": "de_DE.UTF-8"])
        #expect(io.output.contains("Sign in with your phone"))
    }

    /// LANGUAGE.md §21: a form is shown in one language, formc's own texts
    /// included: an English form without translations stays English for a
    /// German or French user (under §19 alone it said "Date of birth [z. B.
    /// TT/MM/JJJJ]"), and a German form stays German for an English user.
    @Test func builtInTextsAreShownInTheFormsLanguage() throws {
        var booking = ScriptedIO(answers: ["31022000"])
        _ = TerminalForm.fill(Booking?.none, io: &booking, environment: ["LANG": "de_DE.UTF-8"])
        #expect(booking.output.contains("Date of birth [e.g. DD/MM/YYYY]: "), "\(booking.output)")
        #expect(booking.output.contains("Enter a valid date\n"), "\(booking.output)")
        var signUp = ScriptedIO(answers: ["ada@example.com", "hunter2hunter2", "hunter2hunter2", "peut-être", "y"])
        let result = TerminalForm.fill(SignUp?.none, io: &signUp, environment: ["LC_MESSAGES": "fr_FR.UTF-8"])
        #expect(signUp.output.contains("I accept the terms of service [y/N]: "), "\(signUp.output)")
        #expect(signUp.output.contains("Answer y or n.\n"), "\(signUp.output)")
        #expect(result?.terms == true)
        var german = ScriptedIO(answers: ["", "1", "", "12,5", "12.5", "", "12345"])
        let order = TerminalForm.fill(Bestellung?.none, io: &german, environment: ["LANG": "en_US.UTF-8"])
        #expect(german.output.contains("Land ist erforderlich\n"), "\(german.output)")
        #expect(german.output.contains("Bitte Betrag angeben\n"), "\(german.output)")
        #expect(german.output.contains("Geben Sie einen gültigen Wert ein\n"), "en_US numbers: 12,5 is asked again, in German")
        #expect(german.output.contains("Lieferdatum [z. B. MM/TT/JJJJ]: "), "\(german.output)")
        for english in ["required", "Enter", "e.g.", "DD", "YYYY", "Submit"] {
            #expect(!german.output.contains(english), "\(english) in \(german.output)")
        }
        #expect(order?.land == .de)
        #expect(order?.betrag == Decimal(string: "12.5"))
        #expect(order?.plz == "12345")
    }

    @Test func secretsAreReadWithoutEchoAndNeverPrinted() throws {
        var io = ScriptedIO(answers: ["ADA@Example.com", "hunter2hunter2", "hunter2hunter2", "y"])
        let result = TerminalForm.fill(SignUp?.none, io: &io)
        #expect(result?.email == "ada@example.com")
        #expect(result?.password == "hunter2hunter2")
        #expect(io.secretReads == 2)
        #expect(!io.output.contains("hunter2"))
    }

    /// LANGUAGE.md §17 (issue 10, item 14): a form without `locale` formats
    /// under the POSIX locale environment, here `tr` case mapping; the
    /// `locale:` of `fillInTerminal` overrides it.
    @Test func aFormWithoutLocaleFollowsTheLocaleEnvironment() throws {
        let answers = ["IDA@EXAMPLE.COM", "hunter2hunter2", "hunter2hunter2", "y"]
        var turkish = ScriptedIO(answers: answers)
        let result = TerminalForm.fill(SignUp?.none, io: &turkish, environment: ["LANG": "tr_TR.UTF-8"])
        #expect(result?.email == "\u{131}da@example.com")
        var overridden = ScriptedIO(answers: answers)
        let english = TerminalForm.fill(SignUp?.none, locale: .enUS, io: &overridden, environment: ["LANG": "tr_TR.UTF-8"])
        #expect(english?.email == "ida@example.com")
        // The generated entry point takes the same override.
        let fill: (SignUp?, LocaleRules?) throws -> SignUp? = SignUp.fillInTerminal(initial:locale:)
        _ = fill
    }

    @Test func requiredAndChangeConditionsReask() throws {
        var io = ScriptedIO(answers: ["", "ada@example.com", "short", "long enough pw", "nope", "long enough pw", "y"])
        let result = TerminalForm.fill(SignUp?.none, io: &io)
        #expect(result?.password == "long enough pw")
        #expect(io.output.contains("Enter your email"))
        #expect(io.output.contains("Use at least 8 characters"))
        #expect(io.output.contains("Passwords don't match"))
    }

    @Test func listsTakeOneRowPerLineUntilAnEmptyLine() throws {
        var io = ScriptedIO(answers: ["Write", "Run", "", "n"])
        let result = TerminalForm.fill(DailyGoals?.none, io: &io)
        #expect(result?.goals == ["Write", "Run"])
        #expect(result?.remind == false)
    }

    @Test func endOfInputCancels() {
        var io = ScriptedIO(answers: ["ada@example.com"])
        #expect(TerminalForm.fill(SignUp?.none, io: &io) == nil)
    }

    @Test func emptyNonOptionalNumberBlocksSubmission() {
        var io = ScriptedIO(answers: ["", "", "12,5", ""])
        let result = TerminalForm.fill(Transfer?.none, io: &io)
        #expect(result?.amount == 12.5)
        #expect(io.output.contains("Enter an amount"))
    }
}
