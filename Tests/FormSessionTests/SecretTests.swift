import AdversarialGenerated
import FormRuntime
import FormSession
import FormTerminal
import FormcGenerated
import Foundation
import Testing
import ValuesFormOracle

/// LANGUAGE.md §8, §21 "Secrets" (issue 29 item 4): no description,
/// debugDescription, `dump`, `Mirror` child, values entry, edit, error or
/// log of any type that holds a secure field's text shows it: they show
/// `•••`. Each type is walked with `dump` and, child by child, with `Mirror`,
/// `String(describing:)` and `String(reflecting:)`.
@Suite struct SecretTests {
    static let secret = "8642"
    static let today = FormDate(checkedYear: 2026, month: 11, day: 25)

    /// Where `value` shows the secret: its dump, its descriptions, and those
    /// of every child its mirror reaches (to a depth of 8).
    static func leaks(_ value: Any, _ name: String) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        var found = dumped.contains(secret) ? ["dump(\(name))"] : []
        walk(value, path: name, depth: 0, into: &found)
        return found
    }

    private static func walk(_ value: Any, path: String, depth: Int, into found: inout [String]) {
        if String(describing: value).contains(secret) || String(reflecting: value).contains(secret) { found.append(path) }
        guard depth < 8 else { return }
        for (offset, child) in Mirror(reflecting: value).children.enumerated() {
            walk(child.value, path: path + "." + (child.label ?? "\(offset)"), depth: depth + 1, into: &found)
        }
    }

    static func record() -> Intake {
        var record = Intake(fieldValues: FormValues())
        record.name = "Ann"
        record.pin = secret
        return record
    }

    @Test func aGeneratedModelAndItsValuesShowNoSecret() {
        let record = Self.record()
        #expect(Self.leaks(record, "model").isEmpty)
        #expect(Self.leaks(record.fieldValues, "fieldValues").isEmpty)
        #expect(record.fieldValues.fields["pin"] == .text(Self.secret), "the value itself is there, for the program")
        #expect(Mirror(reflecting: record).children.contains { $0.label == "pin" && String(describing: $0.value) == "•••" })
        #expect(Mirror(reflecting: record).children.contains { $0.label == "name" && ($0.value as? String) == "Ann" }, "typed values")
        var hostile = HostileInput(fieldValues: FormValues())
        hostile.pin = Self.secret
        #expect(Self.leaks(hostile, "hostile").isEmpty)
        #expect(Self.leaks(hostile.fieldValues, "hostile.fieldValues").isEmpty)
    }

    @Test func aSessionAndItsEditsShowNoSecret() throws {
        var session = FormSession<Intake>(today: Self.today)
        session.replace(.name, utf16: 0..<0, with: "Ann")
        let edit = session.replace(.pin, utf16: 0..<0, with: Self.secret)
        #expect(edit.text == Self.secret, "the binding gets the text to show as dots")
        #expect(Self.leaks(edit, "edit").isEmpty)
        #expect(Self.leaks(session, "session").isEmpty)
        #expect(String(describing: session).contains("name: \"Ann\""), "other fields are shown")
        session.setMarkedText(.pin, utf16: 4..<4, marked: "\(Self.secret)")
        #expect(Self.leaks(session, "composing session").isEmpty)
        #expect(throws: AnswerRefusal.self) { try session.setAnswer(.pin, .int(8642)) }
        do {
            try session.setAnswer(.pin, .int(8642))
        } catch {
            #expect(Self.leaks(error, "refusal").isEmpty)
        }
        if case .failure(let errors) = session.submit() { #expect(Self.leaks(errors, "errors").isEmpty) }
        #expect(Self.leaks(FormSession(editing: Self.record(), today: Self.today), "editing").isEmpty)
    }

    @MainActor
    @Test func aFormModelShowsNoSecret() {
        let model = FormModel(editing: Self.record(), today: Self.today)
        model.replace(.name, utf16: 3..<3, with: "e")
        #expect(Self.leaks(model, "model").isEmpty)
        #expect(Self.leaks(model.session, "model.session").isEmpty)
        #expect(String(describing: model.session).contains("Anne"), "the session shows what fields hold")
    }

    @Test func theTerminalsAndLineModesSessionsShowNoSecret() {
        let machine = FormMachine.generated(Intake.self)
        var state = machine.initialState(Self.record())
        #expect(Self.leaks(state, "state").isEmpty)
        #expect(Self.leaks(machine.values(of: state), "values").isEmpty)
        while state.focus.field != 9 { _ = machine.update(&state, .tab) }
        _ = machine.update(&state, .ctrl("u"))
        _ = machine.update(&state, .paste(Self.secret))
        #expect(machine.values(of: state).fields["pin"] == .text(Self.secret))
        #expect(Self.leaks(state, "typed state").isEmpty)
        let form = ValuesForm(schema: Intake.schema, values: Self.record().fieldValues, rules: FormValidator.generated(Intake.self))
        #expect(Self.leaks(form, "values form").isEmpty)
        #expect(Self.leaks(FormSession(form: form, editing: true, today: Self.today), "values session").isEmpty)
    }
}
