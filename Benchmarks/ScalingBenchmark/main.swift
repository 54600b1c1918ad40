// How the time of `formc check`, `format` and `generate` grows when a
// pathological input doubles (issue 10): a long line of errors, many fields
// with warnings, long misspelt names, long `||` and `+` chains. Each case runs
// at n and 2n in the same run, in process (no process start-up in the
// figures), in rounds that time n then 2n, best of the rounds; the time is the
// process's processor time, which other processes on a shared machine do not
// add to, with the allocator's thresholds fixed for both sizes (ScalingMeasure).
// A linear stage gives about 2×, a quadratic one 4×.
//
//   swift run -c release ScalingBenchmark [--quick] [--case TEXT] [--command check|format|generate]
//
// The inputs are `PathologicalSpec.all` (Tests/FormTestSupport), the same the
// pathological-input test runs at smaller sizes in debug builds. `--quick` uses twice
// the test sizes and 3 rounds; a full run uses each case's benchmarkSize (8× its
// test size unless it says otherwise) and 5 rounds. The last
// lines are the summary lines Benchmarks/run.sh collects, one per case and
// command (goal ≤ 2.5×). `--case` keeps the cases whose name contains TEXT and
// `--command` one command, for profiling one row (run.sh passes neither).
import BenchmarkSupport
import FormCommandLine
import FormTestSupport
import Foundation

ScalingMeasure.fixAllocatorThresholds()
let quick = CommandLine.arguments.contains("--quick")
let rounds = quick ? 3 : 5
let goal = RatioGoal.atMost(2.5)

/// The value after `flag` on the command line, if any.
func option(_ flag: String) -> String? {
    guard let index = CommandLine.arguments.firstIndex(of: flag), index + 1 < CommandLine.arguments.count else { return nil }
    return CommandLine.arguments[index + 1]
}
let caseFilter = option("--case")
let commandFilter = option("--command")
if let commandFilter, PathologicalSpec.Command(rawValue: commandFilter) == nil {
    FileHandle.standardError.write(Data("ScalingBenchmark: --command is check, format or generate, not '\(commandFilter)'\n".utf8))
    exit(2)
}
if let caseFilter, !PathologicalSpec.all.contains(where: { $0.name.contains(caseFilter) }) {
    FileHandle.standardError.write(Data("ScalingBenchmark: no case's name contains '\(caseFilter)'\n".utf8))
    exit(2)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-scaling-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func milliseconds(_ seconds: Double) -> String { SummaryLine.fixed(seconds * 1000, digits: 1) + " ms" }

var summary: [SummaryLine] = []
print("| case | command | n | CPU time at n | CPU time at 2n | ratio |")
print("|---|---|---|---|---|---|")
for (index, spec) in PathologicalSpec.all.enumerated() where caseFilter.map(spec.name.contains) ?? true {
    let n = quick ? 2 * spec.testSize : spec.benchmarkSize
    var paths: [Int: String] = [:]
    for size in [n, 2 * n] {
        let url = folder.appendingPathComponent("case\(index)-\(size).form")
        try spec.make(size).write(to: url, atomically: true, encoding: .utf8)
        paths[size] = url.path
    }
    // One output folder per size: each run then finds its own files there
    // and leaves them unchanged, as a rebuild does.
    func output(_ size: Int) -> String { folder.appendingPathComponent("out\(index)-\(size)").path }
    for command in spec.commands where commandFilter.map({ $0 == command.rawValue }) ?? true {
        let measured = ScalingMeasure.doublingRatio(size: n, rounds: rounds) { size in
            guard let path = paths[size] else { return }
            let arguments: [String] = switch command {
            case .check: ["check", path]
            case .format: ["format", "--check", path]
            case .generate: ["generate", path, "--output", output(size)]
            }
            _ = Formc.run(arguments, console: .capturing())
        }
        print("| \(spec.name) | \(command.rawValue) | \(SummaryLine.grouped(Double(n))) | \(milliseconds(measured.small)) | \(milliseconds(measured.large)) | \(SummaryLine.ratioText(measured.ratio)) |")
        summary.append(SummaryLine(
            measure: "\(command.rawValue) CPU time, \(spec.name), 2n ÷ n (n = \(SummaryLine.grouped(Double(n))))",
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
