import FormDiagnostics
import Foundation
import Testing

/// Runs every spec of the conformance suite (`Tests/Conformance/specs/`, the
/// repository's copy of `shared/conformance/specs/`), read at test time.
@Suite("Spec conformance")
struct ConformanceTests {
    /// `Tests/Conformance/specs`.
    static var specsDirectory: URL { conformanceDirectory("specs") }

    /// `Tests/Conformance/<name>` (`specs`
    /// for version 1.0, `specs-1.1` for sections 13 and 14).
    static func conformanceDirectory(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Conformance
            .deletingLastPathComponent() // FormCheckerTests
            .deletingLastPathComponent() // Tests
            .deletingLastPathComponent() // repository root
            .appendingPathComponent("Tests/Conformance/\(name)")
    }

    static func files(_ folder: String, in base: URL = specsDirectory) -> [URL] {
        let directory = base.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".form") }.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test("the suite is found")
    func suiteIsFound() {
        #expect(Self.files("valid").count >= 1)
        #expect(Self.files("invalid").count >= 10)
    }

    @Test("valid specs produce no diagnostics at all", arguments: files("valid"))
    func valid(_ url: URL) throws {
        try Self.checkValid(url)
    }

    /// A valid spec: no diagnostics at all.
    static func checkValid(_ url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let outcome = Harness.run(text, path: url.lastPathComponent)
        #expect(outcome.diagnostics.isEmpty, "\(url.lastPathComponent): \(outcome.diagnostics.map { "\($0.id.rawValue)@\($0.range.start.line): \($0.message)" })")
    }

    @Test("invalid specs report exactly the expected errors", arguments: files("invalid"))
    func invalid(_ url: URL) throws {
        try Self.checkInvalid(url)
    }

    /// An invalid spec: exactly the `// expect:` errors, nothing else of error severity.
    static func checkInvalid(_ url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let expectations = expectations(in: text)
        #expect(!expectations.isEmpty, "\(url.lastPathComponent) has no expect lines")
        let outcome = Harness.run(text, path: url.lastPathComponent)
        var unmatched = outcome.diagnostics
        for expectation in expectations {
            if let index = unmatched.firstIndex(where: { $0.id.rawValue == expectation.id && expectation.lines.contains($0.range.start.line) }) {
                unmatched.remove(at: index)
            } else {
                Issue.record("\(url.lastPathComponent): expected \(expectation.id)@\(expectation.lines); got \(outcome.all)")
            }
        }
        let extraErrors = unmatched.filter { $0.severity == .error }
        #expect(extraErrors.isEmpty, "\(url.lastPathComponent): unexpected \(extraErrors.map { "\($0.id.rawValue)@\($0.range.start.line): \($0.message)" })")
    }

    struct Expectation {
        var id: String
        var lines: Set<Int>
    }

    /// `// expect: ID@LINE` or `// expect: ID@A|B` lines.
    static func expectations(in text: String) -> [Expectation] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard let range = line.range(of: "// expect:") else { return nil }
            let spec = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            let parts = spec.split(separator: "@", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let lines = Set(parts[1].split(separator: "|").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
            return Expectation(id: String(parts[0]), lines: lines)
        }
    }
}

@Suite("Example specs")
struct ExampleSpecTests {
    /// The repository's `specs/` folder.
    static var examples: [URL] {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".form") }.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test("the repository's example specs check without errors", arguments: examples)
    func example(_ url: URL) throws {
        let outcome = Harness.run(try String(contentsOf: url, encoding: .utf8), path: url.lastPathComponent)
        #expect(outcome.diagnostics.isEmpty, "\(url.lastPathComponent): \(outcome.diagnostics.map { "\($0.id.rawValue)@\($0.range.start.line): \($0.message)" })")
    }
}
