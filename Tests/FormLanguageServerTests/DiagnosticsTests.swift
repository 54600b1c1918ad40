import Foundation
import Testing
import FormCommandLine
import FormLanguageServer

@Suite("LSP diagnostics match formc check")
struct DiagnosticsTests {
    /// For every spec of specs/ and the shared conformance suite: the same
    /// ids, severities, lines, columns (counted in scalars: the client asks
    /// for UTF-32 so grapheme columns agree on these ASCII lines), messages
    /// and notes as `formc check --format json`.
    @Test(arguments: Specs.all)
    func sameAsFormcCheck(_ url: URL) throws {
        let console = Console.capturing()
        _ = Formc.run(["check", url.path, "--format", "json"], console: console)
        let expected = console.standardOutput.split(separator: "\n").compactMap { try? JSON.parse(Array($0.utf8)) }

        let client = TestClient(encodings: ["utf-32"])
        let uri = "file://" + url.path
        client.open(uri, try String(contentsOf: url, encoding: .utf8))
        let published = client.diagnostics(uri)
        #expect(published.count == expected.count, "\(url.lastPathComponent)")
        for (lsp, cli) in zip(published, expected) {
            #expect(lsp["code"] == cli["id"])
            #expect(lsp["message"] == cli["message"])
            #expect(lsp["source"] == "formc")
            #expect(lsp["severity"]?.int == (cli["severity"] == "error" ? 1 : 2))
            #expect(lsp["range"]?["start"]?["line"]?.int == (cli["line"]?.int ?? 0) - 1)
            #expect(lsp["range"]?["start"]?["character"]?.int == (cli["column"]?.int ?? 0) - 1)
            #expect(lsp["range"]?["end"]?["line"]?.int == (cli["endLine"]?.int ?? 0) - 1)
            #expect(lsp["range"]?["end"]?["character"]?.int == (cli["endColumn"]?.int ?? 0) - 1)
            let notes = cli["notes"]?.array ?? []
            #expect((lsp["relatedInformation"]?.array ?? []).map { $0["message"] } == notes.map { $0["message"] })
            let unnecessary = cli["id"] == "unused-formatter" || cli["id"] == "unused-translation"
            #expect((lsp["tags"] == [1]) == unnecessary)
        }
    }

    @Test func ignoreCommentsSilenceWarningsAsInFormcCheck() {
        let client = TestClient()
        let text = "form F {\n    field a: text {\n        label \"A\"\n        format f\n    }\n}\n// formc:ignore unused-formatter\nformatter g = digits\nformatter f = digits\n"
        client.open("file:///i.form", text)
        #expect(client.diagnostics("file:///i.form").isEmpty)
    }

    @Test func notesBecomeRelatedInformationWithTheirRanges() {
        let client = TestClient()
        let text = "form F {\n    field a: text { label \"A\" }\n    field a: text { label \"B\" }\n}\n"
        client.open("file:///d.form", text)
        let duplicate = client.diagnostics("file:///d.form").first { $0["code"] == "duplicate-field" }
        let related = duplicate?["relatedInformation"]?.array?.first
        #expect(related?["location"]?["range"]?["start"]?["line"] == 1)
        #expect(related?["location"]?["uri"] == "file:///d.form")
    }
}
