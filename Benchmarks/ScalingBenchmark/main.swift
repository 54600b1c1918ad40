// How the time of `formc check`, `format` and `generate` grows when a
// pathological input doubles (issue 10): a long line of errors, many fields
// with warnings, long misspelt names, long `||` and `+` chains. Each case runs
// at n and 2n in the same run, best of several rounds, in process (no process
// start-up in the figures); a linear stage gives about 2×, a quadratic one 4×.
//
//   swift run -c release ScalingBenchmark [--quick]
//
// The inputs are `PathologicalSpec.all` (Tests/FormTestSupport), the same the
// pathological-input test runs at smaller sizes in debug builds. `--quick` uses twice
// the test sizes and 3 rounds; a full run uses 8× and 5 rounds. The last
// lines are the summary lines Benchmarks/run.sh collects, one per case and
// command (goal ≤ 2.5×).
import BenchmarkSupport
import FormCommandLine
import FormTestSupport
import Foundation

let quick = CommandLine.arguments.contains("--quick")
let scale = quick ? 2 : 8
let rounds = quick ? 3 : 5
let goal = RatioGoal.atMost(2.5)

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-scaling-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func milliseconds(_ seconds: Double) -> String { SummaryLine.fixed(seconds * 1000, digits: 1) + " ms" }

var summary: [SummaryLine] = []
print("| case | command | n | time at n | time at 2n | ratio |")
print("|---|---|---|---|---|---|")
for (index, spec) in PathologicalSpec.all.enumerated() {
    let n = spec.testSize * scale
    var paths: [Int: String] = [:]
    for size in [n, 2 * n] {
        let url = folder.appendingPathComponent("case\(index)-\(size).form")
        try spec.make(size).write(to: url, atomically: true, encoding: .utf8)
        paths[size] = url.path
    }
    let output = folder.appendingPathComponent("out\(index)").path
    for command in spec.commands {
        let measured = ScalingMeasure.doublingRatio(size: n, rounds: rounds) { size in
            guard let path = paths[size] else { return }
            let arguments: [String] = switch command {
            case .check: ["check", path]
            case .format: ["format", "--check", path]
            case .generate: ["generate", path, "--output", output]
            }
            _ = Formc.run(arguments, console: .capturing())
        }
        print("| \(spec.name) | \(command.rawValue) | \(SummaryLine.grouped(Double(n))) | \(milliseconds(measured.small)) | \(milliseconds(measured.large)) | \(SummaryLine.ratioText(measured.ratio)) |")
        summary.append(SummaryLine(
            measure: "\(command.rawValue) time, \(spec.name), 2n ÷ n (n = \(SummaryLine.grouped(Double(n))))",
            formc: milliseconds(measured.large) + " at 2n",
            peer: milliseconds(measured.small) + " at n (the same input, half the size)",
            ratio: measured.ratio,
            goal: goal,
            goalNote: "(linear)"
        ))
    }
}
print()
for line in summary { line.print() }
