import BenchmarkSupport
import FormLanguageServer
import Foundation

// `formc lsp` driven as a real client would drive it, over stdio, beside
// `formc check` of the same file as a process:
//   LSPBenchmark [--quick] [--formc PATH]
// 1. typing replay on a 5,000-line spec, one edit every 50 ms: latency from
//    didChange to the publishDiagnostics of that version; completion and
//    hover latency measured between edits;
// 2. the server's resident memory after opening, and after 10,000 more edits;
// 3. hostile input (HostileInput.swift): a padded header, a 100 MB body, a
//    16 MB flat array. `--hostile-only` runs this part alone.

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let formc = arguments.firstIndex(of: "--formc").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    ?? URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().appendingPathComponent("formc").path
let edits = quick ? 60 : 300
let memoryEdits = 10_000
let checkRuns = quick ? 5 : 15
if arguments.contains("--hostile-only") {
    for row in try HostileInput.rows(formc: formc, quick: quick) { row.print() }
    exit(0)
}

func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}
func format(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.1f", value) }

let text = SpecCorpus.spec(lines: 5000)
let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-lsp-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let file = folder.appendingPathComponent("big.form")
try text.write(to: file, atomically: true, encoding: .utf8)
let uri = "file://" + file.path
print("spec: \(lineCount) lines, \(text.utf8.count) bytes; formc: \(formc)")

// In-process, for reference: what one analysis (parse, check, ignore
// comments, symbol index) of the spec costs, without the protocol.
var analysisTimes: [Double] = []
for _ in 0..<(quick ? 10 : 30) {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = DocumentAnalysis(TextDocument(uri: uri, version: 1, text: text))
    analysisTimes.append(milliseconds(DispatchTime.now().uptimeNanoseconds - start))
}
print("in-process analysis of the spec: median \(format(percentile(analysisTimes, 0.5))) ms, best \(format(analysisTimes.min() ?? 0)) ms")

// --- formc check as a process ------------------------------------------------
var checkTimes: [Double] = []
for _ in 0..<checkRuns {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: formc)
    process.arguments = ["check", file.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    try process.run()
    process.waitUntilExit()
    checkTimes.append(milliseconds(DispatchTime.now().uptimeNanoseconds - start))
}
let checkMedian = percentile(checkTimes, 0.5)
print("formc check (process): median \(format(checkMedian)) ms over \(checkRuns) runs")

// --- The server ----------------------------------------------------------------
func position(of marker: String, offset: Int = 0) -> JSON {
    guard let range = text.range(of: marker) else { return ["line": 0, "character": 0] }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return ["line": .int(line), "character": .int(text[lineStart..<range.lowerBound].utf16.count + offset)]
}

let client = try LSPClient(formc: formc)
let (initID, _) = client.request("initialize", ["processId": .int(Int(getpid())), "capabilities": [:]])
guard client.response(to: initID) != nil else { fatalError("no initialize response") }
_ = client.notify("initialized", [:])
_ = client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "form", "version": 1, "text": .string(text)]])
guard client.diagnostics(version: 1) != nil else { fatalError("no diagnostics after didOpen") }
let rssAfterOpen = client.residentBytes

// Typing in the middle of the file: a word typed into a label, then erased.
let middleForm = text.components(separatedBy: "form Form").count / 2
let labelMarker = "label \"Amount \(middleForm).2"
let labelStart = position(of: labelMarker, offset: labelMarker.utf16.count)  // before the closing quote
let conditionPosition = position(of: "when value > 10000", offset: 5)
let hoverPosition = position(of: "length(email", offset: 8)
let word = Array(" in euros")
var version = 1
var column = labelStart["character"]?.int ?? 0
var typed = 0
var sentAt: [Int: UInt64] = [:]
var diagnosticLatencies: [Double] = []
var completionLatencies: [Double] = []
var hoverLatencies: [Double] = []
var coalesced = 0

for step in 0..<edits {
    version += 1
    let erasing = (step / word.count) % 2 == 1
    let change: JSON
    if erasing {
        column -= 1
        change = ["range": ["start": ["line": labelStart["line"] ?? 0, "character": .int(column)], "end": ["line": labelStart["line"] ?? 0, "character": .int(column + 1)]], "text": ""]
        typed -= 1
    } else {
        change = ["range": ["start": ["line": labelStart["line"] ?? 0, "character": .int(column)], "end": ["line": labelStart["line"] ?? 0, "character": .int(column)]], "text": .string(String(word[typed]))]
        column += 1
        typed += 1
    }
    let editStart = DispatchTime.now().uptimeNanoseconds
    sentAt[version] = client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [change]])
    if let arrival = client.diagnostics(version: version) {
        let published = arrival.message["params"]?["version"]?.int ?? version
        if let sent = sentAt[published] { diagnosticLatencies.append(milliseconds(arrival.time - sent)) }
        if published != version { coalesced += 1 }
    }
    // Between edits: a completion in a condition, and a hover on a field name.
    let completion = client.request("textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": conditionPosition])
    if let arrival = client.response(to: completion.id) { completionLatencies.append(milliseconds(arrival.time - completion.sent)) }
    let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": hoverPosition])
    if let arrival = client.response(to: hover.id) { hoverLatencies.append(milliseconds(arrival.time - hover.sent)) }
    let elapsed = DispatchTime.now().uptimeNanoseconds - editStart
    if elapsed < 50_000_000 { usleep(useconds_t((50_000_000 - elapsed) / 1000)) }
}

// --- Memory after 10,000 edits (sent as fast as the pipe takes them) ------------
for step in 0..<memoryEdits {
    version += 1
    let line = labelStart["line"] ?? 0
    let change: JSON = step % 2 == 0
        ? ["range": ["start": ["line": line, "character": .int(column)], "end": ["line": line, "character": .int(column)]], "text": "x"]
        : ["range": ["start": ["line": line, "character": .int(column)], "end": ["line": line, "character": .int(column + 1)]], "text": ""]
    _ = client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [change]])
}
guard client.diagnostics(version: version, timeout: 120) != nil else { fatalError("no diagnostics after the edits") }
let rssAfterEdits = client.residentBytes
client.stop()

// --- Report --------------------------------------------------------------------
let diagnosticsP50 = percentile(diagnosticLatencies, 0.5), diagnosticsP95 = percentile(diagnosticLatencies, 0.95)
let completionP50 = percentile(completionLatencies, 0.5), completionP95 = percentile(completionLatencies, 0.95)
let hoverP50 = percentile(hoverLatencies, 0.5), hoverP95 = percentile(hoverLatencies, 0.95)
print("""

| measure (\(edits) edits, one every 50 ms, \(lineCount)-line spec) | median | p95 | goal (issue 14) |
|---|---|---|---|
| didChange → publishDiagnostics | \(format(diagnosticsP50)) ms | \(format(diagnosticsP95)) ms | p95 ≤ 20 ms: \(diagnosticsP95 <= 20 ? "met" : "missed") |
| completion | \(format(completionP50)) ms | \(format(completionP95)) ms | p95 ≤ 5 ms: \(completionP95 <= 5 ? "met" : "missed") |
| hover | \(format(hoverP50)) ms | \(format(hoverP95)) ms | — |
| formc check of the same file (process) | \(format(checkMedian)) ms | \(format(percentile(checkTimes, 0.95))) ms | — |

edits whose diagnostics were coalesced into a later version: \(coalesced)
server memory (RSS): \(rssAfterOpen / 1024) KiB after opening, \(rssAfterEdits / 1024) KiB after \(memoryEdits) more edits
""")

SummaryLine(
    measure: "LSP: didChange → publishDiagnostics p95, \(lineCount)-line spec",
    formc: "\(format(diagnosticsP95)) ms (median \(format(diagnosticsP50)) ms)",
    peer: "formc check of the file as a process: \(format(checkMedian)) ms",
    ratio: checkMedian / diagnosticsP95, goal: .atLeast(1), ratioNote: "(faster)", goalNote: "(and p95 ≤ 20 ms: \(diagnosticsP95 <= 20 ? "met" : "missed"))"
).print()
SummaryLine(
    measure: "LSP: completion p95 while typing",
    formc: "\(format(completionP95)) ms (median \(format(completionP50)) ms)",
    peer: "formc check of the file as a process: \(format(checkMedian)) ms",
    ratio: checkMedian / completionP95, goal: .atLeast(1), ratioNote: "(faster)", goalNote: "(and p95 ≤ 5 ms: \(completionP95 <= 5 ? "met" : "missed"))"
).print()
SummaryLine(
    measure: "LSP: hover p95 while typing",
    formc: "\(format(hoverP95)) ms (median \(format(hoverP50)) ms)",
    peer: "formc check of the file as a process: \(format(checkMedian)) ms",
    ratio: checkMedian / hoverP95, goal: .atLeast(1), ratioNote: "(faster)"
).print()
SummaryLine(
    measure: "LSP: server memory after \(memoryEdits) edits",
    formc: "\(rssAfterEdits / 1024 / 1024) MiB",
    peer: "after opening the spec: \(rssAfterOpen / 1024 / 1024) MiB",
    ratio: Double(rssAfterEdits) / Double(max(1, rssAfterOpen)), goal: .atMost(1.5), goalNote: "(bounded)"
).print()
for row in try HostileInput.rows(formc: formc, quick: quick) { row.print() }
