import Foundation
import Testing

/// FormSession reads no environment, process or C library, and knows no
/// terminal (LANGUAGE.md §18): its sources never name them.
@Suite struct ModuleBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/FormSession")

    static let forbidden = [
        "ProcessInfo", "getenv", "environment", "import Glibc", "import Musl", "import Darwin", "import FormTerminal",
        "CommandLine", "FileHandle", "FileManager", "TimeZone.current", "Locale.current", "Date()",
    ]

    @Test func theSessionSourcesNameNoEnvironmentNorTerminal() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 15)
        for file in files {
            let source = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            // Code only: documentation may say what the session does not do.
            let text = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for word in Self.forbidden {
                #expect(!text.contains(word), "\(file) names \(word)")
            }
        }
    }
}
