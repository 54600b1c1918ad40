import FormTestSupport
import Foundation
import FormChecker
import Testing
@testable import FormCommandLine

/// A temporary folder removed when the test ends.
final class TemporaryFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("formc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}

func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, out: String, err: String) {
    let console = Console.capturing(environment: environment)
    let status = Formc.run(arguments, console: console)
    return (status, console.standardOutput, console.standardError)
}

@Suite struct CommandTests {
    static let valid = "form A {\n    field a: text {\n        label \"A\"\n    }\n}\n"

    @Test func versionAndHelp() {
        #expect(run(["--version"]) == (0, "formc \(Formc.version) (CLDR \(LocaleTable.cldrVersion))\n", ""))
        #expect(Formc.versionLine.hasSuffix("(CLDR 47)"), "the release the embedded table was generated from (docs/LOCALES.md)")
        let help = run(["--help"])
        #expect(help.status == 0)
        #expect(help.out.contains("check") && help.out.contains("format"))
        let checkHelp = run(["check", "--help"])
        #expect(checkHelp.status == 0 && checkHelp.out.hasPrefix("USAGE: formc check"))
        #expect(run(["help", "format"]).out.hasPrefix("USAGE: formc format"))
    }

    @Test func usageErrorsExitTwo() {
        #expect(run([]).status == 2)
        let unknown = run(["frobnicate"])
        #expect(unknown.status == 2 && unknown.err.contains("unknown command 'frobnicate'"))
        let badOption = run(["check", "--colour", "x.form"])
        #expect(badOption.status == 2 && badOption.err.contains("unknown option '--colour'"))
        #expect(run(["check"]).status == 2)
        #expect(run(["check", "--format", "xml", "a.form"]).status == 2)
    }

    @Test func missingFileExitsTwoWithItsName() {
        let result = run(["check", "/nonexistent/spec.form"])
        #expect(result.status == 2)
        #expect(result.err.contains("no such file or folder: /nonexistent/spec.form"))
    }

    @Test func checkSearchesFoldersRecursivelyAndReportsErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/ok.form", Self.valid)
        try folder.write("a/b/bad.form", "form B {\n    field b: text { label \"B }\n}\n")
        try folder.write("a/b/notes.txt", "not a spec {")
        let result = run(["check", folder.url.path])
        #expect(result.status == 1)
        #expect(result.err.contains("bad.form:2:27: error: unterminated string literal"))
        #expect(!result.err.contains("notes.txt"))
        let clean = run(["check", folder.url.appendingPathComponent("a/ok.form").path])
        #expect(clean.status == 0 && clean.err == "1 file, no problems\n")
    }

    @Test func formatRewritesAndCheckReportsStaleFiles() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("x.form", "form A { field a: text { label \"A\" } }")
        let check = run(["format", "--check", path])
        #expect(check.status == 1 && check.out.contains("would reformat"))
        #expect(try folder.read("x.form") == "form A { field a: text { label \"A\" } }", "--check writes nothing")
        #expect(run(["format", path]).status == 0)
        #expect(try folder.read("x.form") == Self.valid)
        #expect(run(["format", "--check", path]) == (0, "", ""))
    }

    @Test func formatRemovesWhatAKilledFormatLeftBehind() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("x.form", "form A { field a: text { label \"A\" } }")
        // A process that has exited: its temporary file is stale.
        let dead = try ChildProcess("/bin/true", [])
        _ = dead.wait()
        try folder.write(".formc-x.form-\(dead.pid).tmp", "form A { fie")
        let live = ".formc-x.form-\(getpid()).tmp.other"
        try folder.write(live, "a file that only looks alike")
        #expect(run(["format", path]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == [live, "x.form"], "\(names)")
    }

    @Test func formatLeavesFilesWithSyntaxErrorsUntouched() throws {
        let folder = try TemporaryFolder()
        let broken = "form A { field a: text { label \"A\" }"
        let path = try folder.write("x.form", broken)
        let result = run(["format", path])
        #expect(result.status == 1)
        #expect(result.err.contains("not formatted"))
        #expect(try folder.read("x.form") == broken)
    }
}

@Suite struct PolicyOptionTests {
    @Test func disableTakesKnownWarningIdsOnly() {
        let unknown = run(["check", "--disable", "missing-labl", "x.form"])
        #expect(unknown.status == 2 && unknown.err.contains("did you mean 'missing-label'?"))
        let error = run(["check", "--disable", "unknown-name", "x.form"])
        #expect(error.status == 2 && error.err.contains("cannot be disabled"))
    }
}

@Suite struct ReporterOutputTests {
    static let broken = "form A {\n    field a: text { label \"A\"; format nope }\n    field b: text\n}\n"

    @Test func machineFormatsGoToStandardOutput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("x.form", Self.broken)
        let json = run(["check", "--format", "json", path])
        #expect(json.status == 1)
        #expect(json.out.split(separator: "\n").count == 2, "one JSON object per diagnostic: the error and the missing-label warning")
        #expect(json.out.contains("\"id\":\"unknown-formatter\"") || json.out.contains("\"id\": \"unknown-formatter\""))
        let github = run(["check", "--format", "github", path])
        #expect(github.out.contains("::error file="))
        #expect(github.out.contains("::warning file="))
        let sarif = run(["check", "--format", "sarif", path])
        let object = try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any]
        #expect(object?["version"] as? String == "2.1.0")
    }

    @Test func warningsAsErrorsAndIgnoreComments() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("w.form", "form A {\n    field a: text\n}\n")
        #expect(run(["check", path]).status == 0, "a missing label is a warning")
        #expect(run(["check", "--warnings-as-errors", path]).status == 1)
        #expect(run(["check", "--disable", "missing-label", "--warnings-as-errors", path]) == (0, "", "1 file, no problems\n"))
        let ignored = try folder.write("i.form", "form A {\n    // formc:ignore missing-label\n    field a: text\n}\n")
        #expect(run(["check", "--warnings-as-errors", ignored]) == (0, "", "1 file, no problems\n"))
    }

    @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("x.form", Self.broken)
        let piped = run(["check", path])
        #expect(!piped.err.contains("\u{1B}["), "not a terminal: no colour")
    }
}
