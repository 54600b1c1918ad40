import BenchmarkSupport
import FormcGenerated
import FormRuntime
import Foundation
import ValidatorBaseline

/// The generated validators against the same checks written by hand
/// (`ValidatorBaseline`), timed in turns in one process.
enum HandBaseline {
    /// What one timed pass does with each record.
    enum Case: String, CaseIterable {
        /// `SignUp(fieldValues:)` + `validate(on: .submit)`.
        case generated
        /// `HandWrittenSignUp(fieldValues:)` + `validate(on: .submit)`.
        case hand
        /// `validate(on: .submit)` on `SignUp` models built beforehand.
        case generatedValidate = "generated-validate"
        /// `validate(on: .submit)` on `HandWrittenSignUp` models built beforehand.
        case handValidate = "hand-validate"
        /// `Membership(fieldValues:)` + `validate(on: .submit)`: reads today.
        case membership
        /// `HandWrittenMembership(fieldValues:)` + `validate(on: .submit)`.
        case handMembership = "hand-membership"
    }

    /// A pass over the records for `which`, returning the errors raised.
    /// Generated and hand-written cases read the same records, so that both
    /// find them at the same places in memory.
    static func pass(_ which: Case, signUp: [FormValues], membership: [FormValues]) -> () -> Int {
        switch which {
        case .generated:
            return { signUp.reduce(0) { $0 + SignUp(fieldValues: $1).validate(on: .submit).count } }
        case .hand:
            return { signUp.reduce(0) { $0 + HandWrittenSignUp(fieldValues: $1).validate(on: .submit).count } }
        case .generatedValidate:
            let models = signUp.map(SignUp.init(fieldValues:))
            return { models.reduce(0) { $0 + $1.validate(on: .submit).count } }
        case .handValidate:
            let models = signUp.map(HandWrittenSignUp.init(fieldValues:))
            return { models.reduce(0) { $0 + $1.validate(on: .submit).count } }
        case .membership:
            return { membership.reduce(0) { $0 + Membership(fieldValues: $1).validate(on: .submit).count } }
        case .handMembership:
            return { membership.reduce(0) { $0 + HandWrittenMembership(fieldValues: $1).validate(on: .submit).count } }
        }
    }

    /// `rounds` passes over 2,000 records, for callgrind.
    static func profile(_ which: Case, rounds: Int) -> Int {
        let run = pass(which, signUp: BenchmarkRecords.signUp(2_000), membership: BenchmarkRecords.membership(2_000))
        return (0..<rounds).reduce(0) { total, _ in total + run() }
    }

    /// Checks every record, then times each case in turns (`rounds` rounds,
    /// the order rotating) and prints a table and the summary lines. False
    /// when the hand-written and generated validators disagree.
    static func run(records count: Int, rounds: Int = 15) -> Bool {
        let (signUp, membership) = (BenchmarkRecords.signUp(count), BenchmarkRecords.membership(count))
        let differences = SameErrors.signUp(signUp) + SameErrors.membership(membership, today: .today())
        guard differences.isEmpty else {
            print("the hand-written validators differ from the generated ones:")
            differences.prefix(10).forEach { print("  " + $0) }
            return false
        }
        print("same errors on all \(count) records of each form, every trigger")
        let cases = Case.allCases
        let passes = cases.map { pass($0, signUp: signUp, membership: membership) }
        var nanoseconds = Array(repeating: [Double](), count: cases.count)
        var raised = Array(repeating: 0, count: cases.count)
        for round in 0..<rounds {
            for step in cases.indices {
                let index = (step + round) % cases.count
                let start = ContinuousClock.now
                raised[index] = passes[index]()
                let elapsed = ContinuousClock.now - start
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                nanoseconds[index].append(seconds * 1e9 / Double(count))
            }
        }
        if ProcessInfo.processInfo.environment["VALIDATOR_ROUNDS"] != nil {
            for index in cases.indices { print(cases[index].rawValue, nanoseconds[index].map { Int($0) }) }
        }
        let best = nanoseconds.map { $0.min() ?? .infinity }
        let median = nanoseconds.map { $0.sorted()[$0.count / 2] }
        print("\(count) records, \(rounds) rounds in turns; ns per record")
        print("case                 min     median  raised")
        for index in cases.indices {
            print(cases[index].rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
                + String(format: " %7.1f %7.1f  %d", best[index], median[index], raised[index]))
        }
        func row(_ measure: String, _ generated: Case, _ hand: Case, what: String) {
            let (g, h) = (cases.firstIndex(of: generated) ?? 0, cases.firstIndex(of: hand) ?? 0)
            SummaryLine(
                measure: measure,
                formc: SummaryLine.fixed(best[g], digits: 0) + " ns/record (median " + SummaryLine.fixed(median[g], digits: 0) + ")",
                peer: SummaryLine.fixed(best[h], digits: 0) + " ns/record (median " + SummaryLine.fixed(median[h], digits: 0) + "; \(what))",
                ratio: best[g] / best[h],
                goal: .atMost(1.2)
            ).print()
        }
        row("generated ÷ hand-written validator, SignUp(fieldValues:) + validate(on: .submit), \(count) records",
            .generated, .hand, what: "the same checks by hand, Benchmarks/ValidatorBaseline")
        row("generated ÷ hand-written validator, validate(on: .submit) alone, \(count) records",
            .generatedValidate, .handValidate, what: "the same checks by hand on built models")
        row("generated ÷ hand-written validator reading today (Membership, age check), \(count) records",
            .membership, .handMembership, what: "the same checks by hand, FormDate.today() once")
        return true
    }
}
