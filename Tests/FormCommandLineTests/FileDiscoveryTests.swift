import FormTestSupport
import Foundation
import Testing
@testable import FormCommandLine

/// Which files `check`, `format` and `generate` look at (issue 10, items 18–19).
@Suite struct FileDiscoveryTests {
    static let valid = "form A {\n    field a: text {\n        label \"A\"\n    }\n}\n"
    static let messy = "form B { field b: text { label \"B\" } }\n"

    @Test func hiddenFoldersAreSkippedUnlessNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.form", Self.valid)
        let hidden = try folder.write(".build/checkouts/dep/b.form", Self.messy)
        try folder.write(".git/c.form", "form {")

        let check = run(["check", folder.url.path])
        #expect(check.status == 0, "\(check.err)")
        #expect(!check.err.contains(".git") && !check.err.contains(".build"))
        let format = run(["format", folder.url.path])
        #expect(format.status == 0, "\(format.err)")
        #expect(try String(contentsOfFile: hidden, encoding: .utf8) == Self.messy, "a checkout under .build is never reformatted")

        // Named explicitly, a hidden folder (or a file in one) is searched.
        #expect(run(["format", "--check", folder.url.appendingPathComponent(".build").path]).status == 1)
        #expect(run(["format", "--check", hidden]).status == 1)
    }

    @Test func aFolderWithoutSpecsIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("README.md", "no specs here")
        try folder.write(".hidden/x.form", Self.valid)
        for command in [["check"], ["format"], ["format", "--check"]] {
            let result = run(command + [folder.url.path])
            #expect(result.status == 2, "\(command)")
            #expect(result.err.contains("no .form files in \(folder.url.path)"), "\(command): \(result.err)")
        }
    }

    @Test func aCleanCheckSaysHowManyFilesItChecked() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.form", Self.valid)
        // Another form: the files of one run are one module (CheckModuleTests).
        try folder.write("sub/b.form", Self.valid.replacingOccurrences(of: "form A", with: "form B"))
        #expect(run(["check", folder.url.path]) == (0, "", "2 files, no problems\n"))
        #expect(run(["check", folder.url.appendingPathComponent("a.form").path]) == (0, "", "1 file, no problems\n"))
        // Machine formats print nothing for a clean run.
        #expect(run(["check", "--format", "json", folder.url.path]) == (0, "", ""))
    }
}

/// Issue 10, item 21: command-line messages.
@Suite struct SmallCommandTests {
    @Test func outputNamingAFileSaysSo() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("a.form", FileDiscoveryTests.valid)
        let file = try folder.write("out.txt", "x")
        let result = run(["generate", spec, "--output", file])
        #expect(result.status == 2)
        #expect(result.err.contains("is a file, not a folder"), "\(result.err)")
        #expect(!result.err.contains("NSCocoaErrorDomain"))
    }

    @Test func explainListKeepsColumnsApart() {
        let lines = run(["explain", "--list"]).out.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            let columns = line.split(separator: "  ", omittingEmptySubsequences: true)
            #expect(columns.count >= 3, "\(line)")
        }
    }
}
