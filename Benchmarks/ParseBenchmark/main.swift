// Parse and check throughput on a generated corpus of at least 1M lines,
// beside a plain byte scan of the same bytes in the same run.
//
//   swift run -c release ParseBenchmark [lines]
import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation

let requestedLines = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
let corpus = CorpusGenerator.files(lines: requestedLines).enumerated().map { index, text in
    SourceFile(path: "corpus/\(index).form", text: text)
}
let totalBytes = corpus.reduce(0) { $0 + $1.bytes.count }
let totalLines = corpus.reduce(0) { $0 + $1.lineStarts.count }

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

// Baseline: look at every byte once, counting newlines (what any tool reading the files must do).
let scan = measure {
    var newlines = 0
    for file in corpus {
        file.bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer where byte == 10 { newlines += 1 }
        }
    }
    return newlines
}

let parse = measure {
    var declarations = 0
    for file in corpus {
        let (syntax, diagnostics) = Parser.parse(file)
        precondition(diagnostics.isEmpty, "the generated corpus must parse cleanly")
        declarations += syntax.declarations.count
    }
    return declarations
}

let check = measure {
    var forms = 0
    for file in corpus {
        let (syntax, parseDiagnostics) = Parser.parse(file)
        let (checked, checkDiagnostics) = Checker.check(syntax)
        precondition(parseDiagnostics.isEmpty && !checkDiagnostics.contains { $0.severity == .error }, "the generated corpus must check cleanly: \(checkDiagnostics.first?.message ?? "")")
        forms += checked.forms.count
    }
    return forms
}

func rate(_ count: Int, _ seconds: Double) -> String {
    let value = Double(count) / seconds
    return value >= 1e6 ? String(format: "%.2fM", value / 1e6) : String(format: "%.0fk", value / 1e3)
}

print("corpus: \(corpus.count) files, \(totalLines) lines, \(String(format: "%.1f", Double(totalBytes) / 1e6)) MB")
print("| stage      | time (best of 5) | lines/s | MB/s   | ÷ byte scan |")
print("|------------|------------------|---------|--------|-------------|")
for (name, run) in [("byte scan", scan), ("parse", parse), ("check", check)] {
    let cells = [
        name.padding(toLength: 10, withPad: " ", startingAt: 0),
        String(format: "%13.1f ms", run.seconds * 1e3),
        rate(totalLines, run.seconds).padding(toLength: 7, withPad: " ", startingAt: 0),
        String(format: "%6.1f", Double(totalBytes) / 1e6 / run.seconds),
        String(format: "%10.1f×", run.seconds / scan.seconds),
    ]
    print("| " + cells.joined(separator: " | ") + " |")
}
print("(\(scan.result) newlines, \(parse.result) declarations, \(check.result) forms checked)")
