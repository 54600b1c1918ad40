import FormBreaking
import Foundation
import FormDiagnostics
import Testing

/// The examples on the `formc explain` pages of `formc breaking`'s findings
/// are real: the spec before the `// after` line and the one after it give
/// the finding, and the fixed example, compared with the same spec before,
/// does not (or accepts it with a comment).
@Suite struct ExplanationPairTests {
    /// The example's two versions.
    static func versions(_ example: String) -> (old: String, new: String)? {
        let lines = example.split(separator: "\n", omittingEmptySubsequences: false)
        guard let marker = lines.firstIndex(of: "// after") else { return nil }
        return (lines[..<marker].joined(separator: "\n") + "\n", lines[(marker + 1)...].joined(separator: "\n") + "\n")
    }

    @Test(arguments: DiagnosticID.breakingCases)
    func exampleGivesItsFinding(id: DiagnosticID) throws {
        let (old, new) = try #require(Self.versions(id.explanation.example), "\(id.rawValue): no '// after' line")
        let found = Breaking.compare(old, new).filter { $0.severity == .error }.map(\.id)
        #expect(found.contains(id), "example of \(id.rawValue) gave \(found.map(\.rawValue))")
    }

    @Test(arguments: DiagnosticID.breakingCases)
    func fixedExampleIsFreeOfIt(id: DiagnosticID) throws {
        let (old, _) = try #require(Self.versions(id.explanation.example))
        let fixed = id.explanation.fixedExample + "\n"
        let findings = Breaking.compare(old, fixed).filter { $0.id == id }
        #expect(findings.allSatisfy { $0.severity == .note }, "fixed example of \(id.rawValue) still gives it unaccepted")
    }

    @Test(arguments: DiagnosticID.breakingCases)
    func thePageSaysHowToAccept(id: DiagnosticID) {
        let page = DiagnosticExplanation.renderExplainPage(for: id).replacingOccurrences(of: "\n", with: " ")
        #expect(page.hasPrefix("error[\(id.rawValue)]: "))
        #expect(page.contains("`formc breaking` finding of the \(id.breakingCategory?.rawValue ?? "?") category"))
        #expect(page.contains("// formc:accept \(id.rawValue) SUBJECT: REASON"))
        #expect(!page.contains("formc:ignore"))
    }
}
