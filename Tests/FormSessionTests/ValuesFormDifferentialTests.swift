import AdversarialGenerated
import FormRuntime
import FormSession
import FormTerminal
import FormcGenerated
import Testing
import ValuesFormOracle

/// `FormSession<ValuesForm>` (a form described at run time: the schema,
/// `FormValues` and a generated validator's functions, as the terminal and
/// `formc preview` hold forms) against `FormSession<Model>` over the typed
/// generated model: seeded random intents go to both, and after each one
/// they must show the same texts, carets, messages, visibility, enabled
/// state, selection and focus, hold the same model, and submit alike.
@Suite struct ValuesFormDifferentialTests {
    static let today = FormDate.today()
    static let pieces = ["a", "Z", "1", "٣", "-", ",", ".", "/", " ", "e\u{301}", "你好", "", "12345678901234567890", "31/02/1990", "2026-11-23", "12,5"]

    /// The run-time description of `F`: its schema, and its generated
    /// validator's functions.
    static func valuesForm<F: GeneratedForm>(_ type: F.Type, holding values: FormValues = FormValues()) -> ValuesForm {
        ValuesForm(schema: F.schema, values: values, rules: FormValidator.generated(F.self))
    }

    /// What one session shows of `field`, to compare with the other's.
    static func shown<G: SessionForm>(_ session: FormSession<G>, _ field: G.Field) -> String {
        let rows = (0..<max(session.rowCount(field), 1)).map { session.text(field, row: $0) }
        return "\(rows) caret \(session.caret(field)) messages \(session.messages(field)) visible \(session.isVisible(field)) "
            + "enabled \(session.isEnabled(field)) selection \(session.selection(field)) answered \(session.isAnswered(field))"
    }

    static func agree<F: GeneratedForm>(_ type: F.Type, seed: UInt64, editing record: F? = nil, language: String? = nil) {
        var random = RandomOperationTests.Seeded(state: seed)
        var typed: FormSession<F>
        var described: FormSession<ValuesForm>
        if let record {
            typed = FormSession(editing: record, language: language, today: today)
            described = FormSession(form: valuesForm(F.self, holding: record.fieldValues), editing: true, language: language, today: today)
        } else {
            typed = FormSession(language: language, today: today)
            described = FormSession(form: valuesForm(F.self), language: language, today: today)
        }
        let fields = Array(F.Field.allCases)
        var script: [String] = []
        func difference() -> String? {
            for field in fields {
                let other = ValuesForm.Field(rawValue: field.rawValue)
                let (left, right) = (shown(typed, field), shown(described, other))
                if left != right { return "\(field.rawValue):\n  typed     \(left)\n  described \(right)" }
            }
            if typed.focused.map({ "\($0.field.rawValue) \($0.row)" }) != described.focused.map({ "\($0.field.rawValue) \($0.row)" }) {
                return "focus: typed \(String(describing: typed.focused)), described \(String(describing: described.focused))"
            }
            let model = F(fieldValues: described.model.values)
            return model == typed.model ? nil : "models:\n  typed     \(typed.model)\n  described \(model)"
        }
        if let difference = difference() {
            Issue.record("\(F.schema.name) seed \(seed), at the start: \(difference)")
            return
        }
        for _ in 0..<200 {
            guard let field = fields.randomElement(using: &random), let piece = pieces.randomElement(using: &random) else { return }
            let other = ValuesForm.Field(rawValue: field.rawValue)
            let length = typed.text(field).utf16.count
            let a = Int.random(in: 0...length, using: &random)
            let b = Int.random(in: 0...length, using: &random)
            let range = min(a, b)..<max(a, b)
            let options = typed.fieldSchema(field)?.options.map(\.id) ?? []
            let step = Int.random(in: 0..<13, using: &random)
            script.append("\(step):\(field.rawValue):\(piece.debugDescription)")
            switch step {
            case 0, 1, 2:
                typed.replace(field, utf16: range, with: piece)
                described.replace(other, utf16: range, with: piece)
            case 3:
                typed.setMarkedText(field, utf16: range, marked: piece)
                described.setMarkedText(other, utf16: range, marked: piece)
            case 4:
                typed.commitMarkedText(field, piece)
                described.commitMarkedText(other, piece)
            case 5:
                typed.deleteBackward(field)
                described.deleteBackward(other)
            case 6:
                let (left, right) = (typed.returnKey(), described.returnKey())
                if case .submitted(.success(let model)) = left {
                    guard case .submitted(.success(let values)) = right, F(fieldValues: values.values) == model else {
                        Issue.record("\(F.schema.name) seed \(seed): typed submitted, described gave \(right)\n\(script.joined(separator: " "))")
                        return
                    }
                }
            case 7:
                typed.focus(field)
                described.focus(other)
            case 8:
                typed.focusNext()
                described.focusNext()
            case 9:
                if let id = options.randomElement(using: &random) {
                    typed.select(field, id: id)
                    described.select(other, id: id)
                    typed.toggle(field, id: id)
                    described.toggle(other, id: id)
                }
            case 10:
                let flag = Bool.random(using: &random)
                typed.set(field, flag)
                described.set(other, flag)
            case 11:
                typed.removeRow(field, row: 0)
                described.removeRow(other, row: 0)
            default:
                let (left, right) = (typed.submit(), described.submit())
                switch (left, right) {
                case (.success(let model), .success(let values)) where F(fieldValues: values.values) == model: break
                case (.failure(let l), .failure(let r)) where l.errors.map { "\($0.field.rawValue) \($0.message)" } == r.errors.map { "\($0.field.rawValue) \($0.message)" }: break
                default:
                    Issue.record("\(F.schema.name) seed \(seed): submits differ: \(left) / \(right)\n\(script.joined(separator: " "))")
                    return
                }
            }
            if let difference = difference() {
                Issue.record("\(F.schema.name) seed \(seed) after \(script.joined(separator: " ")):\n\(difference)")
                return
            }
        }
    }

    static func everyForm(seed: UInt64) {
        agree(SignUp.self, seed: seed)
        agree(Booking.self, seed: seed)
        agree(Transfer.self, seed: seed)
        agree(DailyGoals.self, seed: seed)
        agree(Checkout.self, seed: seed)
        agree(Survey.self, seed: seed)
        agree(Nickname.self, seed: seed)
        agree(PhoneSignIn.self, seed: seed, language: "ru")
        agree(Intake.self, seed: seed)
        agree(Intake.self, seed: seed, language: "de")
        agree(Membership.self, seed: seed)
        agree(UnansweredRules.self, seed: seed)
        agree(OptionNames.self, seed: seed)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func aBlankFormAgrees(seed: UInt64) {
        Self.everyForm(seed: seed)
    }

    /// Editing a record of placeholder values (0, 1970-01-01, the first
    /// option): every field answered in both.
    @Test(arguments: [UInt64(7), 8, 9])
    func aRecordAgrees(seed: UInt64) {
        Self.agree(Intake.self, seed: seed, editing: Intake(fieldValues: FormValues()))
        Self.agree(Booking.self, seed: seed, editing: Booking(fieldValues: FormValues()))
        Self.agree(Survey.self, seed: seed, editing: Survey(fieldValues: FormValues()))
        Self.agree(DailyGoals.self, seed: seed, editing: DailyGoals(fieldValues: FormValues()))
    }
}
