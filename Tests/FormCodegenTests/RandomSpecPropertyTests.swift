import FormTestSupport
import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen

/// Random valid specs → check → generate → compile with `swiftc -c` (not
/// `-typecheck`, which does not report integer-literal overflow) against the
/// built FormRuntime and FormTerminal modules, in four compiler invocations.
/// Spec files are named in pairs that differ only in punctuation.
///
/// Each run draws a new seed, so runs add up to new specs; the seed is
/// printed and every failure names it. Environment:
/// - `FORMC_RANDOM_SPEC_SEED=N` repeats a run;
/// - `FORMC_RANDOM_SPECS=N` sets the number of specs (default 240).
@Suite struct RandomSpecPropertyTests {
    static let modules = packageRoot.appendingPathComponent(".build/debug/Modules")

    static let seed = RandomSpecGenerator.seedForThisRun("random specs: \(specsPerBatch * 4) specs")

    static let specsPerBatch: Int = {
        let requested = ProcessInfo.processInfo.environment["FORMC_RANDOM_SPECS"].flatMap { Int($0) } ?? 240
        return max(1, (requested + 3) / 4)
    }()

    @Test(arguments: 0..<4)
    func generatedCodeForRandomSpecsCompiles(batch: Int) throws {
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
        let seed = Self.seed
        var generator = RandomSpecGenerator(random: SeededRandom(state: seed &+ UInt64(batch) &* 7919))
        var paths: [String] = []
        for index in (batch * Self.specsPerBatch)..<((batch + 1) * Self.specsPerBatch) {
            let text = generator.spec(index: index)
            let source = SourceFile(path: RandomSpecGenerator.fileName(index: index), text: text)
            let (syntax, parseDiagnostics) = Parser.parse(source)
            let (checked, checkDiagnostics) = Checker.check(syntax)
            let errors = (parseDiagnostics + checkDiagnostics).filter { $0.severity == .error }
            guard errors.isEmpty else {
                Issue.record("seed \(seed): generator wrote an invalid spec: \(errors.map { "\($0.range.start.line): \($0.message)" })\n\(text)")
                continue
            }
            for file in GeneratedFiles.generate(checked, specName: source.path) {
                let url = folder.appendingPathComponent(file.name)
                try file.content.write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
        }
        let result = try SwiftCompiler.run(swiftc, [
            "-c", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", "RandomForms",
            "-I", Self.modules.path, "-working-directory", folder.path,
        ] + paths)
        #expect(result.status == 0, "seed \(seed), batch \(batch): \(result.output.prefix(4000))")
    }
}
