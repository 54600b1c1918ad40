import FormTestSupport
import Foundation
import Testing

/// Examples/ContactApp depends on formc by path and generates its model from
/// a `.form` file through FormcBuildPlugin. Building and running it proves
/// the plugin, the generated code and the products work for a real package.
@Suite struct ExamplePackageTests {
    static var swift: String? { ChildProcess.find("swift") }

    @Test func exampleBuildsWithThePluginRunsAndLints() throws {
        guard let swift = Self.swift else {
            print("skipping: swift not found on PATH")
            return
        }
        let example = packageRoot.appendingPathComponent("Examples/ContactApp").path
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formc-example-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        let build = try SwiftCompiler.run(swift, ["build", "--package-path", example, "--scratch-path", scratch])
        try #require(build.status == 0, "\(build.output.suffix(3000))")
        #expect(build.output.contains("formc generate contact.form"), "the build plugin ran")
        #expect(!build.output.contains("warning:"), "\(build.output.suffix(3000))")

        let binary = scratch + "/debug/ContactApp"
        let run = try SwiftCompiler.run(binary, [])
        #expect(run.output == """
        ["phone: Enter all ten digits", "visits: At most 365"]
        []
        ["name", "phone", "visits"]

        """)

        let fill = try SwiftCompiler.run("/bin/sh", ["-c", "printf 'Ada\\n9991234567\\n7\\n' | '\(binary)' --fill 2>/dev/null"])
        #expect(fill.output == "Contact(name: \"Ada\", phone: Optional(\"+7-999-123-45-67\"), visits: 7)\n")

        let lint = try SwiftCompiler.run(swift, ["package", "--package-path", example, "--scratch-path", scratch, "formc-lint"])
        #expect(lint.status == 0, "\(lint.output.suffix(2000))")
    }
}
