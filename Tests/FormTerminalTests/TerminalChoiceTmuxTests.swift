import Foundation
import Testing

/// The choice widget, visibility and sections (LANGUAGE.md §13) in a real
/// terminal: tmux runs `FormTerminalEcho --choice-form`, a hand-built form
/// driven by the interactive driver (`formc preview` of a spec is tested in
/// FormPreviewTests).
@Suite(
    "Choices in tmux",
    .serialized,
    .timeLimit(.minutes(1)),
    .enabled(if: TmuxHarness.tmuxPath != nil, "tmux is not installed: end-to-end terminal tests skipped"),
    .enabled(if: TmuxHarness.echoPath != nil, "FormTerminalEcho is not built next to the tests: run `swift build` first")
)
struct TerminalChoiceTmuxTests {
    func start() throws -> TmuxHarness {
        let tmux = try TmuxHarness(arguments: ["--choice-form"], rows: 40)
        #expect(tmux.waitForScreen(containing: "› Country"))
        return tmux
    }

    @Test func filteringSelectionAndMultiSelect() throws {
        let tmux = try start()
        defer { tmux.stop() }
        #expect(tmux.screen.contains("› ( ) France"), "\(tmux.screen)")
        tmux.type("EQUA")
        #expect(tmux.wait { !tmux.screen.contains("France") })
        #expect(tmux.screen.contains("› ( ) Équateur"), "\(tmux.screen)")
        #expect(!tmux.screen.contains("Germany"))
        // The cursor sits after the filter: "  EQUA" on the row under the label.
        #expect(tmux.wait { tmux.cursor?.column == 6 })
        tmux.press("Enter")
        #expect(tmux.waitForScreen(containing: "› [ ] Cheese"))
        #expect(tmux.screen.contains("  Équateur"))
        tmux.press("Down")
        tmux.press("Down")
        tmux.press("Space")
        tmux.press("Up")
        tmux.press("Up")
        tmux.press("Space")
        #expect(tmux.wait { tmux.screen.contains("[x] Cheese") && tmux.screen.contains("[x] Ham") }, "\(tmux.screen)")
        #expect(tmux.screen.contains("[ ] Olives"))
        tmux.press("Enter")
        #expect(tmux.waitForScreen(containing: "› Pick up in store"))
        #expect(tmux.screen.contains("  Cheese, Ham"), "\(tmux.screen)")
        tmux.press("Enter")
        #expect(tmux.waitForScreen(containing: "› Street"))
        tmux.type("1 Main St")
        tmux.press("Enter")
        tmux.expectCleanExit(status: 0, secret: "1 Main St")
        #expect(tmux.standardOutput == "VALUES:country=ec;toppings=cheese,ham;pickup=false;street=1 Main St;note=-\n")
    }

    @Test func visibilityChangesWhileTyping() throws {
        let tmux = try start()
        defer { tmux.stop() }
        tmux.type("swi")
        tmux.press("Space")
        tmux.press("Tab")
        #expect(tmux.waitForScreen(containing: "› Toppings"))
        #expect(tmux.screen.contains("Shipping") && tmux.screen.contains("Where we send your order"), "\(tmux.screen)")
        #expect(!tmux.screen.contains("Olive note"))
        tmux.type("oli")
        tmux.press("Space")
        #expect(tmux.waitForScreen(containing: "Olive note"), "\(tmux.screen)")
        tmux.press("Tab")
        tmux.press("Tab")
        #expect(tmux.waitForScreen(containing: "› Street"))
        tmux.type("Hidden Lane")
        tmux.press("BTab")
        tmux.press("Space")
        #expect(tmux.wait { !tmux.screen.contains("Shipping") }, "\(tmux.screen)")
        #expect(!tmux.screen.contains("Street") && !tmux.screen.contains("Hidden Lane"))
        tmux.press("Space")
        #expect(tmux.waitForScreen(containing: "Hidden Lane"), "the hidden value is kept:\n\(tmux.screen)")
        #expect(tmux.screen.contains("Shipping"))
        tmux.press("Space")
        tmux.press("Tab")
        #expect(tmux.waitForScreen(containing: "› Olive note"))
        tmux.type("pitted")
        tmux.press("Enter")
        tmux.expectCleanExit(status: 0, secret: "pitted")
        #expect(tmux.standardOutput == "VALUES:country=ch;toppings=olives;pickup=true;street=Hidden Lane;note=pitted\n")
    }
}
