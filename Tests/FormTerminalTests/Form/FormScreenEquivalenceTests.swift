import FormRuntime
import FormSession
@testable import FormTerminal
import Testing

/// The screen drawn per keystroke (only the visible fields built, row counts
/// cached per field) must equal the full draw, laid out and clipped.
@Suite struct FormScreenEquivalenceTests {
    /// 40 fields whose labels and captions wrap on narrow terminals, lists,
    /// secure and bool fields among them, and a title.
    static let tallMachine: FormMachine<ValuesForm> = {
        let fields = (0..<40).map { index -> FieldSchema in
            let label = "Field \(index)" + String(repeating: " long label", count: index % 4)
            switch index % 5 {
            case 1: return FieldSchema(name: "f\(index)", kind: .list, type: FieldTypeRef(.text), label: label, listMinimum: 1, listMaximum: 3)
            case 2: return FieldSchema(name: "f\(index)", type: FieldTypeRef(.text), label: label, secure: .toggle)
            case 3: return FieldSchema(name: "f\(index)", type: FieldTypeRef(.bool), label: label)
            default:
                return FieldSchema(name: "f\(index)", type: FieldTypeRef(.text), label: label, placeholder: "Type here",
                                   caption: index % 3 == 0 ? "A caption that is quite long, wrapping on a narrow terminal" : nil)
            }
        }
        let schema = FormSchema(name: "Tall", title: "A tall form", fields: fields)
        return FormMachine(schema: schema, locale: .enUS, validator: .permissive(schema))
    }()

    /// Runs `events` one at a time; after each, compares both paths at every size.
    func check(_ machine: FormMachine<ValuesForm>, _ events: [KeyEvent], sizes: [(Int, Int)]) {
        let view = FormView(machine: machine)
        var state = machine.initialState()
        var scrolls = Array(repeating: 0, count: sizes.count)
        for event in [KeyEvent.resize] + events {
            state = machine.update(state, event).0
            for (index, (width, height)) in sizes.enumerated() {
                var sized = state
                sized.scrollRow = scrolls[index]
                let fast = view.screen(sized, width: width, height: height)
                let full = view.screenByFullDraw(sized, width: width, height: height)
                #expect(fast.viewport == full.viewport, "\(event) at \(width)×\(height)")
                #expect(fast.visibleFrame(width: width) == full.clippedFrame(width: width), "\(event) at \(width)×\(height)")
                #expect(fast.frame == full.frame)
                scrolls[index] = fast.viewport.firstRow
            }
        }
    }

    @Test func tallFormMatchesFullDrawWhileTabbingTypingAndScrolling() {
        let forward = (0..<60).flatMap { step -> [KeyEvent] in
            step % 7 == 0 ? [.tab] + FormFixtures.type("some text that wraps at narrow widths \(step)") : [.tab]
        }
        let back = Array(repeating: KeyEvent.shiftTab, count: 45) + [.enter, .character("x"), .enter, .up, .up]
        check(Self.tallMachine, forward + back, sizes: [(80, 24), (80, 10), (20, 7), (9, 5), (1, 3), (40, 1000)])
    }

    @Test func sampleFormMatchesFullDrawThroughValidationAndSubmit() {
        let events: [KeyEvent] = FormFixtures.type("A") + [.tab] + FormFixtures.type("12") + [.tab, .tab, .character(" "), .tab]
            + [.tab, .character("g"), .enter, .character("h"), .enter, .enter, .enter, .up, .ctrl("r")]
        check(FormFixtures.machine, events, sizes: [(80, 24), (80, 6), (12, 4), (3, 2)])
    }
}
