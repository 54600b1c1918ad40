import Foundation
import FormDiagnostics
import Testing

@Suite("JSON renderer")
struct JSONRendererTests {
    private func parseLines(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any])
        }
    }

    @Test("one object per diagnostic per line, each line ending in a line feed")
    func jsonLines() throws {
        let output = JSONRenderer.render([Fixtures.phone, Fixtures.limit, Fixtures.keyboard, Fixtures.unused])
        #expect(output.hasSuffix("}\n"))
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
        #expect(try parseLines(output).count == 4)
        #expect(JSONRenderer.render([]) == "")
    }

    @Test("values: id, severity, 1-based character columns with an exclusive end, notes and fix-its")
    func values() throws {
        let object = try #require(try parseLines(JSONRenderer.render([Fixtures.phone])).first)
        #expect(object["id"] as? String == "unknown-formatter")
        #expect(object["severity"] as? String == "error")
        #expect(object["path"] as? String == "specs/contact.form")
        #expect(object["line"] as? Int == 3)
        #expect(object["column"] as? Int == 10)
        #expect(object["endLine"] as? Int == 3)
        #expect(object["endColumn"] as? Int == 17)
        #expect(object["message"] as? String == "unknown formatter 'phoneRu'")
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["message"] as? String == "'phoneRU' is declared here")
        #expect(notes.first?["path"] as? String == "specs/contact.form")
        #expect(notes.first?["line"] as? Int == 9)
        #expect(notes.first?["column"] as? Int == 11)
        let fixIts = try #require(object["fixIts"] as? [[String: Any]])
        #expect(fixIts.first?["message"] as? String == "did you mean 'phoneRU'?")
        #expect(fixIts.first?["line"] as? Int == 3)
        #expect(fixIts.first?["column"] as? Int == 10)
        #expect(fixIts.first?["endLine"] as? Int == 3)
        #expect(fixIts.first?["endColumn"] as? Int == 17)
        #expect(fixIts.first?["replacement"] as? String == "phoneRU")
    }

    @Test("columns count characters, so an emoji family is one column")
    func characterColumns() throws {
        let object = try #require(try parseLines(JSONRenderer.render([Fixtures.keyboard])).first)
        #expect(object["column"] as? Int == 51)
        #expect(object["endColumn"] as? Int == 56)
        let note = try #require((object["notes"] as? [[String: Any]])?.first)
        #expect(note["path"] is NSNull)
        #expect(note["line"] is NSNull)
        #expect(note["column"] is NSNull)
        #expect((object["fixIts"] as? [Any])?.isEmpty == true)
    }

    @Test("keys are written in a stable order")
    func keyOrder() {
        let expected = #"""
            {"id":"unused-formatter","severity":"warning","path":"specs/contact.form","line":9,"column":11,"endLine":9,"endColumn":18,"message":"formatter 'phoneRU' is never used","notes":[],"fixIts":[]}
            """#
        #expect(JSONRenderer.render(Fixtures.unused) == expected)
    }

    @Test("strings escape quotes, backslashes and control characters and keep non-ASCII as UTF-8")
    func escaping() throws {
        var diagnostic = Fixtures.unused
        diagnostic.message = "a \"quoted\" \\ back\nline\ttab\r\u{1}\u{1F}\u{7F} é 中 😀 \u{2028}"
        let line = JSONRenderer.render(diagnostic)
        #expect(line.contains(#""message":"a \"quoted\" \\ back\nline\ttab\r\u0001\u001F\u007F é 中 😀 \u2028""#), "DEL is a dangerous scalar (issue 11)")
        let object = try #require(try parseLines(line).first)
        #expect(object["message"] as? String == diagnostic.message)
    }
}
