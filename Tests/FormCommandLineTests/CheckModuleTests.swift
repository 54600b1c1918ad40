import Foundation
import Testing
@testable import FormCommandLine

/// `formc check` checks the files of one run as one module, as `formc
/// generate` builds them: a form declared in two files is `duplicate-form`
/// there too, so CI's lint is not green on specs that then fail to build;
/// a file named twice is read once, by both commands.
@Suite struct CheckModuleTests {
    static let spec = "form A {\n    field a: text {\n        label \"A\"\n    }\n}\n"

    @Test func sameFormInTwoFilesIsReportedByCheckAsByGenerate() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("specs/one.form", Self.spec)
        let second = try folder.write("specs/two.form", "// two\n" + Self.spec)
        let check = run(["check", first, second])
        #expect(check.status == 1)
        #expect(check.err.contains("two.form:2:6: error: form 'A' is already declared in \(first); the generated code of both is one Swift module [duplicate-form]"), "\(check.err)")
        #expect(check.err.contains("one.form:1:6: note: first declared here"), "\(check.err)")
        let generate = run(["generate", first, second, "--output", folder.url.appendingPathComponent("out").path])
        let reported = { (text: String) in text.split(separator: "\n").filter { $0.contains("error:") || $0.contains("note:") } }
        #expect(reported(check.err) == reported(generate.err), "check and generate report the same diagnostic")
        let folderRun = run(["check", folder.url.appendingPathComponent("specs").path])
        #expect(folderRun.status == 1 && folderRun.err.contains("[duplicate-form]"), "\(folderRun.err)")
    }

    @Test func everyOutputFormatCarriesIt() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("one.form", Self.spec)
        let second = try folder.write("two.form", Self.spec)
        let json = run(["check", "--format", "json", first, second])
        #expect(json.status == 1 && json.out.contains("duplicate-form"), "\(json.out)")
        let github = run(["check", "--format", "github", first, second])
        #expect(github.out.contains("::error file=\(second)"), "\(github.out)")
        let sarif = run(["check", "--format", "sarif", first, second])
        #expect(sarif.out.contains("\"duplicate-form\""), "\(sarif.out)")
    }

    @Test func aFileNamedTwiceIsReadOnce() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("specs/one.form", Self.spec)
        let twice = run(["check", path, path])
        #expect(twice.status == 0, "\(twice.err)")
        #expect(twice.err.contains("1 file, no problems"), "\(twice.err)")
        let folderAndFile = run(["check", folder.url.appendingPathComponent("specs").path, path])
        #expect(folderAndFile.status == 0 && folderAndFile.err.contains("1 file, no problems"), "\(folderAndFile.err)")
        let output = folder.url.appendingPathComponent("out").path
        let generate = run(["generate", path, path, "--output", output])
        #expect(generate.status == 0, "\(generate.err)")
        #expect(FileManager.default.fileExists(atPath: output + "/one.swift"))
    }

    @Test func sameNameInDifferentFormsIsNoDuplicate() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("one.form", Self.spec)
        let second = try folder.write("two.form", Self.spec.replacingOccurrences(of: "form A", with: "form B"))
        #expect(run(["check", first, second]).status == 0)
    }
}
