import FormChecker
import FormRuntime
import Foundation
import Testing

/// The vector files run with the checker's real `ChainResolver` and CLDR
/// `LocaleTable`, as `formc try --vectors` does.
@Suite struct ResolverVectorTests {
    struct ResolveFailure: Error, CustomStringConvertible {
        var description: String
    }

    static func makeChain(_ vector: FormatterVector) throws -> FormatterChain {
        guard let locale = LocaleTable.rules(for: vector.locale) else {
            throw ResolveFailure(description: "unknown locale \(vector.locale)")
        }
        switch ChainResolver.resolve(source: vector.chain, type: vector.type.base, locale: locale) {
        case let .success(chain): return chain
        case let .failure(error): throw ResolveFailure(description: error.diagnostics.map(\.message).joined(separator: "; "))
        }
    }

    @Test func sharedConformanceVectorsPass() throws {
        let url = ConformanceVectorTests.packageRoot.appendingPathComponent("../shared/conformance/formatters.tsv").standardizedFileURL
        let vectors = try ConformanceVectorTests.load(url)
        #expect(vectors.count >= 70)
        let report = FormatterVectorRunner.run(vectors, makeChain: Self.makeChain)
        #expect(report.allPassed, "\(report)")
    }

    @Test func runtimeVectorsPassWithTheResolver() throws {
        let url = ConformanceVectorTests.packageRoot.appendingPathComponent("Tests/FormRuntimeTests/Vectors/runtime-vectors.tsv")
        let report = FormatterVectorRunner.run(try ConformanceVectorTests.load(url), makeChain: Self.makeChain)
        #expect(report.allPassed, "\(report)")
    }
}
