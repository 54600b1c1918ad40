// The choice widget's keystroke cost (LANGUAGE.md §13): filtering, moving the
// highlight and editing the filter of a 250-option country choice, against
// a 5-option choice, each the first field of a 2-field form at 80×24, the
// whole interactive path (update, view, screen diff) per keystroke.
import BenchmarkSupport
import FormRuntime
import FormSession
import FormTerminal
import Foundation

/// 250 country names in English (from the system's region names, padded with
/// made-up ones where the system has fewer), sorted.
func countryOptions() -> [ChoiceOption] {
    let english = Locale(identifier: "en_US")
    var names = Set(Locale.Region.isoRegions.compactMap { region -> String? in
        guard region.identifier.count == 2 else { return nil }
        return english.localizedString(forRegionCode: region.identifier)
    })
    var padding = 0
    while names.count < 250 {
        padding += 1
        names.insert("Country \(padding)")
    }
    return names.sorted().prefix(250).enumerated().map { ChoiceOption(id: "c\($0)", label: $1) }
}

/// Five of the countries: Finland, Iceland, Ireland, Poland, Switzerland.
func fiveCountries() -> [ChoiceOption] {
    let countries = countryOptions()
    let names: Set = ["Finland", "Iceland", "Ireland", "Poland", "Switzerland"]
    let five = countries.filter { names.contains($0.label) }
    return five.count == 5 ? five : Array(countries.prefix(5))
}

/// A form whose first field is a choice of `options`, then a text field.
func choiceForm(_ options: [ChoiceOption]) -> FormMachine<ValuesForm> {
    let schema = FormSchema(name: "Choice", fields: [
        FieldSchema(name: "country", type: FieldTypeRef(.text), label: "Country", placeholder: "Pick a country", options: options),
        FieldSchema(name: "note", type: FieldTypeRef(.text), label: "Note"),
    ])
    return FormMachine(schema: schema, validator: .permissive(schema))
}

/// One round: type filters that narrow both lists (so both redraw their
/// option rows), edit them, move the highlight and select.
let choiceKeys: [KeyEvent] = {
    let typed = { (text: String) -> [KeyEvent] in text.map { KeyEvent.character($0) } }
    var keys: [KeyEvent] = typed("ire")
    keys += [.backspace, .backspace, .backspace]
    keys += typed("po")
    keys.append(.ctrl("u"))
    keys += typed("land")
    keys += [.down, .down, .up, .character(" "), .ctrl("u")]
    return keys
}()

/// Keys sent to the choice of `machine`, drawing after each.
struct ChoiceBench {
    let machine: FormMachine<ValuesForm>
    let view: FormView
    let renderer = ScreenRenderer(width: width, colorSupport: .basic16)

    init(options: [ChoiceOption]) {
        machine = choiceForm(options)
        view = FormView(machine: machine)
    }

    func round() -> (bytes: Int, keys: Int, elapsed: Duration) {
        var state = machine.initialState()
        var screen = renderer.render(view.screen(state, width: width, height: 24).visibleFrame(width: width), after: .empty).state
        let start = ContinuousClock.now
        let bytes = sendChoiceKeys(machine: machine, view: view, renderer: renderer, state: &state, screen: &screen)
        return (bytes, choiceKeys.count, ContinuousClock.now - start)
    }
}

@inline(never)
func sendChoiceKeys(machine: FormMachine<ValuesForm>, view: FormView, renderer: ScreenRenderer, state: inout FormState<ValuesForm>, screen: inout ScreenState) -> Int {
    var bytes = 0
    for key in choiceKeys {
        _ = machine.update(&state, key)
        let next = view.screen(state, width: width, height: 24)
        state.scrollRow = next.viewport.firstRow
        let result = renderer.render(next.visibleFrame(width: width), after: screen)
        screen = result.state
        bytes += result.byteCount
    }
    return bytes
}

/// Runs both choices in turns and prints their table; the summary line.
func choiceFilteringSummary(rounds: Int) -> SummaryLine {
    let countries = countryOptions()
    let benches = (small: ChoiceBench(options: fiveCountries()), large: ChoiceBench(options: countries))
    for _ in 0..<10 { _ = (benches.small.round(), benches.large.round()) }
    var small = Measurement()
    var large = Measurement()
    for _ in 0..<rounds {
        small.add(benches.small.round())
        large.add(benches.large.round())
    }
    print("")
    print("| choice (80×24) | bytes per keystroke | time per keystroke (median round) |")
    print("|---|---|---|")
    print(String(format: "| 5 options | %.1f | %.1f µs |", small.bytesPerKey, small.medianNanosecondsPerKey / 1000))
    print(String(format: "| %d options | %.1f | %.1f µs |", countries.count, large.bytesPerKey, large.medianNanosecondsPerKey / 1000))
    let ratio = large.medianNanosecondsPerKey / small.medianNanosecondsPerKey
    print(String(format: "| ratio %d ÷ 5 | %.2f | %.2f (goal ≤ 1.5) |", countries.count, large.bytesPerKey / small.bytesPerKey, ratio))
    return SummaryLine(
        measure: "terminal time per keystroke filtering a choice, \(countries.count) ÷ 5 options",
        formc: SummaryLine.fixed(large.medianNanosecondsPerKey / 1000, digits: 1) + " µs/key (\(countries.count) options)",
        peer: SummaryLine.fixed(small.medianNanosecondsPerKey / 1000, digits: 1) + " µs/key (the same renderer, 5 options)",
        ratio: ratio,
        goal: .atMost(1.5)
    )
}
