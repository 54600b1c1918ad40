// Keystroke cost of FormRuntime's formatter chains, beside the baseline that
// hand-written code uses: parse the text with Foundation's FormatStyle parse
// strategy and format it back, once per keystroke. Both are measured in the
// same run (best of 7), so the ratio is what to compare across machines.
//
// Run with: swift run -c release RuntimeBenchmark [--quick]
//
// `--quick` measures best of 3 × 500 rounds instead of 7 × 2,000. The last
// lines are the summary lines (one per input, goal 20× faster than the
// baseline) that Benchmarks/run.sh collects.
import BenchmarkSupport
import Foundation
import FormRuntime

let quick = CommandLine.arguments.contains("--quick")

/// Nanoseconds per keystroke of `body`, which types `keystrokes` keys per call.
func measure(keystrokes: Int, _ body: () -> Int) -> Double {
    var sink = 0
    for _ in 0..<200 { sink &+= body() }  // warm up
    var best = Double.infinity
    for _ in 0..<(quick ? 3 : 7) {
        let rounds = quick ? 500 : 2_000
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<rounds { sink &+= body() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        best = min(best, elapsed / Double(rounds * keystrokes))
    }
    if sink == 42 { print("") }
    return best
}

/// Types `keys` one character at a time through `chain`.
func typeThrough(_ chain: FormatterChain, _ keys: [String]) -> Int {
    var state = EditingState.empty
    for key in keys {
        state = chain.apply(TextEdit(range: state.caret..<state.caret, replacement: key), to: state)
    }
    return state.caret
}

let ruRU = LocaleRules(identifier: "ru_RU", decimalSeparator: ",", groupingSeparator: "\u{00A0}")
let frFR = LocaleRules(identifier: "fr_FR", decimalSeparator: ",", groupingSeparator: "\u{202F}")
let phoneKeys = "9991234567".map(String.init)
let integerKeys = "123456789012".map(String.init)
let decimalKeys = "1234567,89".map(String.init)

guard let phonePattern = try? MaskPattern.parse("+7-###-###-##-##") else { fatalError("mask") }
let phone = FormatterChain(formatters: [.mask(phonePattern, raw: false)], locale: ruRU)
let integer = FormatterChain(formatters: [.number(NumberOptions())], locale: .enUS)
let decimal = FormatterChain(formatters: [.decimal(DecimalOptions(scale: 2))], locale: frFR)

// Baselines: what a hand-written field does per keystroke.
let enUS = Locale(identifier: "en_US")
let frLocale = Locale(identifier: "fr_FR")
let intStyle = IntegerFormatStyle<Int>(locale: enUS)
let decimalStyle = Decimal.FormatStyle(locale: frLocale).precision(.fractionLength(0...2))

func baselineInteger() -> Int {
    var text = ""
    for key in integerKeys {
        let typed = text + key
        if let value = try? intStyle.parseStrategy.parse(typed) { text = value.formatted(intStyle) }
    }
    return text.utf8.count
}

func baselineDecimal() -> Int {
    var text = ""
    for key in decimalKeys {
        let typed = text + key
        if key == "," { text = typed; continue }  // a trailing separator does not parse
        if let value = try? decimalStyle.parseStrategy.parse(typed) { text = value.formatted(decimalStyle) }
    }
    return text.utf8.count
}

/// The phone baseline: the same FormatStyle integer round trip on the typed
/// digits (without the country code), then the mask's literals re-inserted.
/// (An integer round trip drops leading zeros; these keys have none.)
let phoneDigitStyle = IntegerFormatStyle<Int>(locale: Locale(identifier: "ru_RU")).grouping(.never)

func baselinePhone() -> Int {
    var text = ""
    for key in phoneKeys {
        var digits = (text + key).filter(\.isNumber)
        if digits.hasPrefix("7") { digits.removeFirst() }
        guard let value = try? phoneDigitStyle.parseStrategy.parse(String(digits.prefix(10))) else { continue }
        var result = "+7-"
        for (index, digit) in value.formatted(phoneDigitStyle).enumerated() {
            if index == 3 || index == 6 || index == 8 { result += "-" }
            result.append(digit)
        }
        text = result
    }
    return text.utf8.count
}

// `--profile NAME [ROUNDS]` types NAME's keys ROUNDS (2,000) times and exits:
// a short run for `valgrind --tool=callgrind` or `perf stat`.
if let flag = CommandLine.arguments.firstIndex(of: "--profile"), flag + 1 < CommandLine.arguments.count {
    let rounds = flag + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[flag + 2]) ?? 2_000 : 2_000
    let inputs = ["phone": (phone, phoneKeys), "int": (integer, integerKeys), "dec": (decimal, decimalKeys)]
    guard let (chain, keys) = inputs[CommandLine.arguments[flag + 1]] else { fatalError("phone, int or dec") }
    var sink = 0
    for _ in 0..<rounds { sink &+= typeThrough(chain, keys) }
    print(sink)
    exit(0)
}

struct Row {
    var name: String
    var runtime: Double
    var baseline: Double
    var baselineName: String
    /// The input as the summary table names it.
    var summaryName: String
}

let rows = [
    Row(name: "phone  mask(\"+7-###-###-##-##\")  ru_RU", runtime: measure(keystrokes: phoneKeys.count) { typeThrough(phone, phoneKeys) },
        baseline: measure(keystrokes: phoneKeys.count, baselinePhone), baselineName: "IntegerFormatStyle parse+format of the digits, literals re-inserted",
        summaryName: "phone mask, ru_RU"),
    Row(name: "int    number  en_US (12 digits)", runtime: measure(keystrokes: integerKeys.count) { typeThrough(integer, integerKeys) },
        baseline: measure(keystrokes: integerKeys.count, baselineInteger), baselineName: "IntegerFormatStyle parse+format",
        summaryName: "int number, en_US"),
    Row(name: "dec    decimal(scale: 2)  fr_FR", runtime: measure(keystrokes: decimalKeys.count) { typeThrough(decimal, decimalKeys) },
        baseline: measure(keystrokes: decimalKeys.count, baselineDecimal), baselineName: "Decimal.FormatStyle parse+format",
        summaryName: "decimal(scale: 2), fr_FR"),
]

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func format(_ nanoseconds: Double) -> String {
    String(format: "%8.0f ns", nanoseconds)
}

print(pad("input", 44) + pad("FormRuntime", 13) + pad("baseline", 13) + pad("speed-up", 10) + "baseline is")
for row in rows {
    print(pad(row.name, 44) + pad(format(row.runtime), 13) + pad(format(row.baseline), 13)
        + pad(String(format: "%6.1f×", row.baseline / row.runtime), 10) + row.baselineName)
}
for row in rows {
    SummaryLine(
        measure: "keystroke cost ÷ FormatStyle round trip, \(row.summaryName)",
        formc: SummaryLine.grouped(row.runtime) + " ns/key",
        peer: SummaryLine.grouped(row.baseline) + " ns/key (\(row.baselineName))",
        ratio: row.runtime / row.baseline,
        goal: .atMost(1.0 / 20),
        ratioNote: "(" + SummaryLine.fixed(row.baseline / row.runtime, digits: 1) + "× faster)",
        goalNote: "(20× faster)"
    ).print()
}
