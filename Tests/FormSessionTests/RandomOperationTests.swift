import FormRuntime
import FormSession
import FormcGenerated
import Testing

/// Random sequences of binding calls on every generated form: the session
/// never traps, its invariants hold after every call, and it reports every
/// field whose appearance changed (``FormSession/takeChangedFields()``, what
/// the terminal redraws from).
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

    static func exercise<F: GeneratedForm>(_ type: F.Type, seed: UInt64) {
        var random = Seeded(state: seed)
        var session = FormSession<F>(today: FormDate(checkedYear: 2026, month: 11, day: 25))
        let fields = Array(F.Field.allCases)
        #expect(session.takeChangedFields() == .all, "a new session reports every field")
        for step in 0..<400 {
            let before = appearance(of: session)
            guard let field = fields.randomElement(using: &random), let piece = pieces.randomElement(using: &random) else { return }
            let length = session.text(field).utf16.count
            let a = Int.random(in: -2...(length + 2), using: &random)
            let b = Int.random(in: -2...(length + 2), using: &random)
            let range = min(a, b)..<max(a, b)
            let options = session.fieldSchema(field)?.options.map(\.id) ?? []
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1, 2: session.replace(field, utf16: range, with: piece)
            case 3: session.setMarkedText(field, utf16: range, marked: piece)
            case 4: session.commitMarkedText(field, piece)
            case 5: session.deleteBackward(field)
            case 6: _ = session.returnKey()
            case 7: session.focus(field, row: Int.random(in: -1...3, using: &random))
            case 8: session.focusNext()
            case 9: session.placeCaret(field, utf16: a)
            case 10: if let id = options.randomElement(using: &random) { session.select(field, id: id); session.toggle(field, id: id) }
            case 11: session.set(field, Bool.random(using: &random)); session.toggleReveal(field)
            case 12: session.setFilter(field, piece); _ = session.options(field)
            default: _ = session.submit()
            }
            let after = appearance(of: session)
            if case .some(let reported) = session.takeChangedFields() {
                let unreported = after.indices.filter { after[$0] != before[$0] && !reported.contains($0) }
                #expect(unreported.isEmpty, "\(F.schema.name) step \(step): fields \(unreported) changed unreported")
            }
            for field in fields {
                let text = session.text(field)
                #expect(session.caret(field) >= 0 && session.caret(field) <= text.utf16.count, "\(F.schema.name) step \(step)")
                #expect(session.messages(field).count <= 1)
                if !session.isVisible(field) || !session.isEnabled(field) { #expect(session.messages(field).isEmpty) }
                if let marked = session.markedRange(field) { #expect(marked.upperBound <= text.utf16.count) }
            }
            if let focused = session.focused {
                #expect(session.isVisible(focused.field) && session.isEnabled(focused.field), "\(F.schema.name) step \(step): focus on \(focused.field)")
                #expect(focused.row >= 0 && focused.row < session.rowCount(focused.field))
            }
        }
    }

    /// What each field shows, by schema index: its state, message and
    /// whether it draws its section's heading.
    static func appearance<F: GeneratedForm>(of session: FormSession<F>) -> [String] {
        F.schema.fields.indices.map { "\(session.field(at: $0)) \(String(describing: session.message(at: $0))) \(session.headsSection($0))" }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func randomCallsKeepTheInvariants(seed: UInt64) {
        Self.exercise(SignUp.self, seed: seed)
        Self.exercise(Booking.self, seed: seed)
        Self.exercise(Transfer.self, seed: seed)
        Self.exercise(DailyGoals.self, seed: seed)
        Self.exercise(Checkout.self, seed: seed)
        Self.exercise(Survey.self, seed: seed)
        Self.exercise(Nickname.self, seed: seed)
        Self.exercise(PhoneSignIn.self, seed: seed)
        Self.exercise(Intake.self, seed: seed)
        Self.exercise(Bestellung.self, seed: seed)
    }
}
