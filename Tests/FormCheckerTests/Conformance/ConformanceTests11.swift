import Foundation
import Testing

/// Runs the version 1.1 conformance suite (`shared/conformance/specs-1.1/`,
/// LANGUAGE.md §13 and §14), read at test time with the same expectations
/// as `specs/`. The §14 (dates) cases belong to the `dates` work: each is
/// listed here by file name as an expected failure until it lands.
@Suite("Spec conformance 1.1")
struct ConformanceTests11 {
    static var directory: URL { ConformanceTests.conformanceDirectory("specs-1.1") }

    /// The cases that need §14 (dates), expected to fail until it is
    /// implemented, one by one by file name. `choice-type-mismatch.form`
    /// tests §13 too, but declares a `date?` field and calls `years(…)`.
    static let needsDates: Set<String> = ["dates.form", "invalid-date.form", "choice-type-mismatch.form"]

    @Test("the 1.1 suite is found")
    func suiteIsFound() {
        #expect(ConformanceTests.files("valid", in: Self.directory).count >= 1)
        #expect(ConformanceTests.files("invalid", in: Self.directory).count >= 4)
    }

    @Test("valid 1.1 specs produce no diagnostics at all", arguments: ConformanceTests.files("valid", in: directory))
    func valid(_ url: URL) throws {
        if Self.needsDates.contains(url.lastPathComponent) {
            withKnownIssue("LANGUAGE.md §14 (dates) is not implemented on this branch") {
                try ConformanceTests.checkValid(url)
            }
        } else {
            try ConformanceTests.checkValid(url)
        }
    }

    @Test("invalid 1.1 specs report exactly the expected errors", arguments: ConformanceTests.files("invalid", in: directory))
    func invalid(_ url: URL) throws {
        if Self.needsDates.contains(url.lastPathComponent) {
            withKnownIssue("LANGUAGE.md §14 (dates) is not implemented on this branch") {
                try ConformanceTests.checkInvalid(url)
            }
        } else {
            try ConformanceTests.checkInvalid(url)
        }
    }
}
