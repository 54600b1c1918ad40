import FormDiagnostics
import Foundation
import Testing

/// The §14 cases of `shared/conformance/specs-1.1/`, checked the way
/// ``ConformanceTests`` checks `shared/conformance/specs/`: valid specs give
/// no diagnostics, invalid ones exactly their `// expect:` errors.
@Suite("Spec conformance 1.1, dates (§14)")
struct DateConformanceTests {
    static var directory: URL {
        ConformanceTests.specsDirectory.deletingLastPathComponent().appendingPathComponent("specs-1.1")
    }

    @Test("valid/dates.form produces no diagnostics")
    func validDates() throws {
        let url = Self.directory.appendingPathComponent("valid/dates.form")
        let outcome = Harness.run(try String(contentsOf: url, encoding: .utf8), path: "dates.form")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.all)")
        let fields = try #require(outcome.model.forms.first).fields
        #expect(fields.map(\.type.description) == ["date", "date?", "text", "month", "text?"])
    }

    @Test("invalid/invalid-date.form reports exactly its expected errors")
    func invalidDate() throws {
        let url = Self.directory.appendingPathComponent("invalid/invalid-date.form")
        let text = try String(contentsOf: url, encoding: .utf8)
        let expectations = ConformanceTests.expectations(in: text)
        #expect(!expectations.isEmpty)
        let outcome = Harness.run(text, path: "invalid-date.form")
        var unmatched = outcome.diagnostics
        for expectation in expectations {
            if let index = unmatched.firstIndex(where: { $0.id.rawValue == expectation.id && expectation.lines.contains($0.range.start.line) }) {
                unmatched.remove(at: index)
            } else {
                Issue.record("expected \(expectation.id)@\(expectation.lines); got \(outcome.all)")
            }
        }
        #expect(unmatched.filter { $0.severity == .error }.isEmpty, "\(outcome.all)")
    }
}
