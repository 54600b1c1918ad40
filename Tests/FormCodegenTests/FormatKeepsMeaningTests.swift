import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen

/// Issue 10, item 16: `formc format` keeps every comment attached to the same
/// token, so what `check` reports (after `// formc:ignore`) and the code
/// `generate` writes (doc comments included) are the same before and after.
@Suite struct FormatKeepsMeaningTests {
    /// Specs whose comments sit where the printer used to move them.
    static let commentSpecs: [(String, String)] = [
        ("ignore after a one-line field", """
        form F {
            field a: text { label "A" } // formc:ignore missing-label
            field b: text
        }
        """),
        ("doc comment after a one-line field", """
        form F {
            field a: text { label "A" } /// The second field.
            field b: text { label "B" }
        }
        """),
        ("block comments inside a chain", """
        form F {
            field a: text { label "A"; format /* a */ digits | /* b */ limit(3) }
        }
        """),
        ("comments inside a header and a condition", """
        form F {
            field a: /* kind */ text { /* first */ label "A"; error "x" when length > 1 || // long
                length < 0 }
            list b: text { label "B" } // formc:ignore redundant-formatter
            field c: text { label "C"; format digits | digits }
        }
        """),
    ]

    /// Every spec of the repository, the shared conformance specs and the
    /// local fuzz corpus (when one was made with Fuzz/seeds.sh).
    static var specFiles: [URL] {
        let folders = ["specs", "Tests/Adversarial/Spec", "Tests/Conformance/specs", "Fuzz/corpus/format", "Fuzz/corpus/compiler"]
        return folders.flatMap { folder -> [URL] in
            let root = packageRoot.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
            return enumerator.compactMap { $0 as? URL }.filter { url in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                    && (url.pathExtension == "form" || folder.hasPrefix("Fuzz/"))
            }
        }.sorted { $0.path < $1.path }
    }

    /// What check says, without positions: formatting moves lines.
    static func meaning(_ bytes: [UInt8], path: String) -> (diagnostics: [String], generated: [String])? {
        let source = SourceFile(path: path, bytes: bytes)
        let (syntax, parseDiagnostics) = Parser.parse(source)
        guard !parseDiagnostics.contains(where: { $0.severity == .error }) else { return nil }
        let (checked, checkDiagnostics) = Checker.check(syntax)
        let shown = DiagnosticPolicy().apply(to: parseDiagnostics + checkDiagnostics, ignored: syntax.ignoreDirectives())
        let diagnostics = shown.map { "\($0.severity) [\($0.id.rawValue)] \($0.message)" }.sorted()
        guard !shown.contains(where: { $0.severity == .error }) else { return (diagnostics, []) }
        let generated = GeneratedFiles.generate(checked, specName: "Spec.form").map(\.content)
        return (diagnostics, generated)
    }

    static func expectFormattingKeepsMeaning(_ bytes: [UInt8], name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let before = meaning(bytes, path: "spec.form") else { return }
        let (syntax, _) = Parser.parse(SourceFile(path: "spec.form", bytes: bytes))
        let formatted = Printer.format(syntax)
        guard let after = meaning(Array(formatted.utf8), path: "spec.form") else {
            Issue.record("\(name): the formatted text does not parse:\n\(formatted)", sourceLocation: sourceLocation)
            return
        }
        #expect(after.diagnostics == before.diagnostics, "\(name): check output changed:\n\(formatted)", sourceLocation: sourceLocation)
        #expect(after.generated == before.generated, "\(name): generated code changed:\n\(formatted)", sourceLocation: sourceLocation)
        let (again, _) = Parser.parse(SourceFile(path: "spec.form", text: formatted))
        #expect(Printer.format(again) == formatted, "\(name): formatting is not idempotent", sourceLocation: sourceLocation)
    }

    @Test(arguments: commentSpecs.map(\.0))
    func commentsStayWithTheirToken(name: String) throws {
        let spec = try #require(Self.commentSpecs.first { $0.0 == name }?.1)
        Self.expectFormattingKeepsMeaning(Array(spec.utf8), name: name)
    }

    @Test func inlineBlockCommentsStayBetweenTheirTokens() {
        let (syntax, _) = Parser.parse(SourceFile(path: "c.form", text: "form F { field a: text { label \"A\"; format /* a */ digits | /* b */ limit(3) } }\n"))
        #expect(Printer.format(syntax).contains("format /* a */ digits | /* b */ limit(3)"))
    }

    @Test func everySpecAndFuzzInputKeepsItsMeaning() throws {
        let files = Self.specFiles
        #expect(files.count >= 20)
        for url in files {
            Self.expectFormattingKeepsMeaning([UInt8](try Data(contentsOf: url)), name: url.path)
        }
    }
}
