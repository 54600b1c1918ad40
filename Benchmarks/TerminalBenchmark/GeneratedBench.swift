import FormRuntime
import FormTerminal
import SessionModel

// The terminal filling a generated model: the 200-field `Wide` of
// Benchmarks/SessionModel (conditions on many fields), driven through
// `FormMachine.generated(Wide.self)` as `fillInTerminal` drives it. One
// round types a phone number, moves on and types a name, drawing after
// each key. `--generated` runs only this case, for callgrind:
//
//   valgrind --tool=callgrind --toggle-collect='*measuredKeys*' \
//       .build/release/TerminalBenchmark --generated --rounds 5
//
// and divide the instructions by the keystrokes it prints. The code names
// no terminal type, so it also builds against the untyped machine the
// terminal had before (a baseline measured from the same source).

/// The keys of one round.
let generatedKeys: [KeyEvent] = "9161234567".map { KeyEvent.character($0) } + [.tab] + "Ann".map { KeyEvent.character($0) } + [.tab]

/// Runs `body`, the counted part of a round (callgrind collects inside this function only).
@inline(never)
func measuredKeys(_ body: () -> Int) -> Int {
    body()
}

/// Types ``generatedKeys`` into a blank `Wide` for `rounds` rounds: the
/// bytes written, the keystrokes, and the time per keystroke of each round.
func generatedModelRounds(_ rounds: Int) -> Measurement {
    let machine = FormMachine.generated(Wide.self, locale: .enUS)
    let view = FormView(machine: machine)
    let renderer = ScreenRenderer(width: width, colorSupport: .basic16)
    var result = Measurement()
    for _ in 0..<rounds {
        var state = machine.initialState()
        var screen = renderer.render(view.screen(state, width: width, height: 24).visibleFrame(width: width), after: .empty).state
        let start = ContinuousClock.now
        let bytes = measuredKeys {
            var written = 0
            for key in generatedKeys {
                _ = machine.update(&state, key)
                let next = view.screen(state, width: width, height: 24)
                state.scrollRow = next.viewport.firstRow
                let drawn = renderer.render(next.visibleFrame(width: width), after: screen)
                screen = drawn.state
                written += drawn.byteCount
            }
            return written
        }
        result.add((bytes, generatedKeys.count, ContinuousClock.now - start))
    }
    return result
}
