import FormDiagnostics
import Foundation
@testable import FormSyntax

/// The conformance folder: the repository's copy of `shared/conformance/`
/// (`.ci/run` checks that it matches), read at test time.
let conformanceFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/Conformance")

/// The repository's own example specs.
let specsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("specs")

/// Every `.form` file below a folder, sorted.
func formFiles(in folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "form" }.sorted { $0.path < $1.path }
}

/// Parses text and returns the tree and diagnostics.
func parse(_ text: String) -> (SyntaxFile, [Diagnostic]) {
    Parser.parse(SourceFile(path: "test.form", text: text))
}

/// Parses bytes.
func parse(bytes: [UInt8]) -> (SyntaxFile, [Diagnostic]) {
    Parser.parse(SourceFile(path: "test.form", bytes: bytes))
}

/// All tokens of a text, end of file excluded.
func tokens(_ text: String) -> [Token] {
    var lexer = Lexer(file: SourceFile(path: "t.form", text: text))
    var result: [Token] = []
    while true {
        let token = lexer.next()
        if token.kind == .endOfFile { return result }
        result.append(token)
    }
}

/// The ids and 1-based lines of diagnostics.
func idsAndLines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.id.rawValue)@\($0.range.start.line)" }
}
