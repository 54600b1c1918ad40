// The session's cost per keystroke (issue 21 item 8): one edit through
// `FormSession.replace(_:utf16:with:)`, which answers the new text and the
// UTF-16 caret, beside the FormRuntime editing step the session calls for
// the same field and chain (`FormatterChain.paste(_:to:)` on the UTF-16
// edit: the chain's `apply` after the one-line and ISO-date rules every
// platform edit goes through since issue 29, plus the UTF-16 caret a
// binding needs). Measured on a 2-field form (specs/phone.form)
// and a 200-field one (Benchmarks/SessionModel/Spec/wide.form), the field
// typed into being the same phone mask in both: the ratio should stay near
// 1 on both, i.e. the session adds nothing that grows with the form.
//
// Run with: swift run -c release SessionBenchmark [--quick]
//
// Each round types the ten digits of a phone number and then clears the
// field (select all, delete): 11 keystrokes. Session and baseline rounds
// alternate, best of 7 × 2,000 rounds each (`--quick`: 3 × 300). The last
// lines are the summary lines (goal ≤ 1.2×) that Benchmarks/run.sh collects.
// `--profile wide|phone [ROUNDS]` types through the session only,
// `--profile model-wide|model-phone [ROUNDS]` through a `FormModel`, and
// `--profile baseline-wide|baseline-phone [ROUNDS]` through the chain only,
// for `valgrind --tool=callgrind` (instruction counts, which a loaded
// machine does not disturb: compare ROUNDS and 0 rounds of each).
// The last summary line is a 1 MB paste of digits into a `decimal` field
// (specs/amounts.form's `amount`) ÷ a 100 kB one, best of 7 and 5 (goal ≤ 10×:
// linear); `--profile paste-100k|paste-1m [ROUNDS]` pastes through the session
// only, for callgrind.
import BenchmarkSupport
import Dispatch
import FormRuntime
import FormSession
import FormcGenerated
import SessionModel

let quick = CommandLine.arguments.contains("--quick")
let keys = "9991234567".map(String.init)
let keystrokesPerRound = keys.count + 1

/// Types the keys into `field` through the session, then clears it.
func sessionRound<Form: GeneratedForm>(_ session: inout FormSession<Form>, _ field: Form.Field) -> Int {
    var caret = 0
    var length = 0
    for key in keys {
        let edit = session.replace(field, utf16: caret..<caret, with: key)
        caret = edit.caret
        length = edit.text.utf16.count
    }
    let cleared = session.replace(field, utf16: 0..<length, with: "")
    return caret &+ cleared.caret
}

/// The same keystrokes through the chain alone: the runtime's step.
func baselineRound(_ chain: FormatterChain) -> Int {
    var state = EditingState.empty
    var caret = 0
    for key in keys {
        state = chain.paste(TextEdit(utf16Range: caret..<caret, replacement: key, in: state.text), to: state)
        caret = TextOffsets.utf16Offset(ofCharacterOffset: state.caret, in: state.text)
    }
    state = chain.paste(TextEdit(utf16Range: 0..<state.text.utf16.count, replacement: "", in: state.text), to: state)
    return caret &+ TextOffsets.utf16Offset(ofCharacterOffset: state.caret, in: state.text)
}

/// Nanoseconds per keystroke of `body` run `rounds` times.
func time(rounds: Int, _ body: () -> Int) -> Double {
    var sink = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<rounds { sink &+= body() }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    if sink == 42 { print("") }
    return elapsed / Double(rounds * keystrokesPerRound)
}

/// Best session and baseline cost per keystroke, rounds alternating.
func measure<Form: GeneratedForm>(_ form: Form.Type, field: Form.Field) -> (session: Double, baseline: Double) {
    var session = FormSession<Form>(today: FormDate(checkedYear: 2026, month: 1, day: 1))
    guard let chain = session.chain(field) else { fatalError("no chain for \(field)") }
    let rounds = quick ? 300 : 2_000
    _ = time(rounds: rounds / 10) { sessionRound(&session, field) }  // warm up
    _ = time(rounds: rounds / 10) { baselineRound(chain) }
    var best = (session: Double.infinity, baseline: Double.infinity)
    for _ in 0..<(quick ? 3 : 7) {
        best.baseline = min(best.baseline, time(rounds: rounds) { baselineRound(chain) })
        best.session = min(best.session, time(rounds: rounds) { sessionRound(&session, field) })
    }
    return best
}

/// The same keystrokes through a `FormModel`, which also works out which
/// fields' rows to redraw (every field's appearance compared: O(fields)).
@MainActor
func modelRound<Form: GeneratedForm>(_ model: FormModel<Form>, _ field: Form.Field) -> Int {
    var caret = 0
    var length = 0
    for key in keys {
        let edit = model.replace(field, utf16: caret..<caret, with: key)
        caret = edit.caret
        length = edit.text.utf16.count
    }
    let cleared = model.replace(field, utf16: 0..<length, with: "")
    return caret &+ cleared.caret
}

/// Best cost per keystroke through a `FormModel` (no goal: printed beside the table).
@MainActor
func measureModel<Form: GeneratedForm>(_ form: Form.Type, field: Form.Field) -> Double {
    let model = FormModel<Form>(session: FormSession(today: FormDate(checkedYear: 2026, month: 1, day: 1)))
    let rounds = quick ? 100 : 500
    _ = time(rounds: rounds / 10) { modelRound(model, field) }
    var best = Double.infinity
    for _ in 0..<(quick ? 3 : 5) { best = min(best, time(rounds: rounds) { modelRound(model, field) }) }
    return best
}

/// `bytes` bytes of digits with a few separators, as a person might paste a
/// long number copied from elsewhere: a space after every 1,000 digits and
/// the form's decimal separator (`,`, fr_FR) before the last two digits.
func pastedDigits(bytes: Int) -> String {
    var text = ""
    text.reserveCapacity(bytes)
    let digits = Array("1234567890")
    while text.utf8.count < bytes - 3 {
        text.append(text.utf8.count % 1_001 == 1_000 ? " " : digits[text.utf8.count % digits.count])
    }
    return text + ",50"
}

/// One paste of `text` into the empty `amount` field of specs/amounts.form
/// (a `decimal(scale: 2)`), through `FormSession.replace`, then the field
/// cleared again; the caret and length answered, so nothing is optimised away.
func pasteRound(_ session: inout FormSession<Transfer>, _ text: String) -> Int {
    let edit = session.replace(.amount, utf16: 0..<session.text(.amount).utf16.count, with: text)
    let cleared = session.replace(.amount, utf16: 0..<edit.text.utf16.count, with: "")
    return edit.caret &+ edit.text.utf16.count &+ cleared.caret
}

/// Best seconds of one `pasteRound` of `text` over `rounds` tries.
func pasteSeconds(_ text: String, rounds: Int) -> Double {
    var session = FormSession<Transfer>(today: FormDate(checkedYear: 2026, month: 1, day: 1))
    var best = Double.infinity
    var sink = 0
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        sink &+= pasteRound(&session, text)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    if sink == 42 { print("") }
    return best
}

if let flag = CommandLine.arguments.firstIndex(of: "--profile"), flag + 1 < CommandLine.arguments.count {
    let rounds = flag + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[flag + 2]) ?? 2_000 : 2_000
    var sink = 0
    switch CommandLine.arguments[flag + 1] {
    case "wide":
        var session = FormSession<Wide>(today: FormDate(checkedYear: 2026, month: 1, day: 1))
        for _ in 0..<rounds { sink &+= sessionRound(&session, .phone) }
    case "phone":
        var session = FormSession<PhoneSignIn>(today: FormDate(checkedYear: 2026, month: 1, day: 1))
        for _ in 0..<rounds { sink &+= sessionRound(&session, .phone) }
    case "model-wide", "model-phone":
        let today = FormDate(checkedYear: 2026, month: 1, day: 1)
        let wide = CommandLine.arguments[flag + 1] == "model-wide"
        sink = MainActor.assumeIsolated {
            var sum = 0
            if wide {
                let model = FormModel<Wide>(session: FormSession(today: today))
                for _ in 0..<rounds { sum &+= modelRound(model, .phone) }
            } else {
                let model = FormModel<PhoneSignIn>(session: FormSession(today: today))
                for _ in 0..<rounds { sum &+= modelRound(model, .phone) }
            }
            return sum
        }
    case "baseline-wide", "baseline-phone":
        let wide = CommandLine.arguments[flag + 1] == "baseline-wide"
        let today = FormDate(checkedYear: 2026, month: 1, day: 1)
        guard let chain = wide ? FormSession<Wide>(today: today).chain(.phone) : FormSession<PhoneSignIn>(today: today).chain(.phone) else {
            fatalError("no chain for phone")
        }
        for _ in 0..<rounds { sink &+= baselineRound(chain) }
    case "paste-100k", "paste-1m":
        // ROUNDS pastes (default 1) of 100 kB or 1 MB into the decimal field.
        let text = pastedDigits(bytes: CommandLine.arguments[flag + 1] == "paste-1m" ? 1_000_000 : 100_000)
        var session = FormSession<Transfer>(today: FormDate(checkedYear: 2026, month: 1, day: 1))
        for _ in 0..<(flag + 2 < CommandLine.arguments.count ? rounds : 1) { sink &+= pasteRound(&session, text) }
    default:
        fatalError("--profile wide, phone, model-wide, model-phone, baseline-wide, baseline-phone, paste-100k or paste-1m")
    }
    print(sink)
} else {
    let rows = [
        (name: "2 fields (specs/phone.form)", fields: 2, cost: measure(PhoneSignIn.self, field: .phone)),
        (name: "200 fields (Benchmarks/SessionModel/Spec/wide.form)", fields: 200, cost: measure(Wide.self, field: .phone)),
    ]
    print("form                                                  session       runtime step  ratio")
    for row in rows {
        let name = row.name.padding(toLength: 54, withPad: " ", startingAt: 0)
        print(name + String(format: "%8.0f ns   %8.0f ns    %5.2f×", row.cost.session, row.cost.baseline, row.cost.session / row.cost.baseline))
    }
    // FormModel, what a SwiftUI form reads: its per-field redraw bookkeeping
    // compares every field's appearance after each change (docs/SESSION.md).
    for (name, cost) in [("2 fields", measureModel(PhoneSignIn.self, field: .phone)), ("200 fields", measureModel(Wide.self, field: .phone))] {
        print("FormModel keystroke, \(name): " + String(format: "%.0f ns", cost))
    }
    for row in rows {
        SummaryLine(
            measure: "session keystroke ÷ runtime keystroke, phone mask, \(row.fields)-field form",
            formc: SummaryLine.grouped(row.cost.session) + " ns/key (FormSession.replace)",
            peer: SummaryLine.grouped(row.cost.baseline) + " ns/key (FormatterChain.paste on the UTF-16 edit, same chain)",
            ratio: row.cost.session / row.cost.baseline,
            goal: .atMost(1.2)
        ).print()
    }
    // A long paste into a decimal field (issue 29): linear in its length.
    let small = pasteSeconds(pastedDigits(bytes: 100_000), rounds: quick ? 3 : 7)
    let large = pasteSeconds(pastedDigits(bytes: 1_000_000), rounds: quick ? 2 : 5)
    print("paste into a decimal field (specs/amounts.form amount): 100 kB " + String(format: "%.2f ms", small * 1e3) + ", 1 MB " + String(format: "%.2f ms", large * 1e3))
    SummaryLine(
        measure: "1 MB paste ÷ 100 kB paste of digits into a decimal field (FormSession.replace)",
        formc: String(format: "%.2f ms", large * 1e3) + " (1 MB)",
        peer: String(format: "%.2f ms", small * 1e3) + " (100 kB, same field; linear is 10×)",
        ratio: large / small,
        goal: .atMost(10)
    ).print()
}
