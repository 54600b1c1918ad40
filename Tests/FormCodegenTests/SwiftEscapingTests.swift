import FormTestSupport
import Foundation
import FormChecker
import Testing
@testable import FormCodegen

/// Text that tries to break out of a string literal or a comment.
let adversarialTexts: [String] = [
    "plain", "quote \" inside", "back\\slash", "interpolation \\(boom) and \\(", "*/ closes a block comment",
    "\"\"\" triple quotes", "#\"raw\"# and ##", "bidi \u{202E}evil\u{202C} override", "escape \u{1B}[31m red",
    "nul \u{0} byte", "new\nline", "crlf\r\nline", "line\u{2028}separator", "family 👨‍👩‍👧 and é and e\u{301}",
    "/* opens a comment", "// starts a comment", "\\u{41} not an escape", "tab\there", "del \u{7F} c1 \u{85}",
    "zero\u{200B}width", "", "\\", "\"",
]

@Suite struct SwiftEscapingTests {
    @Test func identifiersAreSanitisedAndKeywordsQuoted() {
        #expect(SwiftEscaping.identifier("email") == "email")
        #expect(SwiftEscaping.identifier("default") == "`default`")
        #expect(SwiftEscaping.identifier("a-b\"c") == "a_b_c")
        #expect(SwiftEscaping.identifier("9lives") == "_lives")
        #expect(SwiftEscaping.identifier("") == "_")
    }

    /// One list of Swift keywords: what the checker rejects as a name is what
    /// generated code quotes (issue 11: `actor`, `async`, `some` and
    /// `package` were rejected by the checker but not quoted).
    @Test func everyKeywordTheCheckerRejectsIsQuoted() {
        for word in ["actor", "async", "some", "package", "any", "macro", "nonisolated", "in"] {
            #expect(SwiftEscaping.identifier(word) == "`\(word)`", "\(word)")
        }
        for word in GeneratedSwiftNames.swiftKeywords {
            #expect(SwiftEscaping.identifier(word) == "`\(word)`", "\(word)")
        }
    }

    @Test func commentTextCannotEndTheLine() {
        for text in adversarialTexts {
            let comment = SwiftEscaping.commentText(text)
            #expect(!comment.contains("\n") && !comment.contains("\r") && !comment.contains("\u{2028}"))
            #expect(!comment.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x1B || $0.value == 0 })
        }
    }

    /// Renders a program whose string literals and doc comments hold every
    /// adversarial text, compiles it with swiftc and checks each value
    /// survives exactly.
    @Test func adversarialTextSurvivesACompilerRoundTrip() throws {
        guard let swiftc = SwiftCompiler.path else {
            print("skipping: swiftc not found on PATH")
            return
        }
        let property = SwiftProperty(
            doc: adversarialTexts,
            name: "values",
            type: "[String]",
            value: .array(adversarialTexts.map { .string($0) })
        )
        var source = SwiftRenderer.render(SwiftFile(
            header: adversarialTexts.map { "header: " + $0 },
            imports: [],
            declarations: [.property(property)]
        ))
        source += """
        for value in values {
            print(value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }

        """
        let output = try SwiftCompiler.compileAndRun(source, swiftc: swiftc)
        let expected = adversarialTexts.map { text in
            text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
    }
}

/// Compiles and runs small Swift programs for tests.
enum SwiftCompiler {
    static var path: String? { ChildProcess.find("swiftc") }

    static func compileAndRun(_ source: String, swiftc: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        try source.write(to: main, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("program")
        let compile = try run(swiftc, ["-swift-version", "6", "-warnings-as-errors", main.path, "-o", binary.path])
        guard compile.status == 0 else {
            throw CompileFailure(message: compile.output + "\n--- source ---\n" + source)
        }
        return try run(binary.path, []).output
    }

    struct CompileFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Runs a program with a deadline; its exit status (-1 when killed) and
    /// its standard output and error together.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let outcome = try ChildProcess.run(executable, arguments, timeout: 900)
        let note = outcome.timedOut ? "\n[killed after 900 s]" : ""
        return (outcome.status ?? -1, outcome.output + note)
    }

}
