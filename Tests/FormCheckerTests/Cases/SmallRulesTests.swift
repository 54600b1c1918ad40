import FormChecker
import FormDiagnostics
import Testing

/// Issue 10, item 21: smaller holes in what the checker accepts and says.
@Suite struct SmallRulesTests {
    let labelled = #"form F { field a: text { label "A" } }"#

    @Test func translationsNeedALanguageIdentifier() {
        #expect(Harness.run(labelled + "\ntranslations \"french\" { \"A\" = \"A\" }").ids == ["unknown-locale"])
        #expect(Harness.run(labelled + "\ntranslations \"fr\" { \"A\" = \"A\" }").ids.isEmpty)
        #expect(Harness.run(labelled + "\ntranslations \"pt-BR\" { \"A\" = \"A\" }").ids.isEmpty)
    }

    @Test func aMinusSignEqualToASeparatorIsAmbiguous() {
        let spec = "locale \"xx\" { base \"en_US\"; minus \",\" }\nform F { locale \"xx\"; field a: int { label \"A\" } }"
        #expect(Harness.run(spec).ids == ["ambiguous-separators"])
        let fine = "locale \"xx\" { base \"en_US\"; minus \"−\" }\nform F { locale \"xx\"; field a: int { label \"A\" } }"
        #expect(Harness.run(fine).ids.isEmpty)
    }

    @Test func aListTakesNoDefault() {
        #expect(Harness.run(#"form F { list a: text { label "A"; default "x" } }"#).ids == ["unknown-attribute"])
    }

    @Test func repeatsFarApartAreStillFound() {
        let limits = (1...40).map { "limit(\(1_000 - $0))" }.joined(separator: " | ")
        let spec = "form F { field a: text { label \"A\"; format digits | \(limits) | digits } }"
        let outcome = Harness.run(spec)
        let lastDigits = spec.utf8.count - " } }".utf8.count - "digits".utf8.count
        #expect(outcome.diagnostics.contains { $0.id == .redundantFormatter && $0.range.start.offset == lastDigits })
    }

    @Test func aHugeLimitIsAnOverflowNotTooSmall() {
        let outcome = Harness.run(#"form F { field a: text { label "A"; format limit(99999999999999999999) } }"#)
        #expect(outcome.ids == ["int-overflow"])
        #expect(outcome.diagnostics.first?.message.contains("at least 1") == false)
    }

    @Test func minOnAFieldSuggestsAConditionThatTypeChecks() {
        func note(_ type: String) -> String {
            Harness.run("form F { field a: \(type) { label \"A\"; min 3 } }").diagnostics.first?.notes.first?.message ?? ""
        }
        #expect(note("text").contains("'length < 3'"))
        #expect(note("int").contains("'value < 3'"))
        #expect(!note("bool").contains("value <"))
    }

    @Test func anIntNotAInt() {
        let message = Harness.run(#"form F { field a: int { label "A"; default "x" } }"#).diagnostics.first?.message ?? ""
        #expect(message.contains("an int field"), "\(message)")
    }
}
