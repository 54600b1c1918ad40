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
}
