import Foundation
import Testing

/// LANGUAGE.md §13 end to end: `formc preview` of a spec with choices, a
/// section and `visible when`, in a real terminal (tmux).
@Suite(.serialized, .enabled(if: TmuxHarness.available, "needs tmux and a built formc"))
struct PreviewChoiceTerminalTests {
    static let spec = """
    form Order {
        title "Order"

        field country: choice {
            label "Country"
            placeholder "Pick a country"
            option fr "France"
            option de "Germany"
            option ch "Switzerland"
            option ci "Côte d’Ivoire"
            option ec "Équateur"
        }

        field toppings: choice {
            label "Toppings"
            multiple
            option cheese "Cheese"
            option olives "Olives"
            option ham "Ham"
            option mushrooms "Mushrooms"
            required "Pick a topping"
        }

        field pickup: bool {
            label "Pick up in store"
        }

        section "Shipping" {
            caption "Where we send your order"
            visible when !pickup
            field street: text {
                label "Street"
                required "Enter a street"
            }
        }

        field note: text? {
            label "Olive note"
            visible when toppings contains .olives
        }
    }

    """

    /// A harness running `formc preview` of ``spec`` in an 80×40 window.
    func start(_ label: String) throws -> TmuxHarness {
        let tmux = try TmuxHarness(label)
        let file = tmux.folder.appendingPathComponent("order.form")
        try Self.spec.write(to: file, atomically: true, encoding: .utf8)
        tmux.resize(columns: 80, rows: 40)
        tmux.startPreview(file.path)
        tmux.waitFor { $0.contains("› Country") }
        return tmux
    }

    @Test func filteringSelectionAndMultiSelectSubmitOptionIdentifiers() throws {
        let tmux = try start("choice")
        defer { tmux.close() }
        var screen = tmux.screen()
        #expect(screen.contains("› ( ) France"), "the options are listed under the focused choice:\n\(screen)")
        #expect(screen.contains("  ( ) Équateur"))
        // Case- and accent-insensitive filter.
        tmux.send(literal: "EQUA")
        screen = tmux.waitFor { !$0.contains("France") }
        #expect(screen.contains("› ( ) Équateur"), "\(screen)")
        #expect(!screen.contains("Germany"))
        // Enter selects the highlighted option and moves on.
        tmux.send(keys: ["Enter"])
        screen = tmux.waitFor { $0.contains("› Toppings") }
        #expect(screen.contains("  Équateur\n") || screen.contains("  Équateur "), "the selected label when unfocused:\n\(screen)")
        #expect(screen.contains("› [ ] Cheese"))
        // Multi-select with Space, kept in option order.
        tmux.send(keys: ["Down", "Down", "Space", "Up", "Up", "Space"])
        screen = tmux.waitFor { $0.contains("[x] Cheese") && $0.contains("[x] Ham") }
        #expect(screen.contains("[x] Cheese") && screen.contains("[x] Ham") && screen.contains("[ ] Olives"), "\(screen)")
        tmux.send(keys: ["Enter"])
        screen = tmux.waitFor { $0.contains("› Pick up in store") }
        #expect(screen.contains("  Cheese, Ham"), "\(screen)")
        tmux.send(keys: ["Enter"])
        tmux.waitFor { $0.contains("› Street") }
        tmux.send(literal: "1 Main St")
        tmux.send(keys: ["Enter"])
        #expect(tmux.finish() == 0)
        #expect(tmux.file("out.json") == #"{"country":"ec","toppings":["cheese","ham"],"pickup":false,"street":"1 Main St"}"# + "\n")
        #expect(tmux.file("stty.before") == tmux.file("stty.after"))
    }

    @Test func visibilityFollowsTheAnswersWhileTypingAndHiddenValuesAreKept() throws {
        let tmux = try start("visible")
        defer { tmux.close() }
        tmux.send(literal: "swi")
        tmux.send(keys: ["Space", "Tab"])
        var screen = tmux.waitFor { $0.contains("› Toppings") }
        #expect(screen.contains("Shipping") && screen.contains("Where we send your order") && screen.contains("  Street"), "\(screen)")
        #expect(!screen.contains("Olive note"))
        // Choosing olives shows the note at once.
        tmux.send(literal: "oli")
        tmux.send(keys: ["Space"])
        screen = tmux.waitFor { $0.contains("Olive note") }
        #expect(screen.contains("Olive note"), "\(screen)")
        // Type a street, then pick up in store: the section goes, heading and all.
        tmux.send(keys: ["Tab", "Tab"])
        tmux.waitFor { $0.contains("› Street") }
        tmux.send(literal: "Hidden Lane")
        tmux.send(keys: ["BTab", "Space"])
        screen = tmux.waitFor { !$0.contains("Shipping") }
        #expect(!screen.contains("Shipping") && !screen.contains("Street") && !screen.contains("Hidden Lane"), "\(screen)")
        #expect(screen.contains("[x]"))
        // Back again: the street kept its value.
        tmux.send(keys: ["Space"])
        screen = tmux.waitFor { $0.contains("Hidden Lane") }
        #expect(screen.contains("Shipping") && screen.contains("Hidden Lane"), "\(screen)")
        // Hidden again and submitted: the hidden street neither blocks nor is lost.
        tmux.send(keys: ["Space", "Tab"])
        tmux.waitFor { $0.contains("› Olive note") }
        tmux.send(literal: "pitted")
        tmux.send(keys: ["Enter"])
        #expect(tmux.finish() == 0)
        #expect(tmux.file("out.json")
            == #"{"country":"ch","toppings":["olives"],"pickup":true,"street":"Hidden Lane","note":"pitted"}"# + "\n")
    }

    @Test func aSingleChoiceLeftEmptyBlocksSubmission() throws {
        let tmux = try start("empty")
        defer { tmux.close() }
        // Tab leaves the country unchosen; the toppings get one; pick up; submit.
        tmux.send(keys: ["Tab", "Space", "Tab", "Space", "Enter"])
        let screen = tmux.waitFor { $0.contains("Country is required") }
        #expect(screen.contains("Country is required"), "\(screen)")
        #expect(screen.contains("› Country"))
        tmux.send(keys: ["Down", "Enter", "Enter", "Enter"])
        #expect(tmux.finish() == 0)
        #expect(tmux.file("out.json") == #"{"country":"de","toppings":["cheese"],"pickup":true,"street":""}"# + "\n")
    }
}
