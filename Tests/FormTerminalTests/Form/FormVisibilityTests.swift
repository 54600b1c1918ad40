import FormRuntime
import FormSession
@testable import FormTerminal
import Testing

/// `visible when` and sections (LANGUAGE.md §13) in the state machine and view.
@Suite struct FormVisibilityTests {
    let machine = ChoiceFixtures.machine

    /// The focus order from the first field, by Tab.
    func focusOrder(_ state: FormState<ValuesForm>, in machine: FormMachine<ValuesForm> = ChoiceFixtures.machine) -> [String] {
        var state = state
        var order = [ChoiceFixtures.focusedName(state, in: machine)]
        for _ in 0..<machine.schema.fields.count {
            state = machine.update(state, .tab).0
            let name = ChoiceFixtures.focusedName(state, in: machine)
            if order.last != name { order.append(name) }
        }
        return order
    }

    @Test func hiddenFieldsAreNeitherDrawnNorFocusedAndTheLayoutFollowsWhileTyping() throws {
        var state = machine.initialState()
        #expect(focusOrder(state) == ["name", "country", "toppings", "pickup", "street", "zip"], "note is hidden")
        var lines = ChoiceFixtures.lines(state)
        #expect(lines.contains("Shipping") && lines.contains("  Street") && !lines.contains("  Olive note"))
        let before = lines.count
        // Pickup hides the shipping section, heading and all.
        state = ChoiceFixtures.focus("pickup", state)
        state = machine.run(state, [.character(" ")]).0
        lines = ChoiceFixtures.lines(state)
        #expect(!lines.contains("Shipping") && !lines.contains("Where we send your order"))
        #expect(!lines.contains("  Street") && !lines.contains("  ZIP"))
        #expect(lines.count == before - 3 - 8, "heading (3 lines) and two fields (4 lines each) gone")
        #expect(machine.run(state, [.tab]).0.focus == state.focus, "nothing to tab to after pickup")
        // Olives show the note, between toppings and pickup in the order.
        state = machine.run(state, [.shiftTab, .down, .character(" ")]).0
        #expect(machine.values(of: state).fields["toppings"] == .choices(["olives"]))
        lines = ChoiceFixtures.lines(state)
        #expect(lines.contains("  Olive note"))
        #expect(focusOrder(ChoiceFixtures.focus("name", machine.run(state, [.shiftTab, .shiftTab, .shiftTab]).0))
            == ["name", "country", "toppings", "pickup", "note"])
        // Hidden fields keep their values.
        state = ChoiceFixtures.focus("pickup", machine.initialState(FormValues(fields: ["street": .text("Main St")])))
        state = machine.run(state, [.character(" "), .character(" ")]).0
        #expect(machine.values(of: state).fields["street"] == .text("Main St"))
        state = machine.run(state, [.character(" ")]).0
        #expect(machine.values(of: state).fields["street"] == .text("Main St"), "kept while hidden")
    }

    @Test func aHiddenFieldDoesNotBlockSubmission() {
        // zip is a non-optional int left empty and street is required: both hidden by pickup.
        var state = machine.initialState(FormValues(fields: ["country": .choice("de"), "toppings": .choices(["ham"])]))
        state = ChoiceFixtures.focus("pickup", state)
        state = machine.run(state, [.enter, .enter, .enter]).0
        #expect(state.outcome == nil, "street and zip are visible and empty")
        #expect(ChoiceFixtures.focusedName(state) == "street")
        #expect(state.fields[4].message == "Enter a street")
        #expect(state.fields[5].message == "ZIP is required")
        state = machine.run(state, [.shiftTab]).0
        #expect(ChoiceFixtures.focusedName(state) == "pickup")
        let (done, effects) = machine.run(state, [.character(" "), .enter])
        #expect(effects.count == 1, "\(done.fields.map(\.message))")
        #expect(done.fields[4].message == nil && done.fields[5].message == nil)
    }

    @Test func theFocusedFieldBecomingHiddenMovesFocusOn() {
        // A field that hides itself when it holds "hide".
        let schema = FormSchema(name: "Self", fields: [
            FieldSchema(name: "a", type: FieldTypeRef(.text), label: "A", hasVisibilityCondition: true),
            FieldSchema(name: "b", type: FieldTypeRef(.text), label: "B"),
        ])
        let validator = FormValidator(validate: { _, _ in [] }, isEnabled: { _, _ in true },
                                      isVisible: { values, name in name != "a" || values.text("a") != "hide" },
                                      conditionallyVisibleFields: schema.conditionallyVisibleFieldNames)
        let machine = FormMachine(schema: schema, locale: .enUS, validator: validator)
        let state = machine.run(machine.initialState(), FormFixtures.type("hide")).0
        #expect(machine.focusedNameOf(state) == "b")
        #expect(!ChoiceFixtures.lines(state, in: machine).contains("  A"))
        #expect(ChoiceFixtures.lines(state, in: machine).contains("› B"))
    }

    @Test func aSectionHeadingIsBoldUnderlinedWithItsCaptionDimmedAboveItsFirstVisibleField() throws {
        // The section's first field has its own condition: the heading moves to the next one.
        let schema = FormSchema(name: "S", title: "T", fields: [
            FieldSchema(name: "wide", type: FieldTypeRef(.bool), label: "Wide"),
            FieldSchema(name: "first", type: FieldTypeRef(.text), label: "First", sectionIndex: 0, hasVisibilityCondition: true),
            FieldSchema(name: "second", type: FieldTypeRef(.text), label: "Second", sectionIndex: 0),
            FieldSchema(name: "other", type: FieldTypeRef(.text), label: "Other", sectionIndex: 1),
        ], sections: [SectionSchema(title: "Part one", caption: "About you"), SectionSchema(title: "Part two")])
        let validator = FormValidator(validate: { _, _ in [] }, isEnabled: { _, _ in true },
                                      isVisible: { values, name in name != "first" || values.bool("wide") == true },
                                      conditionallyVisibleFields: schema.conditionallyVisibleFieldNames)
        let machine = FormMachine(schema: schema, locale: .enUS, validator: validator)
        var state = machine.initialState()
        var drawing = FormView(machine: machine).draw(state)
        var texts = drawing.frame.lines.map(\.text)
        let heading = try #require(texts.firstIndex(of: "Part one"))
        #expect(drawing.frame.lines[heading].segments == [StyledLine.Segment("Part one", style: TextStyle(bold: true, underline: true))])
        #expect(drawing.frame.lines[heading + 1] == StyledLine("About you", style: .dim))
        #expect(texts[heading + 2].isEmpty)
        #expect(texts[heading + 3] == "  Second")
        #expect(drawing.fieldLines[1].isEmpty, "the hidden first field draws nothing")
        #expect(drawing.fieldLines[2].lowerBound == heading, "the heading belongs to the first visible field")
        #expect(texts.contains("Part two"))
        state = machine.run(state, [.character(" ")]).0
        drawing = FormView(machine: machine).draw(state)
        texts = drawing.frame.lines.map(\.text)
        let moved = try #require(texts.firstIndex(of: "Part one"))
        #expect(texts[moved + 3] == "  First")
        #expect(texts.filter { $0 == "Part one" }.count == 1)
        #expect(drawing.fieldLines[1].lowerBound == moved)
    }

    @Test func headingsAndHiddenFieldsScrollLikeTheFullDraw() {
        // Equivalence of the per-keystroke screen with the full draw, through visibility changes.
        let events: [KeyEvent] = FormFixtures.type("Ada") + [.tab] + FormFixtures.type("ger") + [.enter, .down, .character(" "),
            .tab, .character(" "), .character(" "), .tab, .tab] + FormFixtures.type("12") + [.shiftTab, .shiftTab, .character(" "),
            .shiftTab, .character(" "), .enter, .enter]
        let view = FormView(machine: machine)
        for (width, height) in [(80, 24), (80, 8), (20, 5), (12, 3)] {
            var state = machine.initialState()
            for event in [KeyEvent.resize] + events {
                state = machine.update(state, event).0
                let fast = view.screen(state, width: width, height: height)
                let full = view.screenByFullDraw(state, width: width, height: height)
                #expect(fast.viewport == full.viewport, "\(event) at \(width)×\(height)")
                #expect(fast.visibleFrame(width: width) == full.clippedFrame(width: width), "\(event) at \(width)×\(height)")
                #expect(fast.visibleFrame(width: width).lines.contains { $0.text.hasPrefix("›") || $0.text.hasPrefix("  ›") }
                    || state.outcome != nil || height < 5, "the focused field is in view: \(event) at \(width)×\(height)")
                state.scrollRow = fast.viewport.firstRow
            }
        }
    }

    @Test func theFirstVisibleFieldBringsTheTitleBackWhenScrolling() {
        let schema = FormSchema(name: "H", title: "Title", fields: [
            FieldSchema(name: "gone", type: FieldTypeRef(.text), label: "Gone", hasVisibilityCondition: true),
        ] + (0..<6).map { FieldSchema(name: "f\($0)", type: FieldTypeRef(.text), label: "F\($0)") })
        let validator = FormValidator(validate: { _, _ in [] }, isEnabled: { _, _ in true },
                                      isVisible: { _, name in name != "gone" }, conditionallyVisibleFields: ["gone"])
        let machine = FormMachine(schema: schema, locale: .enUS, validator: validator)
        let view = FormView(machine: machine)
        var state = machine.run(machine.initialState(), [.tab, .tab, .tab, .tab]).0
        state.scrollRow = view.screen(state, width: 80, height: 6).viewport.firstRow
        #expect(state.scrollRow > 0)
        state = machine.run(state, [.shiftTab, .shiftTab, .shiftTab, .shiftTab]).0
        #expect(machine.focusedNameOf(state) == "f0")
        #expect(view.screen(state, width: 80, height: 6).viewport.firstRow == 0, "f0 is the first field drawn")
    }
}
