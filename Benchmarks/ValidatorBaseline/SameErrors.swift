import FormcGenerated
import FormRuntime

/// Whether the hand-written validators raise exactly what the generated
/// ones raise: ValidatorBenchmark checks every record before timing, and
/// `HandWrittenBaselineTests` in `swift test`.
public enum SameErrors {
    /// A description of each record and trigger where the hand-written
    /// `SignUp` checks differ from the generated ones (none when they agree).
    public static func signUp(_ records: [FormValues]) -> [String] {
        var differences: [String] = []
        for (index, record) in records.enumerated() {
            for trigger in ValidationTrigger.allCases {
                let generated = SignUp(fieldValues: record).validate(on: trigger).map { Raised($0.field.rawValue, $0.message) }
                let hand = HandWrittenSignUp(fieldValues: record).validate(on: trigger).map { Raised($0.field.rawValue, $0.message) }
                if generated != hand { differences.append("SignUp record \(index), \(trigger): generated \(generated), hand-written \(hand)") }
            }
        }
        return differences
    }

    /// The same for `Membership`, on `today` and on the current date.
    public static func membership(_ records: [FormValues], today: FormDate) -> [String] {
        var differences: [String] = []
        for (index, record) in records.enumerated() {
            for trigger in ValidationTrigger.allCases {
                let model = Membership(fieldValues: record)
                let hand = HandWrittenMembership(fieldValues: record)
                let pairs = [
                    (model.validate(on: trigger, today: today).map { Raised($0.field.rawValue, $0.message) },
                     hand.validate(on: trigger, today: today).map { Raised($0.field.rawValue, $0.message) }),
                    (model.validate(on: trigger).map { Raised($0.field.rawValue, $0.message) },
                     hand.validate(on: trigger).map { Raised($0.field.rawValue, $0.message) }),
                ]
                for (generated, hand) in pairs where generated != hand {
                    differences.append("Membership record \(index), \(trigger): generated \(generated), hand-written \(hand)")
                }
            }
        }
        return differences
    }

    /// One raised condition, by field name.
    struct Raised: Equatable, CustomStringConvertible {
        var field: String
        var message: String
        init(_ field: String, _ message: String) {
            self.field = field
            self.message = message
        }
        var description: String { "\(field): \(message)" }
    }
}
