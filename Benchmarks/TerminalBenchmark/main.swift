// Bytes written and render time per keystroke, for a 2-field and a 200-field
// form, in the same run: the whole interactive path (state machine update,
// view, screen diff) minus the terminal itself.
//
//   swift run -c release TerminalBenchmark [--quick]
//
// `--quick` types 50 rounds instead of 200. `--generated` types into a
// generated 200-field model only (GeneratedBench.swift). The last lines are the summary
// lines that Benchmarks/run.sh collects: bytes 200 ÷ 2 fields, and time
// 200 ÷ 2 fields at 80×24 and at 80×8 (goal ≤ 1.1 for each); and time per
// keystroke filtering a 250-option country choice ÷ a 5-option choice
// (LANGUAGE.md §13; goal ≤ 1.5: only the filtering itself may grow with the
// options). `--choices` runs only that last case.
//
// Two terminal sizes. At 80×24 the 2-field form (10 rows) shows all of
// itself while the 200-field form fills 24 rows, so the 200-field form also
// draws, lays out and diffs more rows per keystroke. At 80×8 both forms show
// the same 8 rows (the two first fields), so the ratio is what grows with
// the number of fields and nothing else. The forms take turns round by
// round and each time is the median round, so load from other processes
// falls on both.
//
// For instruction counts, one configuration at a time under callgrind,
// collecting only inside the keystroke loop:
//
//   valgrind --tool=callgrind --toggle-collect='*typeKeystrokes*' \
//       .build/release/TerminalBenchmark --fields 200 --height 24 --rounds 20
//
// and divide the instructions by the keystrokes it prints.
import BenchmarkSupport
import FormRuntime
import FormSession
import FormTerminal
import Foundation

func form(fields: Int) -> FormMachine<ValuesForm> {
    let schema = FormSchema(name: "Bench", fields: (0..<fields).map { index in
        FieldSchema(name: "f\(index)", type: FieldTypeRef(.text), label: "Field \(index)", placeholder: "Type here", caption: "Caption \(index)")
    })
    return FormMachine(schema: schema, validator: .permissive(schema))
}

/// One form typed into at one terminal height.
struct Bench {
    let machine: FormMachine<ValuesForm>
    let view: FormView
    let renderer = ScreenRenderer(width: width, colorSupport: .basic16)
    let height: Int

    init(fields: Int, height: Int) {
        machine = form(fields: fields)
        view = FormView(machine: machine)
        self.height = height
    }

    /// Types `text` into the first field of a new form: the bytes written,
    /// the keystrokes and the time they took.
    func round(_ text: String = "hello world") -> (bytes: Int, keys: Int, elapsed: Duration) {
        // Setting up the form and its first full draw are not keystrokes: untimed.
        var state = machine.initialState()
        var screen = renderer.render(view.screen(state, width: width, height: height).visibleFrame(width: width), after: .empty).state
        let start = ContinuousClock.now
        let bytes = typeKeystrokes(text, machine: machine, view: view, renderer: renderer, height: height, state: &state, screen: &screen)
        return (bytes, text.count, ContinuousClock.now - start)
    }
}

let width = 80

/// Types `text` into the focused field of `state`, one keystroke at a time,
/// drawing after each: the timed (and, under callgrind, counted) part.
@inline(never)
func typeKeystrokes(
    _ text: String, machine: FormMachine<ValuesForm>, view: FormView, renderer: ScreenRenderer, height: Int,
    state: inout FormState<ValuesForm>, screen: inout ScreenState
) -> Int {
    var bytes = 0
    for character in text {
        _ = machine.update(&state, .character(character))
        let next = view.screen(state, width: width, height: height)
        state.scrollRow = next.viewport.firstRow
        let result = renderer.render(next.visibleFrame(width: width), after: screen)
        screen = result.state
        bytes += result.byteCount
    }
    return bytes
}

/// Bytes and nanoseconds per keystroke over rounds.
struct Measurement {
    var bytes = 0
    var keys = 0
    var nanosecondsPerKey: [Double] = []

    mutating func add(_ round: (bytes: Int, keys: Int, elapsed: Duration)) {
        bytes += round.bytes
        keys += round.keys
        let nanoseconds = Double(round.elapsed.components.seconds) * 1e9 + Double(round.elapsed.components.attoseconds) / 1e9
        nanosecondsPerKey.append(nanoseconds / Double(round.keys))
    }

    var bytesPerKey: Double { Double(bytes) / Double(max(keys, 1)) }
    /// The median round: load from other processes only ever adds time.
    var medianNanosecondsPerKey: Double {
        let sorted = nanosecondsPerKey.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

/// The value after `flag` on the command line, if given.
func option(_ flag: String) -> Int? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), arguments.indices.contains(index + 1) else { return nil }
    return Int(arguments[index + 1])
}

let rounds = option("--rounds") ?? (CommandLine.arguments.contains("--quick") ? 50 : 200)
if let count = option("--options") {
    // One choice configuration, for callgrind (5 or 250 options).
    let bench = ChoiceBench(options: count == 5 ? fiveCountries() : countryOptions())
    var result = Measurement()
    for _ in 0..<rounds { result.add(bench.round()) }
    print(String(format: "%d options: %d keystrokes, %.1f bytes and %.1f µs per keystroke", count, result.keys, result.bytesPerKey,
                 result.medianNanosecondsPerKey / 1000))
} else if CommandLine.arguments.contains("--generated") {
    // Only the generated model (GeneratedBench.swift).
    let result = generatedModelRounds(rounds)
    print(String(format: "generated 200-field model: %d keystrokes, %.1f bytes and %.1f µs per keystroke", result.keys, result.bytesPerKey,
                 result.medianNanosecondsPerKey / 1000))
} else if CommandLine.arguments.contains("--choices") {
    // Only the choice-filtering case.
    choiceFilteringSummary(rounds: rounds).print()
} else if let fields = option("--fields") {
    // One configuration, for callgrind.
    let bench = Bench(fields: fields, height: option("--height") ?? 24)
    var result = Measurement()
    for _ in 0..<rounds { result.add(bench.round()) }
    print(String(format: "%d fields: %d keystrokes, %.1f bytes and %.1f µs per keystroke", fields, result.keys, result.bytesPerKey, result.medianNanosecondsPerKey / 1000))
} else {
    print("| terminal | form | bytes per keystroke | render time per keystroke (median round) |")
    print("|---|---|---|---|")
    var bytesPerCharacter = 0.0
    var summaries: [SummaryLine] = []
    for height in [24, 8] {
        // The two forms take turns, so that load from other processes falls on both.
        let benches = (small: Bench(fields: 2, height: height), large: Bench(fields: 200, height: height))
        for _ in 0..<10 { _ = (benches.small.round(), benches.large.round()) }
        var small = Measurement()
        var large = Measurement()
        for _ in 0..<rounds {
            small.add(benches.small.round())
            large.add(benches.large.round())
        }
        print(String(format: "| 80×%d | 2 fields | %.1f | %.1f µs |", height, small.bytesPerKey, small.medianNanosecondsPerKey / 1000))
        print(String(format: "| 80×%d | 200 fields | %.1f | %.1f µs |", height, large.bytesPerKey, large.medianNanosecondsPerKey / 1000))
        print(String(format: "| 80×%d | ratio 200 ÷ 2 | %.2f (goal ≤ 1.1) | %.2f (goal ≤ 1.1) |", height,
                     large.bytesPerKey / small.bytesPerKey, large.medianNanosecondsPerKey / small.medianNanosecondsPerKey))
        if height == 24 {
            bytesPerCharacter = small.bytesPerKey
            summaries.append(SummaryLine(
                measure: "terminal bytes per keystroke, 200-field ÷ 2-field form",
                formc: SummaryLine.fixed(large.bytesPerKey, digits: 1) + " B/key (200 fields)",
                peer: SummaryLine.fixed(small.bytesPerKey, digits: 1) + " B/key (the same renderer, 2-field form)",
                ratio: large.bytesPerKey / small.bytesPerKey,
                goal: .atMost(1.1)
            ))
        }
        let rows = height == 24 ? "80×24: the 2-field form shows 10 rows, the 200-field form 24" : "80×8: both forms show the same 8 rows"
        summaries.append(SummaryLine(
            measure: "terminal time per keystroke, 200-field ÷ 2-field form, \(rows)",
            formc: SummaryLine.fixed(large.medianNanosecondsPerKey / 1000, digits: 1) + " µs/key (200 fields)",
            peer: SummaryLine.fixed(small.medianNanosecondsPerKey / 1000, digits: 1) + " µs/key (the same renderer, 2-field form)",
            ratio: large.medianNanosecondsPerKey / small.medianNanosecondsPerKey,
            goal: .atMost(1.1)
        ))
    }
    print(String(format: "bytes per typed character: %.1f (goal ≤ 37; prompt_toolkit writes 37, questionary 48)", bytesPerCharacter))
    summaries.append(choiceFilteringSummary(rounds: rounds))
    summaries.forEach { $0.print() }
}
