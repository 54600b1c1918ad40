import Foundation
import Testing
@testable import FormCommandLine

/// `formc generate --emit` (LANGUAGE.md §18): which files are written, and
/// that a model file alone needs nothing but Foundation and FormRuntime.
@Suite struct GenerateEmitTests {
    static let spec = "form A {\n    field a: text {\n        label \"A\"\n    }\n}\n"

    @Test func emitModelWritesTheModelAloneImportingOnlyFoundationAndFormRuntime() throws {
        let folder = try TemporaryFolder()
        let specPath = try folder.write("contact.form", Self.spec)
        let output = folder.url.appendingPathComponent("out").path
        let result = run(["generate", specPath, "--output", output, "--emit", "model"])
        #expect(result.status == 0, "\(result.err)")
        let model = try folder.read("out/contact.swift")
        let imports = model.split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(imports == ["import Foundation", "import FormRuntime"])
        #expect(!FileManager.default.fileExists(atPath: output + "/contact+Terminal.swift"))
        #expect(run(["generate", specPath, "--output", output, "--emit", "model", "--check"]).status == 0)
    }

    @Test func defaultIsModelAndTerminalAndNarrowingDeletesTheTerminalFile() throws {
        let folder = try TemporaryFolder()
        let specPath = try folder.write("contact.form", Self.spec)
        let output = folder.url.appendingPathComponent("out").path
        #expect(run(["generate", specPath, "--output", output]).status == 0)
        #expect(try folder.read("out/contact+Terminal.swift").contains("import FormTerminal"))
        #expect(run(["generate", specPath, "--output", output, "--emit", "model,terminal", "--check"]).status == 0)
        // The terminal file is now stale output: --check says so, generate deletes it.
        let stale = run(["generate", specPath, "--output", output, "--emit", "model", "--check"])
        #expect(stale.status == 1 && stale.out.contains("contact+Terminal.swift"), "\(stale.out)")
        #expect(run(["generate", specPath, "--output", output, "--emit", "model"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: output + "/contact+Terminal.swift"))
        #expect(FileManager.default.fileExists(atPath: output + "/contact.swift"))
    }

    @Test(arguments: [
        ("terminal", "must include model"),
        ("model,bogus", "unknown kind 'bogus'"),
        ("", "unknown kind ''"),
        ("swiftui", "not generated yet"),
    ])
    func badEmitListsAreUsageErrorsAndWriteNothing(list: String, message: String) throws {
        let folder = try TemporaryFolder()
        let specPath = try folder.write("contact.form", Self.spec)
        let output = folder.url.appendingPathComponent("out").path
        let result = run(["generate", specPath, "--output", output, "--emit", list])
        #expect(result.status == 2)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
