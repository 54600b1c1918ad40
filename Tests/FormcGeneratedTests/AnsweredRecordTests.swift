import FormcGenerated
import FormRuntime
import FormTerminal
import Testing

/// LANGUAGE.md §18 "Blank and answered" in the terminal: `fillInTerminal()`
/// (`initial: nil`) is a blank form; `fillInTerminal(initial: record)` starts
/// with every field answered, so a record whose choice is the first option,
/// or whose number is 0, keeps it (issue 21 item 5).
@Suite struct AnsweredRecordTests {
    /// A record whose `sex` and `country` are their first options.
    static let record = Intake(name: "Ann", sex: .female, age: 0, guardian: "Bob", country: .fr, agree: true)

    static func index(_ name: String) -> Int {
        Intake.schema.fields.firstIndex { $0.name == name } ?? -1
    }

    @Test func aRecordStartsAnsweredInTheMachine() {
        let machine = FormMachine.generated(Intake.self)
        let state = machine.initialState(Self.record)
        let values = machine.values(of: state)
        #expect(values.fields["sex"] == .choice("female"), "the first option is the record's answer")
        #expect(values.fields["country"] == .choice("fr"))
        #expect(values.fields["age"] == .int(0), "0 is the record's answer")
        #expect(state.fields[Self.index("age")].rows[0].text == "0")
    }

    @Test func aBlankFormStartsUnansweredInTheMachine() {
        let machine = FormMachine.generated(Intake.self)
        let state = machine.initialState()
        let values = machine.values(of: state)
        #expect(values.fields["sex"] == FieldValue.none)
        #expect(values.fields["age"] == FieldValue.none)
        #expect(state.fields[Self.index("age")].rows[0].text == "")
    }

    @Test func aRecordKeepsItsFirstOptionInLineMode() {
        // Every answer empty: keep what each field holds.
        var io = ScriptedIO(answers: Array(repeating: "", count: 20))
        let result = TerminalForm.fill(Self.record, io: &io, environment: ["LANG": "en_US.UTF-8"])
        #expect(result == Self.record, "\(io.output)")
        #expect(!io.output.contains("is required"), "\(io.output)")
    }

    @Test func aBlankFormAsksForTheChoiceInLineMode() {
        var io = ScriptedIO(answers: ["Ann"] + Array(repeating: "", count: 20))
        let result = TerminalForm.fill(Intake?.none, io: &io, environment: ["LANG": "en_US.UTF-8"])
        #expect(result == nil, "an unanswered choice is never submitted as its first option")
        #expect(io.output.contains("required"), "\(io.output)")
    }
}
