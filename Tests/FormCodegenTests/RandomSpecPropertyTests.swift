import FormTestSupport
import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen

/// Random valid specs → check → generate → type-check with swiftc against
/// the built FormRuntime and FormTerminal modules. 240 specs per run, in
/// four compiler invocations.
@Suite struct RandomSpecPropertyTests {
    static let modules = packageRoot.appendingPathComponent(".build/debug/Modules")

    @Test(arguments: 0..<4)
    func generatedCodeForRandomSpecsTypeChecks(batch: Int) throws {
        guard let swiftc = SwiftCompiler.path else {
            print("skipping: swiftc not found on PATH")
            return
        }
        guard FileManager.default.fileExists(atPath: Self.modules.appendingPathComponent("FormTerminal.swiftmodule").path) else {
            print("skipping: built modules not found at \(Self.modules.path) (run through `swift test`)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-random-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = RandomSpecGenerator(random: SeededRandom(state: UInt64(batch) &* 7919 &+ 17))
        var paths: [String] = []
        for index in (batch * 60)..<((batch + 1) * 60) {
            let text = generator.spec(index: index)
            let source = SourceFile(path: "random\(index).form", text: text)
            let (syntax, parseDiagnostics) = Parser.parse(source)
            let (checked, checkDiagnostics) = Checker.check(syntax)
            let errors = (parseDiagnostics + checkDiagnostics).filter { $0.severity == .error }
            guard errors.isEmpty else {
                Issue.record("generator wrote an invalid spec: \(errors.map { "\($0.range.start.line): \($0.message)" })\n\(text)")
                continue
            }
            for file in GeneratedFiles.generate(checked, specName: source.path) {
                let url = folder.appendingPathComponent(file.name)
                try file.content.write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
        }
        let result = try SwiftCompiler.run(swiftc, [
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "RandomForms",
            "-I", Self.modules.path,
        ] + paths)
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }
}
