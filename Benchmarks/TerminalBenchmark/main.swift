// Bytes written and render time per keystroke, for a 2-field and a 200-field
// form, in the same run: the whole interactive path (state machine update,
// view, screen diff) minus the terminal itself.
//
//   swift run -c release TerminalBenchmark [--quick]
//
// `--quick` types 50 rounds instead of 200. The last lines are the summary
// lines (200 ÷ 2 fields for bytes and for time, goal ≤ 1.1) that
// Benchmarks/run.sh collects.
import BenchmarkSupport
import FormRuntime
import FormTerminal
import Foundation

func form(fields: Int) -> FormMachine {
    let schema = FormSchema(name: "Bench", fields: (0..<fields).map { index in
        FieldSchema(name: "f\(index)", type: FieldTypeRef(.text), label: "Field \(index)", placeholder: "Type here", caption: "Caption \(index)")
    })
    return FormMachine(schema: schema, validator: .permissive(schema))
}

struct Measurement {
    var bytesPerKey: Double
    var nanosecondsPerKey: Double
}

/// Types `text` into the first field, one keystroke at a time, `rounds` times.
func measure(fields: Int, text: String = "hello world", rounds: Int) -> Measurement {
    let machine = form(fields: fields)
    let view = FormView(machine: machine)
    let renderer = ScreenRenderer(width: 80, colorSupport: .basic16)
    var bytes = 0
    var keys = 0
    var elapsed = Duration.zero
    for _ in 0..<rounds {
        // Setting up the form and its first full draw are not keystrokes: untimed.
        var state = machine.initialState()
        var screen = renderer.render(view.screen(state, width: 80, height: 24).visibleFrame(width: 80), after: .empty).state
        let start = ContinuousClock.now
        for character in text {
            (state, _) = machine.update(state, .character(character))
            let next = view.screen(state, width: 80, height: 24)
            state.scrollRow = next.viewport.firstRow
            let result = renderer.render(next.visibleFrame(width: 80), after: screen)
            screen = result.state
            bytes += result.byteCount
            keys += 1
        }
        elapsed += ContinuousClock.now - start
    }
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return Measurement(bytesPerKey: Double(bytes) / Double(keys), nanosecondsPerKey: nanoseconds / Double(keys))
}

let rounds = CommandLine.arguments.contains("--quick") ? 50 : 200
let small = measure(fields: 2, rounds: rounds)
let large = measure(fields: 200, rounds: rounds)
print("| form | bytes per keystroke | render time per keystroke |")
print("|---|---|---|")
print(String(format: "| 2 fields | %.1f | %.1f µs |", small.bytesPerKey, small.nanosecondsPerKey / 1000))
print(String(format: "| 200 fields | %.1f | %.1f µs |", large.bytesPerKey, large.nanosecondsPerKey / 1000))
print(String(format: "ratio 200 ÷ 2: bytes %.2f (goal ≤ 1.1), time %.2f (goal ≤ 1.1)", large.bytesPerKey / small.bytesPerKey, large.nanosecondsPerKey / small.nanosecondsPerKey))
print(String(format: "bytes per typed character: %.1f (goal ≤ 37; prompt_toolkit writes 37, questionary 48)", small.bytesPerKey))
SummaryLine(
    measure: "terminal bytes per keystroke, 200-field ÷ 2-field form",
    formc: SummaryLine.fixed(large.bytesPerKey, digits: 1) + " B/key (200 fields)",
    peer: SummaryLine.fixed(small.bytesPerKey, digits: 1) + " B/key (the same renderer, 2-field form)",
    ratio: large.bytesPerKey / small.bytesPerKey,
    goal: .atMost(1.1)
).print()
SummaryLine(
    measure: "terminal time per keystroke, 200-field ÷ 2-field form",
    formc: SummaryLine.fixed(large.nanosecondsPerKey / 1000, digits: 1) + " µs/key (200 fields)",
    peer: SummaryLine.fixed(small.nanosecondsPerKey / 1000, digits: 1) + " µs/key (the same renderer, 2-field form)",
    ratio: large.nanosecondsPerKey / small.nanosecondsPerKey,
    goal: .atMost(1.1)
).print()
