import Foundation
import Testing
import FormDiagnostics
import FormLanguageServer

/// The language server resolves `.x` to the option of the field the
/// checker compares it with (one reading, `OptionComparison`): on every
/// spec, what the checker reports as `unknown-option` is an option
/// reference the index finds undeclared in that same field, and in the
/// valid specs every option reference has its declaration.
@Suite("LSP features: option resolution agrees with the checker")
struct OptionResolutionTests {
    static var specs: [URL] {
        let shared = Specs.root.appendingPathComponent("Tests/Conformance")
        let folders = [Specs.root.appendingPathComponent("specs"), shared.appendingPathComponent("specs-1.1/valid"), shared.appendingPathComponent("specs-1.1/invalid")]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".form") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    static func analyse(_ text: String, uri: String = "file:///o.form") -> DocumentAnalysis {
        DocumentAnalysis(TextDocument(uri: uri, version: 1, text: text))
    }

    /// The option uses the index cannot tie to a declaration, and the
    /// ranges of the checker's `unknown-option` diagnostics.
    static func unresolved(_ analysis: DocumentAnalysis) -> (index: Set<Range<Int>>, checker: Set<Range<Int>>) {
        var index: Set<Range<Int>> = []
        for occurrence in analysis.index.occurrences where !occurrence.isDefinition {
            guard case .option = occurrence.key, analysis.index.definitions(of: occurrence.key).isEmpty else { continue }
            index.insert(occurrence.range)
        }
        let checker = Set(analysis.diagnostics.filter { $0.id == .unknownOption }.map { $0.range.start.offset..<$0.range.end.offset })
        return (index, checker)
    }

    @Test func everyUnknownOptionIsAnUnresolvedReference() throws {
        let files = Self.specs
        #expect(files.count > 5, "the specs and the 1.1 conformance specs are read")
        var checkedAny = false
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let analysis = Self.analyse(text, uri: file.absoluteString)
            let (index, checker) = Self.unresolved(analysis)
            #expect(checker.isSubset(of: index), "\(file.lastPathComponent): checker \(checker), index \(index)")
            if file.path.contains("/valid/") || file.path.contains("/specs/") {
                #expect(index.isEmpty, "\(file.lastPathComponent): every option reference is declared")
            }
            checkedAny = checkedAny || !checker.isEmpty
        }
        #expect(checkedAny, "some conformance spec reports unknown-option")
    }

    @Test func parenthesesValueAndEitherSideResolveAsTheCheckerDoes() {
        let text = """
        form F {
            field a: choice {
                option x "X"
                option y "Y"
                error "e" when (value) == .x || .y != value
            }
            field b: choice {
                option z "Z"
            }
            field c: text? {
                visible when (a) == (.y) && b == .x
            }
        }

        """
        let analysis = Self.analyse(text)
        let (index, checker) = Self.unresolved(analysis)
        #expect(index == checker, "only b == .x is unknown: \(index) vs \(checker)")
        #expect(index.count == 1)
        let y = analysis.index.occurrences(of: .option(form: "F", field: "a", name: "y"))
        #expect(y.count == 3, "its declaration, .y != value, (a) == (.y)")
    }
}
