import Foundation
import Testing

/// docs/CODEGEN.md, "One form's whole output", shows `Generated/nickname.swift`
/// in full and explains each part (issue 31 item 5): the block must be that
/// file as formc generates it now, so the explanation never describes code
/// formc no longer writes. `bash Scripts/regenerate.sh` rewrites the block.
@Suite struct WholeOutputDocTests {
    /// The fenced block after the line naming the file.
    static func shownOutput(in document: String) -> String? {
        let marker = "becomes `Generated/nickname.swift`, in full:\n\n```swift\n"
        guard let start = document.range(of: marker), let end = document.range(of: "\n```\n", range: start.upperBound..<document.endIndex) else {
            return nil
        }
        return String(document[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func theDocumentShowsTheGeneratedFileAsItIs() throws {
        let document = try String(contentsOf: packageRoot.appendingPathComponent("docs/CODEGEN.md"), encoding: .utf8)
        let generated = try String(contentsOf: packageRoot.appendingPathComponent("Generated/nickname.swift"), encoding: .utf8)
        let shown = try #require(Self.shownOutput(in: document), "docs/CODEGEN.md has no block after the line naming Generated/nickname.swift")
        #expect(shown == generated, "docs/CODEGEN.md shows an old Generated/nickname.swift: run bash Scripts/regenerate.sh")
    }
}
