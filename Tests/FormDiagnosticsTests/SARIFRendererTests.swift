import Foundation
import FormDiagnostics
import Testing

@Suite("SARIF renderer")
struct SARIFRendererTests {
    private let all = [Fixtures.phone, Fixtures.limit, Fixtures.keyboard, Fixtures.unused]

    private func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ diagnostics: [Diagnostic]) throws -> [String: Any] {
        let log = try parse(SARIFRenderer.render(diagnostics, toolVersion: "0.1.0", informationURI: "https://example.org/formc"))
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    @Test("the log is JSON with the 2.1.0 schema, version and one run of formc")
    func topLevel() throws {
        let text = SARIFRenderer.render(all, toolVersion: "0.1.0", informationURI: "https://example.org/formc")
        #expect(text.hasPrefix("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n"))
        #expect(text.hasSuffix("}\n"))
        let log = try parse(text)
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["runs"] as? [Any])?.count == 1)
        let run = try run(all)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "formc")
        #expect(driver["semanticVersion"] as? String == "0.1.0")
        #expect(driver["informationUri"] as? String == "https://example.org/formc")
    }

    @Test("rules: every compiler id once, sorted, with descriptions, help and default level")
    func rules() throws {
        let driver = try #require((try run([])["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == DiagnosticID.compilerCases.count)
        #expect(Set(ids) == Set(DiagnosticID.compilerCases.map(\.rawValue)))
        #expect(ids == ids.sorted())
        for rule in rules {
            let id = try #require(DiagnosticID(rawValue: rule["id"] as? String ?? ""))
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == id.explanation.title)
            let full = try #require((rule["fullDescription"] as? [String: Any])?["text"] as? String)
            #expect(!full.isEmpty && full.count <= 1024)
            let help = try #require(rule["help"] as? [String: Any])
            #expect((help["text"] as? String)?.contains(id.explanation.fix) == true)
            #expect((help["markdown"] as? String)?.contains("```\n" + id.explanation.example + "\n```") == true)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == (id.defaultSeverity == .warning ? "warning" : "error"))
        }
    }

    @Test("results name their rule by id and by the index of that rule")
    func ruleIndex() throws {
        let run = try run(all)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == all.count)
        for (result, diagnostic) in zip(results, all) {
            #expect(result["ruleId"] as? String == diagnostic.id.rawValue)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == diagnostic.id.rawValue)
            #expect(result["level"] as? String == diagnostic.severity.rawValue)
            #expect((result["message"] as? [String: Any])?["text"] as? String != nil)
        }
    }

    @Test("regions count UTF-16 code units, so an emoji family is eleven")
    func utf16Columns() throws {
        let result = try #require((try run([Fixtures.keyboard])["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "specs/contact.form")
        let region = try #require(location["region"] as? [String: Any])
        let line = Fixtures.file.text(ofLine: 6)
        let prefix = try #require(line.components(separatedBy: "emial").first)
        #expect(prefix.utf16.count == 61)
        #expect(region["startLine"] as? Int == 6)
        #expect(region["startColumn"] as? Int == 62)
        #expect(region["endLine"] as? Int == 6)
        #expect(region["endColumn"] as? Int == 67)
        // A range-less note goes into the message text.
        #expect((result["message"] as? [String: Any])?["text"] as? String
            == "expected a keyboard kind, found 'emial'\nkeyboards are default, email, number, decimal, phone and url")
        #expect(result["relatedLocations"] == nil)
        #expect(result["fixes"] == nil)
    }

    @Test("notes with ranges are related locations, fix-its are fixes with replacements")
    func relatedLocationsAndFixes() throws {
        let result = try #require((try run([Fixtures.limit, Fixtures.phone])["results"] as? [[String: Any]])?.last)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(related.first?["id"] as? Int == 0)
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "'phoneRU' is declared here")
        let relatedRegion = (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(relatedRegion?["startLine"] as? Int == 9)
        #expect(relatedRegion?["startColumn"] as? Int == 11)
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        #expect((fix["description"] as? [String: Any])?["text"] as? String == "did you mean 'phoneRU'?")
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "specs/contact.form")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "phoneRU")
        let deleted = try #require(replacement["deletedRegion"] as? [String: Any])
        #expect(deleted["startLine"] as? Int == 3)
        #expect(deleted["startColumn"] as? Int == 10)
        #expect(deleted["endColumn"] as? Int == 17)
    }

    @Test("artifact URIs are relative, use forward slashes and percent-encode")
    func artifactURIs() {
        #expect(SARIFRenderer.artifactURI(for: "specs/contact.form") == "specs/contact.form")
        #expect(SARIFRenderer.artifactURI(for: "./specs/contact.form") == "specs/contact.form")
        #expect(SARIFRenderer.artifactURI(for: "my specs\\ü#1.form") == "my%20specs/%C3%BC%231.form")
        #expect(SARIFRenderer.artifactURI(for: "/repo/specs/a.form", relativeTo: "/repo") == "specs/a.form")
        #expect(SARIFRenderer.artifactURI(for: "/repo/specs/a.form", relativeTo: "/repo/") == "specs/a.form")
        #expect(SARIFRenderer.artifactURI(for: "/elsewhere/a b.form", relativeTo: "/repo") == "file:///elsewhere/a%20b.form")
        #expect(SARIFRenderer.artifactURI(for: "c:d.form") == "c%3Ad.form")
    }

    @Test("output is deterministic")
    func deterministic() {
        let first = SARIFRenderer.render(all, toolVersion: "1.2.3")
        #expect(first == SARIFRenderer.render(all, toolVersion: "1.2.3"))
        #expect(!first.contains("informationUri"))
    }
}
