import AdversarialGenerated
import FormRuntime
import FormSession
import FormTerminal
import FormcGenerated
import Testing

/// The differential test of issue #21 item 4: seeded random key scripts
/// through the terminal's ``FormMachine`` and the same edits through a
/// ``FormSession`` (``TerminalDifferential``); after every key both must
/// show the same model, texts, carets, messages, visibility, enabled
/// state, reveal, selection and focus, and submit alike. A failure names
/// the seed, the keys up to the first difference, and the difference.
@Suite struct TerminalDifferentialTests {
    static let today = FormDate.today()
    /// Scripts per form and keys per script: a few hundred scripts in all.
    static let scripts = 30
    static let keysPerScript = 60

    /// Typed text: ASCII, digits (most fields take them), separators,
    /// non-ASCII letters, a combining sequence, CJK, an emoji, a non-Latin digit.
    static let typed: [Character] = Array("0123456789012345678901234567890123456789aZ /.,-@+") + ["é", "ß", "İ", "小", "😀", "e\u{301}", "٣"]
    static let pastes = ["hello world", "12,5", "1 234,56", "31/12/1999", "4111 1111 1111 1111", "ann@example.org", "gb82 west 1234", "-5000", "  x  ", "小明", "12ab34", "1990-02-01", "2026-11"]
    static let moves: [KeyEvent] = [.backspace, .backspace, .delete, .left, .right, .home, .end, .ctrl("a"), .ctrl("e"), .ctrl("u"), .ctrl("r"), .character(" "), .up, .down]
    static let focusMoves: [KeyEvent] = [.tab, .tab, .shiftTab, .enter, .enter]

    /// The next keys: mostly one random key, weighted towards typing; now
    /// and then the form's answer for the focused field (`answers`, by
    /// field name) typed over what it holds, so that some scripts get past
    /// the form's checks.
    static func keys<F>(using random: inout RandomOperationTests.Seeded, answers: [String: String], _ both: TerminalDifferential<F>) -> [KeyEvent] {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<10: return [.character(typed.randomElement(using: &random) ?? "a")]
        case 10: return [.paste(pastes.randomElement(using: &random) ?? "")]
        case 11: return answer(answers, both) ?? [.tab]
        case 12..<16: return [moves.randomElement(using: &random) ?? .left]
        default: return [focusMoves.randomElement(using: &random) ?? .tab]
        }
    }

    /// The form's answer for the focused field, over what it holds; Space
    /// on a `bool` or a choice (the highlighted option).
    static func answer<F>(_ answers: [String: String], _ both: TerminalDifferential<F>) -> [KeyEvent]? {
        guard let (index, field) = both.focusedField else { return nil }
        let schemaField = F.schema.fields[index]
        if schemaField.isChoice || schemaField.type.base == .bool { return [.character(" ")] }
        return answers[field.rawValue].map { [.ctrl("u"), .paste($0)] }
    }

    static func describe(_ key: KeyEvent) -> String {
        switch key {
        case .character(let character): "\"\(character.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined())\""
        case .paste(let text): "paste(\"\(text)\")"
        case .ctrl(let letter): "ctrl-\(letter)"
        default: "\(key)"
        }
    }

    /// Runs ``scripts`` scripts on `F` from `firstSeed` on; odd seeds edit a
    /// record (every field answered) instead of a blank form: the model's
    /// placeholder values (0, 1970-01-01, the first option), or the model a
    /// previous script submitted. Each script is
    /// ``keysPerScript`` random keys, then Return until the form submits
    /// (answering, before each Return, a field that shows a message). Stops
    /// at the first script that disagrees and records it.
    static func agree<F: GeneratedForm>(_ type: F.Type, locale: LocaleRules = .enUS, language: String? = nil, firstSeed: UInt64, answers: [String: String] = [:]) {
        var submitted: F?
        for seed in firstSeed..<firstSeed + UInt64(scripts) {
            var random = RandomOperationTests.Seeded(state: seed)
            let record: F? = switch seed % 4 {
            case 1: F(fieldValues: FormValues())
            case 3: submitted ?? F(fieldValues: FormValues())
            default: nil
            }
            var both = TerminalDifferential<F>(locale: locale, language: language, today: today, record: record)
            var script: [String] = []
            if let difference = both.compare() {
                Issue.record("\(F.schema.name) seed \(seed), before any key: \(difference)")
                return
            }
            func press(_ keys: [KeyEvent]) -> Bool {
                for key in keys where !both.submitted {
                    script.append(describe(key))
                    if let difference = both.press(key) {
                        Issue.record("\(F.schema.name) seed \(seed)\(record == nil ? "" : " (editing)"), keys \(script.joined(separator: " ")):\n\(difference)")
                        return false
                    }
                }
                return true
            }
            for _ in 0..<keysPerScript {
                guard press(keys(using: &random, answers: answers, both)) else { return }
            }
            for _ in 0..<F.schema.fields.count * 2 where !both.submitted {
                let fix = both.focusedField.flatMap { both.session.messages($0.field).isEmpty ? nil : answer(answers, both) } ?? []
                guard press(fix + [.enter]) else { return }
            }
            submitted = both.model ?? submitted
        }
    }

    @Test func signUp() { Self.agree(SignUp.self, firstSeed: 1000, answers: ["email": "ann@example.org", "password": "correct horse", "confirmation": "correct horse"]) }
    @Test func nickname() { Self.agree(Nickname.self, firstSeed: 2000, answers: ["nickname": "小明明"]) }
    /// Also in Russian: the form's translations and the built-in texts.
    @Test func phone() {
        Self.agree(PhoneSignIn.self, firstSeed: 3000, answers: ["phone": "9991234567", "code": "1234"])
        Self.agree(PhoneSignIn.self, language: "ru", firstSeed: 3500, answers: ["phone": "9991234567", "code": "1234"])
    }
    /// Numbers in fr_FR (the form's own locale).
    @Test func transfer() { Self.agree(Transfer.self, firstSeed: 4000, answers: ["adjustment": "-12", "amount": "12,5", "note": "rent"]) }
    /// Dates in en_GB (the form's own locale), a card mask, an IBAN.
    @Test func booking() {
        let month = (Self.today.month < 10 ? "0" : "") + "\(Self.today.month)"
        let stay = ["01/\(month)/\(Self.today.year + 1)", "05/\(month)/\(Self.today.year + 1)"]
        let answers = [
            "birthDate": "01/02/1990", "arrival": stay[0], "departure": stay[1], "cardNumber": "4111 1111 1111 1111",
            "cardExpiry": "12/40", "refundIBAN": "GB82 WEST 1234 5698 7654 32",
        ]
        Self.agree(Booking.self, firstSeed: 5000, answers: answers)
    }
    @Test func checkout() { Self.agree(Checkout.self, firstSeed: 6000, answers: ["email": "ann@example.org", "street": "Main St", "city": "Bern", "canton": "ZH"]) }
    @Test func goals() { Self.agree(DailyGoals.self, firstSeed: 7000, answers: ["goals": "Run", "reminderHour": "20"]) }
    /// Choices (single, multiple), `visible when`, `enabled when`,
    /// `required when`, a secure toggle, a list; in en_US and de_DE.
    @Test func intake() {
        let answers = ["name": "Ann", "age": "12", "guardian": "Bob", "installments": "3", "pin": "1234", "phones": "555 1234"]
        Self.agree(Intake.self, firstSeed: 8000, answers: answers)
        Self.agree(Intake.self, locale: LocaleRules.embedded("de_DE") ?? .enUS, language: "de", firstSeed: 8500, answers: answers)
    }
    @Test func membership() { Self.agree(Membership.self, firstSeed: 9000, answers: ["name": "Ann", "birthDate": "01/02/1990"]) }
    /// An optional single choice and a multiple one.
    @Test func survey() { Self.agree(Survey.self, firstSeed: 10000, answers: ["otherChannel": "radio", "comment": "faster"]) }
    /// A required number whose condition reads only another field, and one
    /// that is not required (Tests/Adversarial/Spec).
    @Test func unansweredRules() { Self.agree(UnansweredRules.self, firstSeed: 11000, answers: ["product": "tea", "quantity": "2", "rating": "5"]) }
    /// Options named like Swift keywords and members; an optional choice
    /// whose `visible when` reads another (Tests/Adversarial/Spec).
    @Test func optionNames() { Self.agree(OptionNames.self, firstSeed: 12000) }
    @Test func enumMemberNames() { Self.agree(EnumMemberNames.self, firstSeed: 13000, answers: ["rawValue": "x"]) }
}
