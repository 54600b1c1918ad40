import FormDiagnostics
import Foundation
import Testing
@testable import FormSyntax

/// The conformance specs, read from the shared folder at test time. The
/// parser's share: valid files parse cleanly; for invalid files, the ids the
/// parser owns are reported exactly where expected and the parser reports no
/// other error (the semantic ids belong to the checker's tests).
@Suite struct ConformanceSyntaxTests {
    static let syntaxIDs: Set<String> = [
        "invalid-encoding", "unterminated-string", "invalid-escape", "unexpected-token", "expression-too-deep",
    ]

    @Test func conformanceFolderIsPresent() {
        #expect(formFiles(in: conformanceFolder.appendingPathComponent("specs")).count >= 10)
    }

    @Test(arguments: formFiles(in: conformanceFolder.appendingPathComponent("specs/valid")))
    func validSpecParsesCleanly(url: URL) throws {
        let (_, diagnostics) = Parser.parse(SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url))))
        #expect(diagnostics.isEmpty, "\(idsAndLines(diagnostics))")
    }

    @Test(arguments: formFiles(in: conformanceFolder.appendingPathComponent("specs/invalid")))
    func invalidSpecHasTheExpectedSyntaxErrors(url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = text.split(separator: "\n").compactMap { line -> (String, [Int])? in
            guard line.hasPrefix("// expect: ") else { return nil }
            let parts = line.dropFirst("// expect: ".count).split(separator: "@")
            guard parts.count == 2 else { return nil }
            return (String(parts[0]), parts[1].split(separator: "|").compactMap { Int($0) })
        }
        #expect(!expected.isEmpty, "every invalid case declares its expectations")
        let (_, diagnostics) = Parser.parse(SourceFile(path: url.path, text: text))
        let expectedSyntax = expected.filter { Self.syntaxIDs.contains($0.0) }
        #expect(diagnostics.count == expectedSyntax.count, "\(idsAndLines(diagnostics))")
        for (id, lines) in expectedSyntax {
            #expect(diagnostics.contains { $0.id.rawValue == id && lines.contains($0.range.start.line) }, "\(id)@\(lines)")
        }
    }
}
