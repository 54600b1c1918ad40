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
    static let pastes = ["hello world", "12,5", "1 234,56", "31/12/1999", "4111 1111 1111 1111", "ann@example.org", "gb82 west 1234", "-5000", "  x  ", "小明", "12ab34"]
    static let moves: [KeyEvent] = [.backspace, .backspace, .delete, .left, .right, .home, .end, .ctrl("u"), .ctrl("r"), .character(" "), .up, .down]
    static let focusMoves: [KeyEvent] = [.tab, .tab, .shiftTab, .enter, .enter]

    /// A random key, weighted towards typing.
    static func key(using random: inout RandomOperationTests.Seeded) -> KeyEvent {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<10: .character(typed.randomElement(using: &random) ?? "a")
        case 10: .paste(pastes.randomElement(using: &random) ?? "")
        case 11..<16: moves.randomElement(using: &random) ?? .left
        default: focusMoves.randomElement(using: &random) ?? .tab
        }
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
    /// record (every field answered) instead of a blank form. Stops at the
    /// first script that disagrees and records it.
    static func agree<F: GeneratedForm>(_ type: F.Type, locale: LocaleRules = .enUS, firstSeed: UInt64) {
        for seed in firstSeed..<firstSeed + UInt64(scripts) {
            var random = RandomOperationTests.Seeded(state: seed)
            let record: F? = seed % 2 == 1 ? F(fieldValues: FormValues()) : nil
            var both = TerminalDifferential<F>(locale: locale, today: today, record: record)
            var script: [String] = []
            if let difference = both.compare() {
                Issue.record("\(F.schema.name) seed \(seed), before any key: \(difference)")
                return
            }
            // Random keys, then Return until the form submits or gives up.
            var keys = (0..<keysPerScript).map { _ in key(using: &random) }
            keys += Array(repeating: .enter, count: F.schema.fields.count + 2)
            for key in keys where !both.submitted {
                script.append(describe(key))
                if let difference = both.press(key) {
                    Issue.record("\(F.schema.name) seed \(seed)\(record == nil ? "" : " (editing)"), keys \(script.joined(separator: " ")):\n\(difference)")
                    return
                }
            }
        }
    }

    @Test func signUp() { Self.agree(SignUp.self, firstSeed: 1000) }
    @Test func nickname() { Self.agree(Nickname.self, firstSeed: 2000) }
    @Test func phone() { Self.agree(PhoneSignIn.self, firstSeed: 3000) }
    /// Numbers in fr_FR (the form's own locale).
    @Test func transfer() { Self.agree(Transfer.self, firstSeed: 4000) }
    @Test func booking() { Self.agree(Booking.self, firstSeed: 5000) }
    @Test func checkout() { Self.agree(Checkout.self, firstSeed: 6000) }
    @Test func goals() { Self.agree(DailyGoals.self, firstSeed: 7000) }
    /// Choices (single, multiple), `visible when`, `enabled when`,
    /// `required when`, a secure toggle, a list; in en_US and de_DE.
    @Test func intake() {
        Self.agree(Intake.self, firstSeed: 8000)
        Self.agree(Intake.self, locale: LocaleRules.embedded("de_DE") ?? .enUS, firstSeed: 8500)
    }
    @Test func membership() { Self.agree(Membership.self, firstSeed: 9000) }
    /// An optional single choice and a multiple one.
    @Test func survey() { Self.agree(Survey.self, firstSeed: 10000) }
}
