import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation

/// The checked forms of the repository's `specs/` folder.
enum SpecForms {
    static var specsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("specs")
    }

    struct SpecError: Error { var message: String }

    static func load() throws -> [CheckedForm] {
        let files = try FileManager.default.contentsOfDirectory(atPath: specsFolder.path).filter { $0.hasSuffix(".form") }.sorted()
        var forms: [CheckedForm] = []
        for file in files {
            forms += try check(path: specsFolder.appendingPathComponent(file).path).forms
        }
        return forms
    }

    static func check(path: String) throws -> CheckedFile {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return try check(SourceFile(path: path, bytes: bytes))
    }

    static func check(source text: String) throws -> CheckedFile {
        try check(SourceFile(path: "test.form", text: text))
    }

    private static func check(_ source: SourceFile) throws -> CheckedFile {
        let (syntax, parseDiagnostics) = Parser.parse(source)
        let (checked, checkDiagnostics) = Checker.check(syntax)
        let errors = (parseDiagnostics + checkDiagnostics).filter { $0.severity == .error }
        guard errors.isEmpty else { throw SpecError(message: errors.map(\.message).joined(separator: "; ")) }
        return checked
    }
}
