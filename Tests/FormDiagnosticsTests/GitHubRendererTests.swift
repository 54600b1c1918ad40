import FormDiagnostics
import Testing

@Suite("GitHub renderer")
struct GitHubRendererTests {
    @Test("one annotation per diagnostic with file, lines, inclusive character columns and the id as title")
    func annotation() {
        #expect(GitHubRenderer.annotation(for: Fixtures.unused)
            == "::warning file=specs/contact.form,line=9,endLine=9,col=11,endColumn=17,title=unused-formatter::formatter 'phoneRU' is never used")
    }

    @Test("notes and fix-its are appended to the message on escaped lines")
    func notesAndFixIts() {
        #expect(GitHubRenderer.annotation(for: Fixtures.phone)
            == "::error file=specs/contact.form,line=3,endLine=3,col=10,endColumn=16,title=unknown-formatter::"
            + "unknown formatter 'phoneRu'%0Anote: specs/contact.form:9:11: 'phoneRU' is declared here%0Ahelp: did you mean 'phoneRU'?")
        #expect(GitHubRenderer.annotation(for: Fixtures.keyboard).hasSuffix(
            "::expected a keyboard kind, found 'emial'%0Anote: keyboards are default, email, number, decimal, phone and url"))
    }

    @Test("the message escapes %, CR and LF; properties also escape : and ,")
    func escaping() {
        var diagnostic = Fixtures.unused
        diagnostic.path = "a:b,c%d\re\nf.form"
        diagnostic.message = "100% sure: a, b\r\nnext"
        #expect(GitHubRenderer.annotation(for: diagnostic)
            == "::warning file=a%3Ab%2Cc%25d%0De%0Af.form,line=9,endLine=9,col=11,endColumn=17,title=unused-formatter::100%25 sure: a, b%0D%0Anext")
    }

    @Test("a range over several lines has no columns; an empty range ends where it starts")
    func columns() {
        let start = Fixtures.bytes(of: "field", line: 2)
        let end = Fixtures.bytes(of: "}", line: 4)
        var diagnostic = Fixtures.unused
        diagnostic.range = Fixtures.file.range(start.lowerBound..<end.upperBound)
        #expect(GitHubRenderer.annotation(for: diagnostic).hasPrefix("::warning file=specs/contact.form,line=2,endLine=4,title=unused-formatter::"))
        diagnostic.range = Fixtures.file.range(start.lowerBound..<start.lowerBound)
        #expect(GitHubRenderer.annotation(for: diagnostic).hasPrefix("::warning file=specs/contact.form,line=2,endLine=2,col=2,endColumn=2,title="))
    }

    @Test("paths under the base directory are written relative to it")
    func relativePaths() {
        var diagnostic = Fixtures.unused
        diagnostic.path = "/work/repo/specs/a b.form"
        #expect(GitHubRenderer.annotation(for: diagnostic, baseDirectory: "/work/repo").hasPrefix("::warning file=specs/a b.form,line=9,"))
        #expect(GitHubRenderer.annotation(for: diagnostic).hasPrefix("::warning file=/work/repo/specs/a b.form,line=9,"))
        diagnostic.path = "./specs\\a.form"
        #expect(GitHubRenderer.render([diagnostic]).hasPrefix("::warning file=specs/a.form,line=9,"))
    }

    @Test("a note-severity diagnostic is a notice")
    func notice() {
        var diagnostic = Fixtures.unused
        diagnostic.severity = .note
        #expect(GitHubRenderer.annotation(for: diagnostic).hasPrefix("::notice file="))
    }

    @Test("output ends with a plain summary line that counts per severity and points at the log")
    func summary() {
        let output = GitHubRenderer.render([Fixtures.phone, Fixtures.limit, Fixtures.unused])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("::error "))
        #expect(lines[2].hasPrefix("::warning "))
        #expect(lines[3] == "formc: 2 errors, 1 warning. GitHub shows at most 10 error and 10 warning annotations per step; this log lists all of them.")
        #expect(lines[4] == "")
        #expect(GitHubRenderer.render([]) == "formc: no errors or warnings\n")
    }
}
