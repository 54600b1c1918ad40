import FormBreaking
import FormDiagnostics
import Foundation
import Testing

/// The proof of docs/BREAKING.md: for every spec pair, the old and the new
/// generated model are compiled into this test, seeded records the old model
/// accepts are encoded with `JSONEncoder` and read by the new one, and
/// `formc breaking` reports a wire finding exactly when some record does not
/// decode (or loses a value), and a validation finding exactly when some
/// record that decodes is refused by `validate(on: .submit)` or changed by
/// `normalized()`.
@Suite struct BreakingProofTests {
    /// Random records per pair, besides every field's edge values.
    static let randomRecords = 400

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BreakingProof")

    /// The findings `BreakingCheck` reports for a pair's spec files.
    static func findings(_ file: String) throws -> [Diagnostic] {
        func version(_ side: String) throws -> [SpecVersionFile] {
            let url = folder.appendingPathComponent(side).appendingPathComponent(file + ".form")
            guard FileManager.default.fileExists(atPath: url.path) else { return [] }
            let source = SourceFile(path: "\(side)/\(file).form", bytes: [UInt8](try Data(contentsOf: url)))
            let (compiled, diagnostics) = SpecVersionFile.compile(path: file + ".form", source: source)
            #expect(!diagnostics.contains { $0.severity == .error }, "\(side)/\(file).form has errors")
            return [compiled]
        }
        return BreakingCheck.compare(old: try version("Old"), new: try version("New"))
    }

    @Test(arguments: ProofPairs.all)
    func findingsAreExactlyWhatTheRecordsShow(pair: ProofPair) throws {
        let ids = try Self.findings(pair.file).filter { $0.severity == .error }.map(\.id)
        #expect(ids.sorted { $0.rawValue < $1.rawValue } == pair.expected.sorted { $0.rawValue < $1.rawValue }, "\(pair.file): formc breaking reports \(ids.map(\.rawValue))")

        let observation = pair.observe(Self.randomRecords)
        #expect(observation.accepted >= 30, "\(pair.file): only \(observation.accepted) records were accepted by the old model")
        let wire = ids.contains { $0.breakingCategory == .wire }
        let validation = ids.contains { $0.breakingCategory == .validation }
        #expect(wire == (observation.wireBreak != nil),
                "\(pair.file): wire finding \(wire), but \(observation.wireBreak.map { "the new model does not read \($0)" } ?? "every accepted record decodes whole")")
        #expect(validation == (observation.validationBreak != nil),
                "\(pair.file): validation finding \(validation), but \(observation.validationBreak.map { "the new model refuses \($0)" } ?? "the new model accepts all \(observation.decoded) records it decodes")")
    }

    @Test func thePairsCoverEveryFindingAndChangesThatBreakNothing() {
        let reported = Set(ProofPairs.all.flatMap(\.expected))
        let missing = DiagnosticID.breakingCases.filter { !reported.contains($0) }
        #expect(missing.isEmpty, "no pair shows \(missing.map(\.rawValue))")
        #expect(ProofPairs.all.count >= 30)
        let harmless = ProofPairs.all.filter { pair in !pair.expected.contains { $0.breakingCategory != .source } }
        #expect(harmless.count >= 15, "pairs that break neither wire nor validation exercise the other direction")
    }

    @Test func everySpecPairIsInTheProof() throws {
        var files: Set<String> = []
        for side in ["Old", "New"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent(side).path) where name.hasSuffix(".form") {
                files.insert(String(name.dropLast(5)))
            }
        }
        #expect(files == Set(ProofPairs.all.map(\.file)))
        #expect(Set(ProofPairs.all.map(\.file)).count == ProofPairs.all.count)
    }
}
