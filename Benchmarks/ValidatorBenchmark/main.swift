// Generated validator throughput: build the sign-up model from a record and
// validate it on submit, records per second. The same records go through
// pydantic 2 in pydantic_baseline.py (run both with run.sh).
//
//   swift run -c release ValidatorBenchmark [records]
//
// `--profile ROUNDS` validates 2,000 records ROUNDS times and exits, for
// `valgrind --tool=callgrind`: two round counts subtracted leave the
// instructions of `SignUp(fieldValues:)` + `validate(on:)` alone.
import FormcGenerated
import FormRuntime
import Foundation

/// The benchmark's records: a quarter of them fail some condition.
func records(_ count: Int) -> [FormValues] {
    (0..<count).map { index in
        var values = FormValues()
        let valid = index % 4 != 0
        values.set("email", text: valid ? "user\(index)@example.com" : "user\(index)-at-example")
        values.set("password", text: valid ? "password\(index)" : "short")
        values.set("confirmation", text: valid ? "password\(index)" : "other")
        values.set("terms", bool: valid)
        return values
    }
}

if let flag = CommandLine.arguments.firstIndex(of: "--profile") {
    let rounds = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 10
    let input = records(2_000)
    var raised = 0
    for _ in 0..<rounds {
        for record in input { raised += SignUp(fieldValues: record).validate(on: .submit).count }
    }
    print("\(raised) raised")
    exit(0)
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200_000
let input = records(count)
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
