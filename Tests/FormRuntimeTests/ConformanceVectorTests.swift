import Foundation
import FormRuntime
import Testing

/// The shared conformance vectors and the runtime's own vectors, run through
/// the public vector runner.
@Suite struct ConformanceVectorTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func load(_ url: URL) throws -> [FormatterVector] {
        try FormatterVectorFile.parse(String(contentsOf: url, encoding: .utf8))
    }

    @Test func sharedConformanceVectorsPassWithFixtureChains() throws {
        let url = Self.packageRoot.appendingPathComponent("../shared/conformance/formatters.tsv").standardizedFileURL
        let vectors = try Self.load(url)
        #expect(vectors.count >= 70)
        let report = FormatterVectorRunner.run(vectors, makeChain: TestChainParser.chain(for:))
        #expect(report.allPassed, "\(report)")
    }

    @Test func runtimeVectorsPass() throws {
        let url = Self.packageRoot.appendingPathComponent("Tests/FormRuntimeTests/Vectors/runtime-vectors.tsv")
        let vectors = try Self.load(url)
        #expect(vectors.count >= 150)
        let report = FormatterVectorRunner.run(vectors, makeChain: TestChainParser.chain(for:))
        #expect(report.allPassed, "\(report)")
    }
}
