import FormDiagnostics
import Foundation
import Testing
@testable import FormCommandLine

/// `formc breaking` against a git revision and a folder: inputs, formats,
/// exit statuses and the errors of a missing git, an unknown revision or a
/// folder outside any repository.
@Suite struct BreakingCommandTests {
    static let before = """
        form Profile {
            field name: text {
                label "Name"
                format limit(80)
            }
            field nickname: text? { label "Nickname" }
        }

        """
    static let after = """
        form Profile {
            field name: text {
                label "Name"
                format limit(40)
            }
        }

        """

    /// A repository with `specs/profile.form` committed as `before`, the
    /// work tree holding `after`; nil (with a printed reason) without git.
    static func repository() throws -> TemporaryFolder? {
        guard let git = GitRevision.locateGit(environment: ProcessInfo.processInfo.environment) else {
            print("skipping: git is not on PATH")
            return nil
        }
        let folder = try TemporaryFolder()
        try folder.write("specs/profile.form", before)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.email=t@example.org", "-c", "user.name=t", "commit", "-q", "-m", "v1"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: git)
            process.arguments = arguments
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        }
        try folder.write("specs/profile.form", after)
        return folder
    }

    func breaking(_ arguments: [String], in folder: TemporaryFolder, environment: [String: String] = ProcessInfo.processInfo.environment) -> (status: Int32, out: String, err: String) {
        let console = Console.capturing(environment: environment, workingDirectory: folder.url.path)
        let status = Formc.run(["breaking"] + arguments, console: console)
        return (status, console.standardOutput, console.standardError)
    }

    @Test func againstAGitRevision() throws {
        guard let repository = try Self.repository() else { return }
        let result = breaking(["--against", "HEAD"], in: repository)
        #expect(result.status == 1)
        #expect(result.err.contains("specs/profile.form:4:9: error: the format of 'name' refuses values the old model accepted"))
        #expect(result.err.contains("HEAD:specs/profile.form:6:11: note: 'nickname' was declared here"))
        #expect(result.err.contains("[field-removed]") && result.err.contains("[swift-property-removed]"))
        #expect(result.err.hasSuffix("3 errors generated.\n"))
        #expect(breaking(["--against", "HEAD", "specs"], in: repository).status == 1)
        #expect(breaking(["--against", "HEAD", "specs/profile.form"], in: repository).status == 1)
    }

    @Test func againstAFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("v1/specs/profile.form", Self.before)
        try folder.write("specs/profile.form", Self.after)
        let result = breaking(["--against", "v1", "specs", "--category", "wire", "--format", "json"], in: folder)
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("\"id\":\"field-removed\"") == true)
        #expect(lines.first?.contains("\"path\":\"v1/specs/profile.form\"") == true, "the note points at the old file")
        try folder.write("v1/specs/profile.form", Self.after)
        let same = breaking(["--against", "v1/", "specs"], in: folder)
        #expect(same == (0, "", "1 spec file compared with v1: no breaking changes\n"))
    }

    @Test func categoriesChooseTheFindings() throws {
        let folder = try TemporaryFolder()
        try folder.write("old/profile.form", Self.before)
        try folder.write("profile.form", Self.after)
        let ids = { (category: String) -> [String] in
            self.breaking(["--against", "old", "profile.form", "--category", category, "--format", "json"], in: folder).out
                .split(separator: "\n").compactMap { line in
                    line.split(separator: "\"").dropFirst(3).first.map(String.init)
                }
        }
        #expect(ids("wire") == ["field-removed"])
        #expect(ids("validation") == ["limit-tightened"])
        #expect(ids("source") == ["swift-property-removed"])
        #expect(ids("wire,source").sorted() == ["field-removed", "swift-property-removed"])
        let bad = breaking(["--against", "old", "profile.form", "--category", "wire,style"], in: folder)
        #expect(bad.status == 2 && bad.err.contains("unknown category 'style'"))
    }

    @Test func everyFormatReportsTheFindings() throws {
        let folder = try TemporaryFolder()
        try folder.write("old/profile.form", Self.before)
        try folder.write("profile.form", Self.after)
        let github = breaking(["--against", "old", "profile.form", "--format", "github"], in: folder)
        #expect(github.status == 1)
        #expect(github.out.contains("::error file=profile.form,line=4,endLine=4,col=9,endColumn=24,title=limit-tightened::"))
        #expect(github.out.hasSuffix("formc: 3 errors. GitHub shows at most 10 error and 10 warning annotations per step; this log lists all of them.\n"))
        let sarif = breaking(["--against", "old", "profile.form", "--format", "sarif"], in: folder)
        #expect(sarif.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any]
        let run = try #require((log?["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == DiagnosticID.breakingCases.map(\.rawValue).sorted())
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func anAcceptCommentTurnsAFindingIntoANote() throws {
        let folder = try TemporaryFolder()
        try folder.write("old/profile.form", Self.before)
        let accepted = Self.after
            .replacingOccurrences(of: "form Profile {\n", with: "// formc:accept field-removed Profile.nickname: nicknames were dropped in 2.0\n// formc:accept swift-property-removed Profile.nickname: no code reads it\nform Profile {\n")
            .replacingOccurrences(of: "limit(40)", with: "limit(80)")
        try folder.write("profile.form", accepted)
        let result = breaking(["--against", "old", "profile.form"], in: folder)
        #expect(result.status == 0)
        #expect(result.err.contains("note: accepted: field 'nickname' of form 'Profile' was removed"))
        #expect(result.err.contains("note: accepted by '// formc:accept field-removed Profile.nickname': nicknames were dropped in 2.0"))
        #expect(result.err.hasSuffix("1 spec file compared with old: no breaking changes (2 accepted)\n"))
    }

    @Test func aMalformedAcceptCommentIsShownBesideTheFinding() throws {
        let folder = try TemporaryFolder()
        try folder.write("old/profile.form", Self.before)
        let typo = Self.after.replacingOccurrences(of: "form Profile {\n", with: "// formc:accept field-removed Profile.nicknme\nform Profile {\n")
        try folder.write("profile.form", typo)
        let result = breaking(["--against", "old", "profile.form", "--category", "wire", "--format", "json"], in: folder)
        #expect(result.status == 1)
        let ids = result.out.split(separator: "\n").map { $0.contains("\"id\":\"invalid-accept\",\"severity\":\"warning\"") ? "invalid-accept" : $0.contains("\"id\":\"field-removed\",\"severity\":\"error\"") ? "field-removed" : "?" }
        #expect(ids == ["invalid-accept", "field-removed"])
    }

    @Test func errorsInTheNewSpecsStopTheComparison() throws {
        let folder = try TemporaryFolder()
        try folder.write("old/profile.form", Self.before)
        try folder.write("profile.form", "form Profile {\n    field name: txt\n}\n")
        let result = breaking(["--against", "old", "profile.form"], in: folder)
        #expect(result.status == 1)
        #expect(result.err.contains("[unexpected-token]") || result.err.contains("error:"))
        #expect(result.err.contains("nothing compared"))
        try folder.write("profile.form", Self.after)
        try folder.write("old/profile.form", "form Profile {\n    field name: txt\n}\n")
        let old = breaking(["--against", "old", "profile.form"], in: folder)
        #expect(old.status == 2 && old.err.contains("formc breaking: old/profile.form:") && old.err.contains("the old specs must be free of errors"))
    }

    @Test func filesOnlyOneVersionHas() throws {
        let folder = try TemporaryFolder()
        try folder.write("old/specs/gone.form", "form Gone {\n    field a: text { label \"A\" }\n}\n")
        try folder.write("old/specs/profile.form", Self.after)
        try folder.write("specs/profile.form", Self.after)
        try folder.write("specs/new.form", "form Fresh {\n    field b: text? { label \"B\" }\n}\n")
        let result = breaking(["--against", "old", "specs", "--format", "json"], in: folder)
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("\"path\":\"specs/gone.form\"") })
        let missing = breaking(["--against", "old", "nothing"], in: folder)
        #expect(missing.status == 2 && missing.err.contains("no .form files in nothing, now or in old"))
        let outside = breaking(["--against", "old", "/"], in: folder)
        #expect(outside.status == 2 && outside.err.contains("outside the current folder"))
    }

    @Test func gitErrorsAreClear() throws {
        let plain = try TemporaryFolder()
        try plain.write("profile.form", Self.after)
        let noGit = breaking(["--against", "main", "profile.form"], in: plain, environment: ["PATH": ""])
        #expect(noGit.status == 2 && noGit.err.contains("git is not installed or not on PATH"))
        guard GitRevision.locateGit(environment: ProcessInfo.processInfo.environment) != nil else { return }
        let notRepository = breaking(["--against", "main", "profile.form"], in: plain)
        #expect(notRepository.status == 2 && notRepository.err.contains("is not in a git repository"))
        guard let repository = try Self.repository() else { return }
        let unknown = breaking(["--against", "no-such-branch"], in: repository)
        #expect(unknown.status == 2 && unknown.err.contains("unknown git revision 'no-such-branch'"))
        let option = breaking(["--against=--output=/tmp/x"], in: repository)
        #expect(option.status == 2 && option.err.contains("cannot start with '-'"))
        let quoted = breaking(["--against", "HEAD; touch injected"], in: repository)
        #expect(quoted.status == 2 && !FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("injected").path))
        #expect(breaking([], in: repository).status == 2)
    }
}
