// Generated validator throughput: build the sign-up model from a record and
// validate it on submit, records per second. The same records go through
// pydantic 2 in pydantic_baseline.py (run both with run.sh).
//
//   swift run -c release ValidatorBenchmark [records]
//   swift run -c release ValidatorBenchmark --hand [records]
//
// `--hand` times the generated validators against the same checks written by
// hand (Benchmarks/ValidatorBaseline), after checking that both raise the
// same errors on every record, and prints its summary lines
// (`VALIDATOR_ROUNDS=1` also prints each round's figure).
//
// `--profile ROUNDS [CASE]` validates 2,000 records ROUNDS times and exits,
// for `valgrind --tool=callgrind`: two round counts subtracted leave the
// instructions of one case alone (`HandBaseline.Case`; default `generated`,
// `SignUp(fieldValues:)` + `validate(on:)`).
import FormcGenerated
import FormRuntime
import Foundation
import ValidatorBaseline

if let flag = CommandLine.arguments.firstIndex(of: "--profile") {
    let arguments = CommandLine.arguments.dropFirst(flag + 1)
    let rounds = arguments.first.flatMap { Int($0) } ?? 10
    let name = arguments.dropFirst().first ?? HandBaseline.Case.generated.rawValue
    guard let which = HandBaseline.Case(rawValue: name) else {
        print("unknown case \(name); one of \(HandBaseline.Case.allCases.map(\.rawValue).joined(separator: ", "))")
        exit(2)
    }
    print("\(HandBaseline.profile(which, rounds: rounds)) raised")
    exit(0)
}

if let flag = CommandLine.arguments.firstIndex(of: "--hand") {
    let count = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 20_000
    exit(HandBaseline.run(records: count) ? 0 : 1)
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200_000
let input = BenchmarkRecords.signUp(count)
var best = Double.infinity
var raised = 0
for _ in 0..<5 {
    raised = 0
    let start = ContinuousClock.now
    for record in input {
        raised += SignUp(fieldValues: record).validate(on: .submit).count
    }
    let elapsed = ContinuousClock.now - start
    best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
print(String(format: "formc generated validator: %.0f records/s (%d raised)", Double(count) / best, raised))
