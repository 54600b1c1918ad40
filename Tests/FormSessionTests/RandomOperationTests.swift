import AdversarialGenerated
import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// Random sequences of binding calls on every generated form: the session
/// never traps, its invariants hold after every call, and it reports every
/// field whose appearance changed (``FormSession/takeChangedFields()``, what
/// the terminal redraws from).
///
/// The calls type, paste and compose hostile text (issue 29 item 3) at random
/// UTF-16 offsets, inside characters too: combining marks, joiners, flags,
/// skin-tone and ZWJ emoji, bidi and control characters, and ISO dates and
/// date-times as pastes. After every call (``SessionInvariants``, LANGUAGE.md
/// §21): each text shown is one the field's chain can produce; the model
/// holds what the chain reads from it (the last committed value while
/// composing); and after a successful submit, `FormSession(editing:)` of the
/// record shows the same texts.
@Suite struct RandomOperationTests {
    /// SplitMix64: a seeded generator, so a failure replays.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces = ["a", "Z", "1", "٣", "-", ",", ".", "/", " ", "👨‍👩‍👧", "e\u{301}", "你好", "ni", "", "12345678901234567890", "31/02/1990"]

    /// Text that merges with its neighbours or that a single-line field must
    /// not keep (issue 29 item 3): typed, pasted and composed.
    static let hostile = [
        "\u{301}", "\u{302}", "\u{200D}", "\u{200C}", "🇩🇪🇨🇭", "🇩", "👍🏽", "\u{1F3FD}", "👩‍👩‍👧",
        "\u{202E}", "\u{2066}", "\u{0}", "\n", "\r", "\u{2028}", "\r\n",
        "2026-11-23", "1990-05-01", "2026-11-23T10:00Z", "1999-12", "2150-01",
        "12\u{202E}34\n5\u{0}6", "a\u{301}\u{200D}b\u{2066}", "1\u{2028}990-05-01", "3,5\u{200C}",
    ]

    /// The user's locales the sessions are made in, by seed: a decimal
    /// point or a decimal comma on the device.
    static func deviceLocale(seed: UInt64) -> LocaleRules {
        seed % 2 == 0 ? LocaleRules.resolving("de_DE") ?? .enUS : .enUS
    }

    /// Runs `steps` random calls on a blank session of `F`; answers how many
    /// submits succeeded (each reopened with `FormSession(editing:)`).
    @discardableResult
    static func exercise<F: GeneratedForm>(_ type: F.Type, seed: UInt64, steps: Int = 120) -> Int {
        var submits = 0
        var random = Seeded(state: seed)
        let today = FormDate(checkedYear: 2026, month: 11, day: 25)
        let locale = deviceLocale(seed: seed)
        var session = FormSession<F>(locale: locale, language: nil, today: today)
        let fields = Array(F.Field.allCases)
        #expect(session.takeChangedFields() == .all, "a new session reports every field")
        for step in 0..<steps {
            let before = appearance(of: session)
            guard let field = fields.randomElement(using: &random),
                  let piece = (Bool.random(using: &random) ? pieces : hostile).randomElement(using: &random) else { return submits }
            let length = session.text(field).utf16.count
            let a = Int.random(in: -2...(length + 2), using: &random)
            let b = Int.random(in: -2...(length + 2), using: &random)
            let range = min(a, b)..<max(a, b)
            let options = session.fieldSchema(field)?.options.map(\.id) ?? []
            var submitted: F?
            let call = Int.random(in: 0..<16, using: &random)
            switch call {
            case 0, 1, 2: session.replace(field, utf16: range, with: piece)
            case 3: session.replace(field, row: Int.random(in: 0..<max(1, session.rowCount(field)), using: &random), utf16: range, with: piece)
            case 4, 5: session.setMarkedText(field, utf16: range, marked: piece)
            case 6: session.commitMarkedText(field, piece)
            case 7: session.unmarkText(field)
            case 8: session.deleteBackward(field)
            case 9: _ = session.returnKey()
            case 10: session.focus(field, row: Int.random(in: -1...3, using: &random))
            case 11: session.focusNext()
            case 12: session.placeCaret(field, utf16: a)
            case 13: if let id = options.randomElement(using: &random) { session.select(field, id: id); session.toggle(field, id: id) }
            case 14: session.set(field, Bool.random(using: &random)); session.toggleReveal(field); session.setFilter(field, piece); _ = session.options(field)
            default: if case .success(let record) = session.submit() { submitted = record }
            }
            let context = "\(F.schema.name) seed \(seed) step \(step) (call \(call) on \(field.rawValue), \(piece.debugDescription) at \(range))"
            let after = appearance(of: session)
            if case .some(let reported) = session.takeChangedFields() {
                let unreported = after.indices.filter { after[$0] != before[$0] && !reported.contains($0) }
                #expect(unreported.isEmpty, "\(context): fields \(unreported) changed unreported")
            }
            for field in fields {
                let text = session.text(field)
                #expect(session.caret(field) >= 0 && session.caret(field) <= text.utf16.count, "\(context)")
                #expect(session.messages(field).count <= 1)
                if !session.isVisible(field) || !session.isEnabled(field) { #expect(session.messages(field).isEmpty) }
                if let marked = session.markedRange(field) { #expect(marked.upperBound <= text.utf16.count) }
                if let unproducible = SessionInvariants.unproducibleText(session, field) { Issue.record("\(context): \(unproducible)") }
                if let mismatch = SessionInvariants.modelMismatch(session, field) { Issue.record("\(context): \(mismatch)") }
            }
            if let focused = session.focused {
                #expect(session.isVisible(focused.field) && session.isEnabled(focused.field), "\(context): focus on \(focused.field)")
                #expect(focused.row >= 0 && focused.row < session.rowCount(focused.field))
            }
            if let record = submitted {
                submits += 1
                let editing = FormSession(editing: record, locale: locale, language: nil, today: today)
                let shown = SessionInvariants.shownTexts(session, fields: fields)
                let reopened = SessionInvariants.shownTexts(editing, fields: fields)
                #expect(shown == reopened, "\(context): the submitted record, edited again, shows other texts")
            }
        }
        return submits
    }

    /// What each field shows, by schema index: its state, message and
    /// whether it draws its section's heading.
    static func appearance<F: GeneratedForm>(of session: FormSession<F>) -> [String] {
        F.schema.fields.indices.map { "\(session.field(at: $0)) \(String(describing: session.message(at: $0))) \(session.headsSection($0))" }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func randomCallsKeepTheInvariants(seed: UInt64) {
        var submits = Self.exercise(SignUp.self, seed: seed)
        submits += Self.exercise(Booking.self, seed: seed)
        submits += Self.exercise(Transfer.self, seed: seed)
        submits += Self.exercise(DailyGoals.self, seed: seed)
        submits += Self.exercise(Checkout.self, seed: seed)
        submits += Self.exercise(Survey.self, seed: seed)
        submits += Self.exercise(Nickname.self, seed: seed)
        submits += Self.exercise(PhoneSignIn.self, seed: seed)
        submits += Self.exercise(Intake.self, seed: seed)
        submits += Self.exercise(Bestellung.self, seed: seed)
        submits += Self.exercise(HostileInput.self, seed: seed, steps: 400)
        // Some random submits succeed, so records are reopened and compared.
        #expect(submits >= 5, "seed \(seed): \(submits) successful submits")
    }
}
