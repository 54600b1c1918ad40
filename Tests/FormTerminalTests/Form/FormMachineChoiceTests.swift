import FormRuntime
import FormSession
@testable import FormTerminal
import Testing

/// The choice widget of LANGUAGE.md §13 in the pure state machine and view.
@Suite struct FormMachineChoiceTests {
    let machine = ChoiceFixtures.machine

    func country(_ state: FormState<ValuesForm>) -> FieldValue? {
        machine.values(of: state).fields["country"]
    }

    @Test func unfocusedShowsThePlaceholderThenTheSelectedLabels() throws {
        var state = machine.initialState(FormValues(fields: ["toppings": .choices(["ham", "cheese"])]))
        var lines = ChoiceFixtures.lines(state)
        #expect(lines.contains("  Pick a country"), "placeholder while nothing is selected")
        #expect(lines.contains("  Cheese, Ham"), "labels joined in option order")
        #expect(!lines.contains { $0.contains("Germany") }, "options are listed only while focused")
        state = ChoiceFixtures.focus("country", state)
        state = machine.run(state, [.down, .character(" "), .tab]).0
        lines = ChoiceFixtures.lines(state)
        #expect(lines.contains("  Germany"))
        #expect(country(state) == .choice("de"))
    }

    @Test func focusedListsOptionsWithMarkersAndTheHighlight() throws {
        let state = ChoiceFixtures.focus("toppings", machine.initialState(FormValues(fields: ["toppings": .choices(["olives"])])))
        let drawing = FormView(machine: machine).draw(state)
        let label = try #require(drawing.frame.lines.firstIndex { $0.text == "› Toppings" })
        let rows = drawing.frame.lines[(label + 2)...(label + 5)].map(\.text)
        #expect(rows == ["    [ ] Cheese", "  › [x] Olives", "    [ ] Ham", "    [ ] Mushrooms"], "the highlight starts on the selection")
        let highlighted = drawing.frame.lines[label + 3]
        #expect(highlighted.segments.contains(StyledLine.Segment("› ", style: .bold)))
        #expect(highlighted.segments.contains(StyledLine.Segment("[x] Olives", style: .reverse)))
        #expect(drawing.frame.cursor == CursorPosition(line: label + 1, character: 2), "the caret sits in the filter line")
        let single = ChoiceFixtures.focus("country", machine.initialState())
        #expect(ChoiceFixtures.lines(single).contains("  › ( ) France"))
        #expect(ChoiceFixtures.lines(machine.run(single, [.character(" ")]).0).contains("  › (•) France"))
    }

    @Test func typingFiltersByCaseAndAccentInsensitiveSubstring() {
        let start = ChoiceFixtures.focus("country", machine.initialState())
        var state = machine.run(start, FormFixtures.type("EQUA")).0
        var lines = ChoiceFixtures.lines(state)
        #expect(lines.contains("  EQUA"), "the filter shows in the input line")
        #expect(lines.contains("  › ( ) Équateur"))
        #expect(!lines.contains { $0.contains("France") })
        state = machine.run(start, FormFixtures.type("côte")).0
        #expect(ChoiceFixtures.lines(state).contains("  › ( ) Côte d’Ivoire"))
        state = machine.run(start, FormFixtures.type("AN")).0
        lines = ChoiceFixtures.lines(state)
        #expect(lines.contains("  › ( ) France") && lines.contains("    ( ) Germany") && lines.contains("    ( ) Switzerland"))
        #expect(!lines.contains { $0.contains("Équateur") })
        // Enter selects the highlighted match and moves on.
        state = machine.run(machine.run(start, FormFixtures.type("wit")).0, [.enter]).0
        #expect(country(state) == .choice("ch"))
        #expect(ChoiceFixtures.focusedName(state) == "toppings")
    }

    @Test func backspaceEditsAndCtrlUClearsTheFilter() {
        let start = ChoiceFixtures.focus("country", machine.initialState())
        var state = machine.run(start, FormFixtures.type("zzq")).0
        #expect(ChoiceFixtures.lines(state).contains("    no option matches"))
        let before = state
        state = machine.run(state, [.character(" "), .enter]).0
        #expect(country(state) == FieldValue.none, "nothing to select when nothing matches")
        #expect(ChoiceFixtures.focusedName(state) == "toppings", "Enter still moves on")
        state = machine.run(before, [.backspace, .backspace, .backspace] + FormFixtures.type("ger")).0
        #expect(state.fields[1].choice?.filter == "ger")
        #expect(ChoiceFixtures.lines(state).contains("  › ( ) Germany"))
        state = machine.run(state, [.ctrl("u")]).0
        #expect(state.fields[1].choice?.filter == "")
        #expect(ChoiceFixtures.lines(state).contains("    ( ) Équateur"), "every option again")
        // Leaving the field forgets the filter.
        state = machine.run(state, FormFixtures.type("fr") + [.tab, .shiftTab]).0
        #expect(ChoiceFixtures.focusedName(state) == "country")
        #expect(ChoiceFixtures.lines(state).contains("    ( ) Équateur"))
    }

    @Test func filteringUsesTheShownLanguage() {
        let russian = machine.translated(to: "ru")
        let start = ChoiceFixtures.focus("country", russian.initialState(), in: russian)
        var state = russian.run(start, FormFixtures.type("герм")).0
        #expect(ChoiceFixtures.lines(state, in: russian).contains("  › ( ) Германия"))
        state = russian.run(start, FormFixtures.type("ger")).0
        #expect(ChoiceFixtures.lines(state, in: russian).contains("    нет подходящих вариантов"), "the source label is not searched")
        state = russian.run(start, FormFixtures.type("ШВЕЙ") + [.enter]).0
        #expect(russian.values(of: state).fields["country"] == .choice("ch"))
        #expect(ChoiceFixtures.lines(state, in: russian).contains("  Швейцария"), "the unfocused label is translated")
        #expect(ChoiceFixtures.lines(state, in: russian).contains("Доставка"), "section titles are translated")
    }

    @Test func theListScrollsWithinSevenRowsToKeepTheHighlightVisible() {
        let long = ChoiceFixtures.longChoice(20)
        let view = FormView(machine: long)
        func options(_ state: FormState<ValuesForm>) -> [String] {
            view.draw(state).frame.lines.map(\.text).filter { $0.contains("Option") }
        }
        var state = long.initialState()
        #expect(options(state).count == 7)
        #expect(options(state).last == "    ( ) Option 7  ↓")
        state = long.run(state, Array(repeating: .down, count: 9)).0
        #expect(options(state).count == 7)
        #expect(options(state).first == "    ( ) Option 4  ↑")
        #expect(options(state).last == "  › ( ) Option 10  ↓")
        state = long.run(state, Array(repeating: .up, count: 6)).0
        #expect(options(state).first == "  › ( ) Option 4  ↑", "moving up scrolls only once the highlight leaves the window")
        state = long.run(state, Array(repeating: .down, count: 16)).0
        #expect(options(state).last == "  › ( ) Option 20")
        #expect(long.focusedNameOf(state) == "pick")
        state = long.run(state, [.down]).0
        #expect(long.focusedNameOf(state) == "after", "Down past the last option moves on")
        state = long.run(state, [.up]).0
        #expect(long.focusedNameOf(state) == "pick", "Up from the next field comes back")
        #expect(options(state).first == "  › ( ) Option 1", "a fresh list highlights the first option")
        // A filter narrowing past 7 rows scrolls back to its first match.
        state = long.run(state, FormFixtures.type("1")).0
        #expect(options(state) == ["  › ( ) Option 1", "    ( ) Option 10", "    ( ) Option 11", "    ( ) Option 12",
                                   "    ( ) Option 13", "    ( ) Option 14", "    ( ) Option 15  ↓"])
        state = long.run(state, FormFixtures.type("9") + [.character(" ")]).0
        #expect(long.values(of: state).fields["pick"] == .choice("o19"))
    }

    @Test func spaceSelectsASingleChoiceAndOnAnOptionalOneClearsTheSelectedOption() {
        let long = ChoiceFixtures.longChoice(3)
        var state = long.run(long.initialState(), [.down, .character(" ")]).0
        #expect(long.values(of: state).fields["pick"] == .choice("o2"))
        state = long.run(state, [.down, .character(" ")]).0
        #expect(long.values(of: state).fields["pick"] == .choice("o3"), "selecting another replaces the selection")
        state = long.run(state, [.character(" ")]).0
        #expect(long.values(of: state).fields["pick"] == FieldValue.none, "an optional choice is cleared by Space on its option")
        // A non-optional one stays selected.
        let start = ChoiceFixtures.focus("country", machine.initialState())
        state = machine.run(start, [.character(" "), .character(" ")]).0
        #expect(country(state) == .choice("fr"))
    }

    @Test func spaceTogglesAMultipleChoiceInOptionOrderAndEnterMovesOn() {
        let start = ChoiceFixtures.focus("toppings", machine.initialState())
        var state = machine.run(start, [.down, .down, .character(" "), .up, .up, .character(" ")]).0
        #expect(machine.values(of: state).fields["toppings"] == .choices(["cheese", "ham"]), "kept in option order")
        state = machine.run(state, [.down, .down, .character(" ")]).0
        #expect(machine.values(of: state).fields["toppings"] == .choices(["cheese"]), "Space toggles")
        state = machine.run(state, FormFixtures.type("oli") + [.enter]).0
        #expect(machine.values(of: state).fields["toppings"] == .choices(["cheese"]), "Enter does not toggle")
        #expect(ChoiceFixtures.focusedName(state) == "pickup")
    }

    @Test func aSingleChoiceWithoutDefaultStartsEmptyAndBlocksSubmission() {
        // Given no country (a blank form), it starts unchosen; a given value would be an
        // answer, even the first option (LANGUAGE.md §18 "Blank and answered").
        var state = machine.initialState(FormValues(fields: ["toppings": .choices(["ham"]), "pickup": .bool(true)]))
        #expect(country(state) == FieldValue.none)
        // Tab leaves the country unchosen (Enter would choose the highlighted option).
        state = machine.run(state, [.tab, .tab, .tab, .enter]).0
        #expect(state.outcome == nil)
        #expect(ChoiceFixtures.focusedName(state) == "country")
        #expect(state.fields[1].message == "Country is required")
        let (done, effects) = machine.run(state, [.character(" "), .enter, .enter, .enter])
        #expect(done.fields[1].message == nil)
        #expect(effects.count == 1)
        guard case .submit(let form)? = effects.first else { return }
        let values = form.values
        #expect(values.fields["country"] == .choice("fr"))
        #expect(values.fields["toppings"] == .choices(["ham"]))
    }

    @Test func aMultipleChoiceLeftEmptyShowsItsRequiredMessageOnSubmit() {
        var state = machine.initialState(FormValues(fields: ["pickup": .bool(true)]))
        state = ChoiceFixtures.focus("country", state)
        state = machine.run(state, [.character(" "), .tab, .tab, .enter]).0
        #expect(ChoiceFixtures.focusedName(state) == "toppings")
        #expect(state.fields[2].message == "Pick a topping")
        state = machine.run(state, [.character(" ")]).0
        #expect(state.fields[2].message == nil, "fixed as soon as one is chosen")
    }

    @Test func editingKeysDoNotTouchTheSelectionAndPasteFilters() {
        let start = ChoiceFixtures.focus("country", machine.initialState(FormValues(fields: ["country": .choice("de")])))
        var state = machine.run(start, [.delete, .left, .home, .ctrl("a"), .end, .backspace, .ctrl("u")]).0
        #expect(country(state) == .choice("de"))
        state = machine.run(state, [.paste("Côte\nd")]).0
        #expect(state.fields[1].choice?.filter == "Côte d", "a paste is one edit of the filter, line breaks as spaces")
        #expect(ChoiceFixtures.lines(state).contains("  › ( ) Côte d’Ivoire"))
    }

    /// LANGUAGE.md §21, "No silent loss": an initial value naming no option
    /// is never stored as something else. The field shows the options it
    /// has, says "Enter a valid value", and the values keep what was given
    /// until the selection is changed.
    @Test func anInitialValueNamingNoOptionIsKeptAndSaid() {
        let given = FieldValue.choices(["ham", "pineapple", "ham", "cheese"])
        var state = machine.initialState(FormValues(fields: ["toppings": given]))
        #expect(machine.values(of: state).fields["toppings"] == given)
        #expect(state.fields[2].message == "Enter a valid value")
        #expect(state.fields[2].rows[0].text == "cheese,ham", "the options it has")
        state = ChoiceFixtures.focus("toppings", state)
        state = machine.run(state, [.character(" ")]).0
        #expect(machine.values(of: state).fields["toppings"] == .choices(["ham"]), "Space on Cheese toggles it off")
        #expect(state.fields[2].message == nil)
    }

    @Test func movingThroughALongListBuildsNothingPerOption() {
        // With no filter the matches are "all" without an array, and the
        // view builds only the rows shown.
        let long = ChoiceFixtures.longChoice(10_000)
        var state = long.run(long.initialState(), Array(repeating: .down, count: 20)).0
        #expect(state.fields[0].choice?.matches == nil)
        #expect(state.fields[0].choice?.highlight == 20)
        let lines = FormView(machine: long).draw(state).frame.lines
        #expect(lines.filter { $0.text.contains("Option") }.count == ChoiceCursor.visibleRows)
        state = long.run(state, FormFixtures.type("9999")).0
        #expect(state.fields[0].choice?.matches == [9998])
        state = long.run(state, [.backspace]).0
        #expect(state.fields[0].choice?.matches?.count == 19, "999, 1999, …, 8999 and 9990–9999")
    }

    @Test func catalogFoldsCaseAndAccentsAndMatchesSubstrings() {
        let catalog = ChoiceCatalog(options: [ChoiceOption(id: "a", label: "Straße"), ChoiceOption(id: "b", label: "ÅLAND"),
                                              ChoiceOption(id: "c", label: "E\u{301}quateur")])
        #expect(catalog.matches("ss", among: nil) == [0])
        #expect(catalog.matches("land", among: nil) == [1])
        #expect(catalog.matches("équa", among: nil) == [2], "precomposed filter, decomposed label")
        #expect(catalog.matches("a", among: [1, 2]) == [1, 2])
        #expect(catalog.matches("", among: nil) == nil)
        #expect(catalog.matches("x", among: nil) == [])
    }
}

extension FormMachine<ValuesForm> {
    /// The focused field's name.
    func focusedNameOf(_ state: FormState<ValuesForm>) -> String {
        schema.fields[state.focus.field].name
    }
}
