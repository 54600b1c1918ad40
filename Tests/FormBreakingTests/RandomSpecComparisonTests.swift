import FormBreaking
import FormDiagnostics
import FormTestSupport
import Testing

/// `formc breaking` over random valid specs (every type, formatter,
/// condition and section shape the generator writes): a spec compared with
/// itself breaks nothing, and two unrelated specs of one form name compare
/// without a crash, every finding naming a subject an accept comment can.
@Suite struct RandomSpecComparisonTests {
    static let seed = RandomSpecGenerator.seedForThisRun("RandomSpecComparisonTests")

    @Test func aSpecComparedWithItselfBreaksNothing() {
        var generator = RandomSpecGenerator(random: SeededRandom(seed: Self.seed))
        for index in 0..<60 {
            let spec = generator.spec(index: index)
            let findings = Breaking.compare(spec, spec)
            #expect(findings.isEmpty, "seed \(Self.seed), spec \(index): \(findings.map(\.message))\n\(spec)")
        }
    }

    @Test func unrelatedVersionsOfAFormCompare() {
        var generator = RandomSpecGenerator(random: SeededRandom(seed: Self.seed ^ 0x5EED))
        var seen: Set<DiagnosticID> = []
        for _ in 0..<60 {
            let old = generator.spec(index: 1)
            let new = generator.spec(index: 1)
            for finding in Breaking.compare(old, new) {
                seen.insert(finding.id)
                let accept = finding.notes.last?.message ?? ""
                #expect(accept.contains("// formc:accept \(finding.id.rawValue) Random1"), "\(accept)")
            }
        }
        #expect(seen.count >= 8, "random versions show many kinds of finding: \(seen.map(\.rawValue).sorted())")
    }
}
