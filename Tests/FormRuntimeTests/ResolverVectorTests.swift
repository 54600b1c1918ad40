import FormChecker
import FormRuntime
import FormTooling
import Foundation
import Testing

/// The shared conformance vectors and the runtime's own vectors, run through
/// the public vector runner with the checker's real `ChainResolver` and CLDR
/// `LocaleTable`, as `formc try --vectors` does.
@Suite struct ResolverVectorTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func load(_ url: URL) throws -> [FormatterVector] {
        try FormatterVectorFile.parse(String(contentsOf: url, encoding: .utf8))
    }

    @Test func sharedConformanceVectorsPass() throws {
        let url = Self.packageRoot.appendingPathComponent("Tests/Conformance/formatters.tsv").standardizedFileURL
        let vectors = try Self.load(url)
        #expect(vectors.count >= 70)
        let report = FormatterVectorRunner.run(vectors)
        #expect(report.allPassed, "\(report)")
    }

    /// `shared/conformance/formatters-precisions.tsv`: §5 made more precise
    /// (issue 10, item 15).
    @Test func sharedPrecisionVectorsPass() throws {
        let url = Self.packageRoot.appendingPathComponent("Tests/Conformance/formatters-precisions.tsv").standardizedFileURL
        let vectors = try Self.load(url)
        #expect(vectors.count >= 16)
        let report = FormatterVectorRunner.run(vectors)
        #expect(report.allPassed, "\(report)")
    }

    @Test func runtimeVectorsPassWithTheResolver() throws {
        let url = Self.packageRoot.appendingPathComponent("Tests/FormRuntimeTests/Vectors/runtime-vectors.tsv")
        let vectors = try Self.load(url)
        #expect(vectors.count >= 150)
        let report = FormatterVectorRunner.run(vectors)
        #expect(report.allPassed, "\(report)")
    }
}

@Suite struct TestLocaleFixtureTests {
    @Test func everyFixtureLocaleComesFromTheTable() {
        for identifier in TestLocales.identifiers {
            #expect(LocaleTable.rules(for: identifier)?.identifier == identifier)
        }
    }
}
