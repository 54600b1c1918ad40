import FormTestSupport
import FormChecker
import FormcGenerated
import FormPreview
import FormRuntime
import FormTerminal
import Foundation
import Testing
import ValuesFormOracle

/// The shared seeded generator (FormTestSupport).
typealias SeededGenerator = SeededRandom

/// Random form values that hit the interesting edges: missing keys, values
/// of the wrong kind, empty optionals, empty texts and rows, boundaries.
struct RandomValues {
    var generator: SeededGenerator

    static let texts = ["", "a", "ab", "4111 1111 1111 1111", "GB82 WEST 1234 5698 7654 32", "de89370400440532013000", "ada@example.com", "not an email", "hunter2hunter2", "hunter2",
                        "+7-999-123-45-67", "+7-999", "1-2-3-4", "1-2", "小明", "😀😀", " spaced ", "ABCDEFGHIJK"]

    mutating func values(for form: CheckedForm) -> FormValues {
        var values = FormValues()
        for field in form.fields {
            let roll = Int.random(in: 0..<20, using: &generator)
            if roll == 0 { continue }  // missing
            if roll == 19 {  // given under the other kind: a list's rows for a field, a field's value for a list
                if field.isList {
                    values.fields[field.name] = value(field.type.base)
                } else {
                    values.lists[field.name] = [value(field.type.base)]
                }
                continue
            }
            if field.isList {
                let count = Int.random(in: 0...4, using: &generator)
                values.lists[field.name] = (0..<count).map { _ in value(field.type.base) }
            } else if roll == 1 {
                values.fields[field.name] = value(FieldType.allCases.randomElement(using: &generator) ?? .text)
            } else if roll < 4 {
                values.fields[field.name] = FieldValue.none
            } else {
                values.fields[field.name] = value(field.type.base, field: field)
            }
        }
        return values
    }

    mutating func value(_ type: FieldType, field: CheckedField? = nil) -> FieldValue {
        switch type {
        case .choice:
            // Known options, now and then an unknown one, repeats and any order.
            let ids = (field?.options.map(\.id) ?? ["o0"]) + ["zz"]
            if field?.allowsMultiple == true {
                return .choices((0..<Int.random(in: 0...4, using: &generator)).map { _ in ids.randomElement(using: &generator) ?? "zz" })
            }
            return .choice(ids.randomElement(using: &generator) ?? "zz")
        case .text:
            return .text(Self.texts.randomElement(using: &generator) ?? "")
        case .int:
            let edges = [-1001, -1000, -1, 0, 1, 23, 24, 999, 1000, 1001, 10000, 10001]
            return .int(Bool.random(using: &generator) ? edges.randomElement(using: &generator) ?? 0 : Int.random(in: -20000...20000, using: &generator))
        case .decimal:
            let cents = Int.random(in: -2_000_000...2_000_000, using: &generator)
            let edges: [Decimal] = [0, Decimal(string: "0.01") ?? 0, 10000, Decimal(string: "10000.01") ?? 0, -1]
            return .decimal(Bool.random(using: &generator) ? edges.randomElement(using: &generator) ?? 0 : Decimal(cents) / 100)
        case .bool:
            return .bool(Bool.random(using: &generator))
        case .date:
            // Edges around the conditions' literals and the fixed today (2026-11-23).
            let edges: [(Int, Int, Int)] = [(2008, 11, 23), (2008, 11, 24), (2000, 2, 29), (2000, 2, 28), (2026, 11, 23), (2026, 12, 23), (2026, 12, 24), (1, 1, 1), (9999, 12, 31), (2026, 2, 28)]
            let (year, month, day) = Bool.random(using: &generator)
                ? edges.randomElement(using: &generator) ?? (2026, 11, 23)
                : (Int.random(in: 1990...2040, using: &generator), Int.random(in: 1...12, using: &generator), Int.random(in: 1...28, using: &generator))
            return .date(FormDate(checkedYear: year, month: month, day: day))
        case .month:
            let edges: [(Int, Int)] = [(2026, 10), (2026, 11), (2026, 12), (2036, 11), (2036, 12), (2030, 12), (1, 1)]
            let (year, month) = Bool.random(using: &generator)
                ? edges.randomElement(using: &generator) ?? (2026, 11)
                : (Int.random(in: 2000...2050, using: &generator), Int.random(in: 1...12, using: &generator))
            return .month(FormMonth(checkedYear: year, month: month))
        }
    }
}

@Suite struct DifferentialValidationTests {
    /// A generated model type, type-erased to its two functions.
    struct Generated: Sendable {
        var validate: @Sendable (FormValues, ValidationTrigger) -> [FieldError<String>]
        var isEnabled: @Sendable (FormValues, String) -> Bool
        var isVisible: @Sendable (FormValues, String) -> Bool
        /// `isVisible` as the state machine sees it: unanswered fields read as empty.
        var isVisibleInSession: @Sendable (FormValues, String) -> Bool

        init<F: GeneratedForm>(_ type: F.Type) {
            // The terminal's bridge: typed answers read back by field name.
            let validator = FormValidator.generated(type)
            validate = validator.validate
            isEnabled = validator.isEnabled
            isVisible = { values, name in F.Field(rawValue: name).map(F(fieldValues: values).isVisible) ?? true }
            isVisibleInSession = validator.isVisible
        }
    }

    static let generated: [String: Generated] = [
        "SignUp": Generated(SignUp.self), "Booking": Generated(Booking.self), "Transfer": Generated(Transfer.self), "DailyGoals": Generated(DailyGoals.self), "Checkout": Generated(Checkout.self), "Survey": Generated(Survey.self),
        "Nickname": Generated(Nickname.self), "PhoneSignIn": Generated(PhoneSignIn.self), "Membership": Generated(Membership.self), "Intake": Generated(Intake.self), "Bestellung": Generated(Bestellung.self),
    ]

    @Test(arguments: [UInt64(1), 2, 3, 42])
    func theInterpreterAgreesWithTheGeneratedValidator(seed: UInt64) throws {
        var random = RandomValues(generator: SeededGenerator(state: seed))
        for form in try SpecForms.load() {
            let model = try #require(Self.generated[form.name])
            let interpreter = PreviewInterpreter(form: form)
            for _ in 0..<500 {
                let values = random.values(for: form)
                for trigger in ValidationTrigger.allCases {
                    let expected = model.validate(values, trigger)
                    // Both as the state machine sees them: unanswered fields read as empty.
                    let actual = interpreter.validator.validate(values, trigger)
                    #expect(actual == expected, "\(form.name) \(trigger) \(values)")
                    if actual != expected { return }
                }
                for field in form.fields {
                    #expect(interpreter.validator.isEnabled(values, field.name) == model.isEnabled(values, field.name), "\(form.name).\(field.name) \(values)")
                    #expect(interpreter.isVisible(field.name, values) == model.isVisible(values, field.name), "\(form.name).\(field.name) visible \(values)")
                    #expect(interpreter.validator.isVisible(values, field.name) == model.isVisibleInSession(values, field.name), "\(form.name).\(field.name) visible in a session \(values)")
                }
            }
        }
    }
}
