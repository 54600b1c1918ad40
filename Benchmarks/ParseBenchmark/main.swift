// Parse and check throughput on a generated corpus of at least 1M lines,
// measured from disk beside the honest baseline in the same run.
//
//   swift run -c release ParseBenchmark [lines]
//   valgrind --tool=callgrind .build/release/ParseBenchmark 20000 --profile check
//
// `--profile parse|check` runs that stage once and prints nothing else, for
// instruction counts under callgrind.
//
// The corpus is written once to Benchmarks/.corpus/<lines>/ (gitignored) and
// reused. Every row is the best of 5 runs:
//
// - read + scan: read each file from disk and look at every byte (counting
//   newlines): the least any tool that checks these files must do. The
//   ratios are against this row.
// - parse: read each file, lex and parse it (what `formc format` needs).
// - check: read, parse and check each file (what `formc check` does).
// - in-memory scan: the byte scan alone, files already in memory (extra row).
//
// The last line is the summary line (check ÷ read + scan, goal ≤ 15×) that
// Benchmarks/run.sh collects.
import BenchmarkSupport
import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation

let requestedLines = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
let profiledStage = CommandLine.arguments.firstIndex(of: "--profile").flatMap {
    CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil
}
let corpusPaths = BenchmarkCorpus.prepare(lines: requestedLines)

/// The bytes of a corpus file; the benchmark cannot go on without them.
func readBytes(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
        fatalError("cannot read \(path)")
    }
    return [UInt8](data)
}

/// The fastest of `runs` timings, in seconds.
func measure(runs: Int = 5, _ body: () -> Int) -> (seconds: Double, result: Int) {
    var best = Double.infinity
    var result = 0
    for _ in 0..<runs {
        let start = ContinuousClock.now
        result = body()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = min(best, seconds)
    }
    return (best, result)
}

/// Counts newlines: looks at every byte once.
func countNewlines(_ bytes: [UInt8]) -> Int {
    var newlines = 0
    bytes.withUnsafeBufferPointer { buffer in
        for byte in buffer where byte == 10 { newlines += 1 }
    }
    return newlines
}

func parseAll() -> Int {
    var declarations = 0
    for path in corpusPaths {
        let (syntax, diagnostics) = Parser.parse(SourceFile(path: path, bytes: readBytes(path)))
        precondition(diagnostics.isEmpty, "the generated corpus must parse cleanly")
        declarations += syntax.declarations.count
    }
    return declarations
}

func checkAll() -> Int {
    var forms = 0
    for path in corpusPaths {
        let (syntax, parseDiagnostics) = Parser.parse(SourceFile(path: path, bytes: readBytes(path)))
        let (checked, checkDiagnostics) = Checker.check(syntax)
        precondition(parseDiagnostics.isEmpty && !checkDiagnostics.contains { $0.severity == .error }, "the generated corpus must check cleanly: \(checkDiagnostics.first?.message ?? "")")
        forms += checked.forms.count
    }
    return forms
}

switch profiledStage {
case "parse": print(parseAll()); exit(0)
case "check": print(checkAll()); exit(0)
case nil: break
default: fatalError("--profile takes parse or check")
}

let inMemory = corpusPaths.map(readBytes)
let totalBytes = inMemory.reduce(0) { $0 + $1.count }
let totalLines = inMemory.reduce(0) { $0 + countNewlines($1) }

// Baseline: read every file from disk and look at every byte.
let readScan = measure {
    corpusPaths.reduce(0) { $0 + countNewlines(readBytes($1)) }
}

let memoryScan = measure {
    inMemory.reduce(0) { $0 + countNewlines($1) }
}

let parse = measure(parseAll)
let check = measure(checkAll)

func rate(_ count: Int, _ seconds: Double) -> String {
    let value = Double(count) / seconds
    return value >= 1e6 ? String(format: "%.2fM", value / 1e6) : String(format: "%.0fk", value / 1e3)
}

print("corpus: \(corpusPaths.count) files, \(totalLines) lines, \(String(format: "%.1f", Double(totalBytes) / 1e6)) MB, in \(BenchmarkCorpus.folder(lines: requestedLines))")
print("| stage          | time (best of 5) | lines/s | MB/s   | ÷ read + scan |")
print("|----------------|------------------|---------|--------|---------------|")
let rows = [
    ("read + scan", readScan), ("parse", parse), ("check", check), ("in-memory scan", memoryScan),
]
for (name, run) in rows {
    let cells = [
        name.padding(toLength: 14, withPad: " ", startingAt: 0),
        String(format: "%13.1f ms", run.seconds * 1e3),
        rate(totalLines, run.seconds).padding(toLength: 7, withPad: " ", startingAt: 0),
        String(format: "%6.1f", Double(totalBytes) / 1e6 / run.seconds),
        String(format: "%12.1f×", run.seconds / readScan.seconds),
    ]
    print("| " + cells.joined(separator: " | ") + " |")
}
print("(\(readScan.result) newlines, \(parse.result) declarations, \(check.result) forms checked)")
SummaryLine(
    measure: "formc check time ÷ read + scan, \(SummaryLine.grouped(Double(totalLines))) lines",
    formc: SummaryLine.fixed(check.seconds * 1e3, digits: 1) + " ms (read, parse, check)",
    peer: SummaryLine.fixed(readScan.seconds * 1e3, digits: 1) + " ms (read each file with FileManager, count its newlines)",
    ratio: check.seconds / readScan.seconds,
    goal: .atMost(15)
).print()
