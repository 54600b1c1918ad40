import FormChecker
import FormDiagnostics
import Testing

/// Issue 10, item 17: habits from other languages get a targeted hint.
@Suite struct HabitTests {
    @Test func comparingWithNilSaysWhatToWriteInstead() {
        let outcome = Harness.run(Harness.form(#"    field a: text? { label "A"; error "x" when value == nil }"#))
        #expect(outcome.ids == ["unknown-name"])
        let diagnostic = outcome.diagnostics.first
        #expect(diagnostic?.message.contains("no 'nil'") == true, "\(diagnostic?.message ?? "")")
        #expect(diagnostic?.notes.contains { $0.message.contains("required") && $0.message.contains("length == 0") } == true)
    }

    @Test func valueIsEmptyReportsOnce() {
        let outcome = Harness.run(Harness.form(#"    field a: text { label "A"; error "x" when value.isEmpty }"#))
        #expect(outcome.ids == ["unexpected-token"])
    }

    /// Issue 23 item 12: each habit is one error with one fix-it, and the
    /// spec with the fix-it applied has no problem at all.
    @Test(arguments: [
        (#"    field a: Int { label "A" }"#, "unexpected-token", "int"),
        (#"    field a: String? { label "A" }"#, "unexpected-token", "text"),
        (#"    field a: string { label "A" }"#, "unexpected-token", "text"),
        (#"    field a: int { label "A"; error "x" when a = 3 }"#, "unexpected-token", "=="),
        (#"    field a: choice { label "A"; multiple; option fever "Fever"; default "fever" }"#, "invalid-default", "[fever]"),
        (#"    field a: choice { label "A"; multiple; option fever "Fever"; default fever }"#, "invalid-default", "[fever]"),
        (#"    field a: choice { label "A"; option fever "Fever"; default "Fever" }"#, "invalid-default", "fever"),
        (#"    field a: choice { label "A"; option "fever" "Fever" }"#, "unexpected-token", "fever"),
        (#"    field a: choice { label "A"; option "No thanks" }"#, "unexpected-token", "noThanks "),
        (#"    field a: choice { label "A"; option fever "Fever"; default .fever }"#, "unexpected-token", ""),
        (#"    field a: text { label "A"; visible if a == "x" }"#, "unexpected-token", "when"),
        (#"    section "S" { visible if true == true; field a: text { label "A" } }"#, "unexpected-token", "when"),
        (#"    field a: text { label "A"; required "r" if a == "x"; enabled if a != "y"; error "e" if a == "z" }"#, "unexpected-token", "when"),
        (#"    field a: text { label: "A" }"#, "unexpected-token", ""),
        (#"    title: "T"; field a: text { label "A" }"#, "unexpected-token", ""),
    ])
    func habitHasOneErrorAndAFixIt(_ line: String, _ id: String, _ replacement: String) throws {
        let text = Harness.form(line)
        let outcome = Harness.run(text)
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        #expect(Set(errors.map(\.id.rawValue)) == [id], "\(outcome.all)")
        #expect(outcome.diagnostics.allSatisfy { $0.id.rawValue != "missing-label" && $0.id.rawValue != "empty-form" }, "\(outcome.all)")
        // Apply every fix-it (from the last): nothing is left to report.
        var bytes = Array(text.utf8)
        for fixIt in errors.flatMap(\.fixIts).sorted(by: { $0.range.bytes.lowerBound > $1.range.bytes.lowerBound }) {
            #expect(fixIt.replacement == replacement)
            bytes.replaceSubrange(fixIt.range.bytes, with: Array(fixIt.replacement.utf8))
        }
        #expect(errors.allSatisfy { $0.fixIts.count == 1 }, "\(errors.map(\.message))")
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(Harness.run(fixed).errors == [], "\(fixed)")
    }

    @Test func anOptionNamedTrueIsReservedAndItsDefaultIsNotReportedTwice() {
        let outcome = Harness.run(Harness.form(#"    field a: choice { label "A"; option true "Yes"; option no "No"; default true }"#))
        #expect(outcome.ids == ["reserved-name"])
        #expect(outcome.diagnostics.first?.fixIts.first?.replacement == "yes")
        let other = Harness.run(Harness.form(#"    field a: choice { label "A"; option true "Yes"; option no "No"; default 3 }"#))
        #expect(other.diagnostics.contains { $0.id == .invalidDefault && $0.message.contains("'default no'") }, "never suggests 'default true': \(other.diagnostics.map(\.message))")
    }
}
