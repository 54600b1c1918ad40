import Foundation
import FormDiagnostics
import Testing
@testable import FormCommandLine

/// docs/LANGUAGE.md is the user's reference: its examples must be true.
/// Every ```form block checks as its annotation says, every `$ formc try`
/// line of a ```console block prints what the page shows, every diagnostic
/// id of the catalog and every command and option is documented. The page's
/// top states the conventions; `LanguageDocument` reads them.
@Suite struct LanguageDocTests {
    /// Examples of constructs not implemented yet, by example name, with
    /// the branch that implements them. Each is expected to fail; the test
    /// fails once one passes, so remove its name when its feature lands.
    static let pendingExamples: [String: String] = [:]

    /// Diagnostic ids the page documents ahead of the catalog (§13, §14).
    /// Each must not be in the catalog yet; remove it when it lands.
    static let pendingDiagnosticIDs: [String: String] = [:]

    static let document = LanguageDocument.shared

    @Test func thePageHasExamplesOfEveryKind() {
        #expect(Self.document.blocks(in: "form").count >= 40)
        #expect(Self.document.blocks(in: "console").count >= 10)
        let keys = Self.document.blocks.map(\.key)
        #expect(Set(keys).count == keys.count, "two blocks share a name: \(keys.sorted())")
    }

    @Test func everyPendingExampleIsOnThePage() {
        let names = Set(Self.document.blocks.compactMap(\.name))
        for name in Self.pendingExamples.keys.sorted() {
            #expect(names.contains(name), "pending example '\(name)' is not on the page")
        }
    }

    // MARK: - ```form blocks

    @Test(arguments: LanguageDocument.shared.blocks(in: "form"))
    func formBlockChecksAsAnnotated(block: LanguageDocument.Block) throws {
        if let branch = Self.pendingExamples[block.key] {
            withKnownIssue("needs the '\(branch)' branch") {
                try Self.expectChecksAsAnnotated(block)
            }
        } else {
            try Self.expectChecksAsAnnotated(block)
        }
    }

    /// Runs `formc check --format json` on the block as a file and compares
    /// the ids reported with the annotation.
    static func expectChecksAsAnnotated(_ block: LanguageDocument.Block) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("example.form", block.text)
        let result = run(["check", "--format", "json", path])
        var ids: [String] = []
        for line in result.out.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            ids.append(object?["id"] as? String ?? "?")
        }
        let expected = Set(block.expected ?? [])
        #expect(Set(ids) == expected, "line \(block.line): expected \(expected.sorted()), got \(ids)\n\(result.out)")
        #expect(result.status == (ids.contains { DiagnosticID(rawValue: $0)?.defaultSeverity != .warning } ? 1 : 0))
    }

    // MARK: - ```console blocks

    @Test(arguments: LanguageDocument.shared.blocks(in: "console"))
    func consoleBlockPrintsWhatItShows(block: LanguageDocument.Block) throws {
        if let branch = Self.pendingExamples[block.key] {
            withKnownIssue("needs the '\(branch)' branch") {
                try Self.expectTranscript(block)
            }
        } else {
            try Self.expectTranscript(block)
        }
    }

    static func expectTranscript(_ block: LanguageDocument.Block) throws {
        let transcript = LanguageDocument.transcript(block.text)
        #expect(!transcript.isEmpty, "line \(block.line): a console block without '$ ' lines")
        for (command, output) in transcript {
            let parsed = try #require(LanguageDocument.shellWords(command), "line \(block.line): unclosed quote in \(command)")
            try #require(parsed.words.first == "formc", "line \(block.line): not a formc command: \(command)")
            let arguments = Array(parsed.words.dropFirst())
            guard arguments.first == "try" else { continue }
            let result = run(arguments, environment: parsed.environment)
            #expect(result.status == 0, "line \(block.line): \(command) exited \(result.status): \(result.err)")
            #expect(result.out == output, "line \(block.line): \(command) printed \(result.out.debugDescription), the page shows \(output.debugDescription)")
        }
    }

    @Test func shellWordsReadQuotesAndAssignments() throws {
        let parsed = try #require(LanguageDocument.shellWords(#"LANG=de_CH.UTF-8 formc try 'a b' "c\"d" e\ f"#))
        #expect(parsed.environment == ["LANG": "de_CH.UTF-8"])
        #expect(parsed.words == ["formc", "try", "a b", "c\"d", "e f"])
        #expect(LanguageDocument.shellWords("formc try 'open") == nil)
        let transcript = LanguageDocument.transcript("$ formc try x\n1|\n$ formc try y\n2|\n")
        #expect(transcript.map(\.command) == ["formc try x", "formc try y"])
        #expect(transcript.map(\.output) == ["1|\n", "2|\n"])
    }

    /// A wrong expectation on the page must fail the check: the annotation
    /// convention is read, not ignored.
    @Test func aWrongAnnotationIsCaught() throws {
        let page = LanguageDocument(text: """
            ## X

            <!-- example: named -->
            <!-- expect: unknown-formatter -->
            ```form
            form A { field a: text { label "A"; format digts } }
            ```

            ```form
            form B { field b: text }
            ```
            """)
        let blocks = page.blocks(in: "form")
        try #require(blocks.count == 2)
        #expect(blocks[0].key == "named" && blocks[0].expected == ["unknown-formatter"])
        #expect(blocks[1].key == "X form #2" && blocks[1].expected == nil)
        try Self.expectChecksAsAnnotated(blocks[0])
        withKnownIssue("an unannotated block with a warning fails") {
            try Self.expectChecksAsAnnotated(blocks[1])
        }
    }

    // MARK: - Diagnostic ids

    static var diagnosticsSection: String {
        document.section("## 15. Diagnostics") ?? ""
    }

    /// The ids of the `| \`id\` | … |` rows under a `Errors:`/`Warnings:` line.
    static func tableIDs(after label: String) -> [String] {
        let lines = diagnosticsSection.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring(label)) else { return [] }
        var ids: [String] = []
        for line in lines[(start + 1)...] {
            if line.isEmpty, !ids.isEmpty { break }
            guard line.hasPrefix("| `"), let close = line.dropFirst(3).firstIndex(of: "`") else { continue }
            ids.append(String(line[line.index(line.startIndex, offsetBy: 3)..<close]))
        }
        return ids
    }

    /// The ids of the rows of the three tables of `formc breaking`'s findings.
    static func findingIDs() -> [String] {
        let lines = diagnosticsSection.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Findings of `formc breaking`") }) else { return [] }
        var ids: [String] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("A few of them") { break }
            guard line.hasPrefix("| `"), let close = line.dropFirst(3).firstIndex(of: "`") else { continue }
            ids.append(String(line[line.index(line.startIndex, offsetBy: 3)..<close]))
        }
        return ids
    }

    @Test func everyFindingIsDocumented() {
        let documented = Self.findingIDs()
        #expect(documented == DiagnosticID.breakingCases.map(\.rawValue), "the finding tables of § 15 list the findings in catalog order")
    }

    @Test func everyCatalogIdIsDocumentedWithItsSeverity() {
        let errors = Set(Self.tableIDs(after: "Errors:"))
        let warnings = Set(Self.tableIDs(after: "Warnings:"))
        #expect(!errors.isEmpty && !warnings.isEmpty)
        for id in DiagnosticID.compilerCases {
            let table = id.defaultSeverity == .warning ? warnings : errors
            #expect(table.contains(id.rawValue), "\(id.rawValue) is not in the \(id.defaultSeverity.rawValue) table of LANGUAGE.md § 15")
        }
    }

    @Test func everyDocumentedIdIsInTheCatalogOrPending() {
        for id in Self.tableIDs(after: "Errors:") + Self.tableIDs(after: "Warnings:") {
            if let branch = Self.pendingDiagnosticIDs[id] {
                #expect(DiagnosticID(rawValue: id) == nil, "\(id) has landed (branch \(branch)): remove it from pendingDiagnosticIDs and its examples from pendingExamples")
            } else {
                #expect(DiagnosticID(rawValue: id) != nil, "LANGUAGE.md § 15 documents \(id), which the catalog does not have")
            }
        }
    }

    @Test func everyExpectedIdIsKnown() {
        for block in Self.document.blocks(in: "form") {
            for id in block.expected ?? [] {
                #expect(DiagnosticID(rawValue: id) != nil || Self.pendingDiagnosticIDs[id] != nil,
                        "line \(block.line): expect names '\(id)', which is no diagnostic id")
            }
        }
    }

    // MARK: - Commands

    @Test func everyCommandAndOptionIsDocumented() throws {
        let page = Self.document
        for command in Formc.commands {
            let section = try #require(page.section("### `formc \(command.name)`"), "no '### `formc \(command.name)`' section in LANGUAGE.md § 16")
            let options = command.syntax.flags.union(command.syntax.options).union(command.syntax.repeatableOptions)
            for option in options.sorted() {
                #expect(section.contains("`\(option)"), "formc \(command.name) \(option) is not documented in its section")
            }
        }
        let documented = page.lines.filter { $0.hasPrefix("### `formc ") }
        for heading in documented {
            let name = heading.dropFirst("### `formc ".count).prefix { $0 != "`" }
            #expect(Formc.command(named: String(name)) != nil, "LANGUAGE.md documents a command formc does not have: \(heading)")
        }
    }

    /// GitHub's anchor for a heading: lower case, punctuation other than
    /// `-` and `_` dropped, spaces as `-`.
    static func anchor(_ heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    @Test func everyLinkWithinThePageReachesAHeading() {
        #expect(Self.anchor("## 9. Conditions: `error … when`, `enabled when`".drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
                == "9-conditions-error--when-enabled-when")
        var anchors: Set<String> = []
        var inFence = false
        for line in Self.document.lines {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            anchors.insert(Self.anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
        }
        let text = Self.document.lines.joined(separator: "\n")
        var rest = text[...]
        var links = 0
        while let start = rest.range(of: "](#") {
            links += 1
            let tail = rest[start.upperBound...]
            guard let end = tail.firstIndex(of: ")") else { break }
            let target = String(tail[..<end])
            let reachesAHeading = anchors.contains(target)
            #expect(reachesAHeading, "a link to #\(target) reaches no heading")
            rest = tail[end...]
        }
        #expect(links >= 40, "the page's own links were not found")
    }

    @Test func theReadmePointsAtThePage() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains("(docs/LANGUAGE.md)"))
    }
}
