import FormChecker
@testable import FormRuntime
import FormTooling
import Foundation
import Testing

/// Every vector file through both implementations of each formatter: the
/// scalar fast path (taken whenever the text allows, as in the other vector
/// tests) and the `Character` path alone, so a fix must hold in whichever
/// path runs (issue 10, item 15).
@Suite struct BothPathsVectorTests {
    static let files = [
        "Tests/Conformance/formatters.tsv",
        "Tests/Conformance/formatters-precisions.tsv",
        "Tests/FormRuntimeTests/Vectors/runtime-vectors.tsv",
    ]

    @Test(arguments: files)
    func vectorsPassOnTheCharacterPathAlone(file: String) throws {
        let url = ResolverVectorTests.packageRoot.appendingPathComponent(file).standardizedFileURL
        let vectors = try ResolverVectorTests.load(url)
        #expect(!vectors.isEmpty)
        var report = VectorReport()
        for vector in vectors {
            let failure: VectorFailure?
            do {
                failure = FormatterVectorRunner.check(vector, chain: try FormatterVectorRunner.chain(for: vector).characterPathOnly())
            } catch {
                Issue.record("\(error)")
                continue
            }
            if let failure { report.failures.append(failure) } else { report.passed += 1 }
        }
        #expect(report.allPassed, "\(report)")
    }

    @Test(arguments: files)
    func vectorsPassWithTheFastPathWhereTheChainHasOne(file: String) throws {
        let url = ResolverVectorTests.packageRoot.appendingPathComponent(file).standardizedFileURL
        let vectors = try ResolverVectorTests.load(url)
        var fast = 0
        let report = FormatterVectorRunner.run(vectors)
        for vector in vectors where (try? FormatterVectorRunner.chain(for: vector))?.hasFastPath == true {
            fast += 1
        }
        #expect(report.allPassed, "\(report)")
        #expect(fast > 0, "no vector of \(file) has a chain with a fast path")
    }
}
