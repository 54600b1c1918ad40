import Foundation
import Testing
@testable import FormCommandLine

/// The README's "A short tour of the language" is the first spec a new user
/// copies: every code block in it is a whole `.form` file that `formc check`
/// passes with no diagnostic at all.
@Suite struct ReadmeTourTests {
    static func tourBlocks() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let start = text.range(of: "## A short tour of the language"),
              let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex) else { return [] }
        var blocks: [String] = []
        var current: [Substring]?
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current { blocks.append(lines.joined(separator: "\n") + "\n") }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyTourBlockChecksClean() throws {
        let blocks = try Self.tourBlocks()
        #expect(blocks.count >= 2, "the tour shows version 1 and version 1.1")
        #expect(blocks.contains { $0.contains("choice") && $0.contains("section") && $0.contains(": date") && $0.contains("luhn(") })
        for (index, block) in blocks.enumerated() {
            let folder = try TemporaryFolder()
            let path = try folder.write("tour\(index).form", block)
            let result = run(["check", "--format", "json", path])
            #expect(result.status == 0 && result.out.isEmpty, "README tour block \(index + 1):\n\(result.out)\(result.err)")
        }
    }
}
