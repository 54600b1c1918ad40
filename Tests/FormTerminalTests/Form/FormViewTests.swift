import FormRuntime
import FormSession
@testable import FormTerminal
import Testing

@Suite struct FormViewTests {
    let machine = FormFixtures.machine
    var view: FormView { FormView(machine: machine) }

    func lineTexts(_ state: FormState<ValuesForm>) -> [String] {
        view.draw(state).frame.lines.map(\.text)
    }

    /// The cursor's column on a terminal `width` wide.
    func cursorColumn(_ state: FormState<ValuesForm>, width: Int = 80) -> Int? {
        FrameLayout(frame: view.draw(state).frame, width: width).cursor?.column
    }

    @Test func eachFieldIsLabelInputAndAReservedMessageRow() {
        let drawing = view.draw(machine.initialState())
        let lines = drawing.frame.lines
        #expect(lines[0].text == "Sample form")
        #expect(lines[2].text == "› Name", "the focused field is marked")
        #expect(lines[3].segments.last == StyledLine.Segment("Ada", style: .dim), "placeholder dimmed while empty")
        #expect(lines[4].segments.last == StyledLine.Segment("  Your name", style: .dim), "caption dimmed")
        #expect(lines[6].text == "  PIN")
        #expect(lines[8].text.isEmpty, "the message row is there even without caption")
        #expect(drawing.fieldLines[0] == 2..<5)
        #expect(drawing.frame.cursor == CursorPosition(line: 3, character: 2))
    }

    @Test func aRaisedMessageReplacesTheCaptionInRedWithoutMovingLines() {
        let before = view.draw(machine.initialState()).frame.lines.count
        let state = machine.run(machine.initialState(), FormFixtures.type("A")).0
        let lines = view.draw(state).frame.lines
        #expect(lines.count == before)
        #expect(lines[4].segments.last == StyledLine.Segment("  Too short", style: .red))
    }

    @Test func secureTextIsOneDotPerCharacterWhateverItsWidthUntilRevealed() {
        var state = machine.run(machine.initialState(), [.tab] + FormFixtures.type("密a😀")).0
        var lines = lineTexts(state)
        #expect(lines[7] == "  •••  [show]")
        #expect(!lines.joined().contains("密"))
        #expect(cursorColumn(state) == 5, "three one-column dots after a two-column indent")
        state = machine.run(state, [.left, .ctrl("r")]).0
        lines = lineTexts(state)
        #expect(lines[7] == "  密a😀  [hide]")
        #expect(cursorColumn(state) == 5, "密 and a: 2 + 1 columns after the indent")
        #expect(view.draw(state).frame.cursor == CursorPosition(line: 7, character: 4))
    }

    @Test func wideCharactersTakeTwoColumnsAtTheCaret() {
        let state = machine.run(machine.initialState(), FormFixtures.type("小明😀")).0
        #expect(cursorColumn(state) == 2 + 2 + 2 + 2)
        let moved = machine.run(state, [.left]).0
        #expect(cursorColumn(moved) == 2 + 2 + 2)
    }

    @Test func boolsAreCheckboxesWithTheCaretInside() {
        let state = machine.run(machine.initialState(), [.tab, .tab, .character(" ")]).0
        let drawing = view.draw(state)
        #expect(drawing.frame.lines[drawing.fieldLines[3].lowerBound + 1].text == "  [x]")
        #expect(drawing.frame.cursor == CursorPosition(line: drawing.fieldLines[3].lowerBound + 1, character: 3))
    }

    @Test func disabledFieldsAreDimmedAndListRowsArePrefixed() {
        let drawing = view.draw(machine.initialState())
        let code = drawing.fieldLines[2].lowerBound
        #expect(drawing.frame.lines[code].segments.allSatisfy { $0.style == .dim })
        let goals = drawing.fieldLines[5].lowerBound
        #expect(drawing.frame.lines[goals + 1].text == "  - ")
    }

    @Test func scrollingKeepsTheFocusedFieldVisible() {
        var state = machine.initialState()
        var screen = view.screen(state, width: 80, height: 8)
        #expect(screen.viewport == Viewport(firstRow: 0, height: 8))
        state = machine.run(state, [.tab, .tab, .tab]).0  // age
        state.scrollRow = screen.viewport.firstRow
        screen = view.screen(state, width: 80, height: 8)
        let age = view.draw(state).fieldLines[4]
        #expect(screen.viewport.firstRow <= age.lowerBound)
        #expect(screen.viewport.firstRow + 8 >= age.upperBound)
        let visible = screen.visibleFrame(width: 80)
        #expect(visible.lines.count <= 8)
        #expect(visible.lines.contains { $0.text == "› Age" })
        #expect(visible.cursor.map { visible.lines[$0.line].text } == "  ")
        state.scrollRow = screen.viewport.firstRow
        state = machine.run(state, [.shiftTab, .shiftTab, .shiftTab]).0
        #expect(view.screen(state, width: 80, height: 8).viewport.firstRow == 0, "the first field brings the title back")
    }

    @Test func resizeRelaysOutAtTheNewWidth() {
        let state = machine.run(machine.initialState(), FormFixtures.type("abcdefghij")).0
        let wide = view.screen(state, width: 80, height: 24)
        let narrow = view.screen(state, width: 6, height: 24)
        #expect(FrameLayout(frame: narrow.frame, width: 6).rowCount > FrameLayout(frame: wide.frame, width: 80).rowCount)
        #expect(machine.update(state, .resize).0 == state)
    }

    @Test func controlCharactersFromSpecAndUserAreNeutralisedOnScreen() {
        let schema = FormSchema(name: "E", fields: [FieldSchema(name: "a", type: FieldTypeRef(.text), label: "L\u{1B}[31m")])
        let machine = FormMachine(schema: schema, locale: .enUS, validator: .permissive(schema))
        let state = machine.initialState(FormValues(fields: ["a": .text("x\u{9B}y")]))
        let layout = FrameLayout(frame: FormView(machine: machine).draw(state).frame, width: 80)
        let text = layout.rows.map(\.text).joined()
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    }
}
