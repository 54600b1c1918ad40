import FormTestSupport
import Foundation
import Testing
@testable import FormCommandLine

/// `formc generate` under concurrency and kills, driving the built binary.
@Suite(.serialized) struct GenerateRobustnessTests {
    static let formc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/formc").path

    /// Specs with many fields, so a run takes long enough to be interrupted.
    static func writeSpecs(_ folder: TemporaryFolder, count: Int, label: String) throws -> String {
        for index in 0..<count {
            var text = "form Form\(index) {\n"
            for field in 0..<40 {
                text += "    field f\(field): text {\n        label \"\(label) \(field)\"\n        format trim | limit(80)\n    }\n"
            }
            try folder.write("specs/spec\(index).form", text + "}\n")
        }
        return folder.url.appendingPathComponent("specs").path
    }

    static func launch(_ arguments: [String]) throws -> ChildProcess {
        try ChildProcess(formc, arguments, timeout: 120)
    }

    /// Every `.swift` file in the folder is a whole generated file.
    static func assertWhole(_ output: String, expected: [String: [String]]) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: output)
        for name in names where name.hasSuffix(".swift") {
            let content = try String(contentsOfFile: output + "/" + name, encoding: .utf8)
            #expect(expected[name]?.contains(content) == true, "\(name) is torn or unknown")
        }
    }

    @Test func concurrentRunsIntoOneFolderLeaveItConsistent() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.formc) else {
            print("skipping: \(Self.formc) not built")
            return
        }
        let folder = try TemporaryFolder()
        let specs = try Self.writeSpecs(folder, count: 6, label: "Label")
        let output = folder.url.appendingPathComponent("out").path
        let runs = try (0..<4).map { _ in try Self.launch(["generate", specs, "--output", output]) }
        let outcomes = runs.map { $0.wait() }
        #expect(outcomes.allSatisfy { $0.status == 0 })
        let check = try Self.launch(["generate", specs, "--output", output, "--check"]).wait()
        #expect(check.status == 0, "the folder equals one run's output")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output).filter { !$0.hasSuffix(".swift") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func killedRunLeavesEveryFileOldOrNew() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.formc) else {
            print("skipping: \(Self.formc) not built")
            return
        }
        let folder = try TemporaryFolder()
        let specs = try Self.writeSpecs(folder, count: 30, label: "Old")
        let output = folder.url.appendingPathComponent("out").path
        #expect(try Self.launch(["generate", specs, "--output", output]).wait().status == 0)
        var expected: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output) {
            expected[name, default: []].append(try String(contentsOfFile: output + "/" + name, encoding: .utf8))
        }
        _ = try Self.writeSpecs(folder, count: 30, label: "New")
        let reference = folder.url.appendingPathComponent("reference").path
        #expect(try Self.launch(["generate", specs, "--output", reference]).wait().status == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: reference) {
            expected[name, default: []].append(try String(contentsOfFile: reference + "/" + name, encoding: .utf8))
        }
        for delay in [0.02, 0.05, 0.1, 0.2, 0.3] {
            let run = try Self.launch(["generate", specs, "--output", output])
            Thread.sleep(forTimeInterval: delay)
            run.send(signal: SIGKILL)
            _ = run.wait()
            try Self.assertWhole(output, expected: expected)
        }
        let complete = try Self.launch(["generate", specs, "--output", output]).wait()
        #expect(complete.status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output).filter { !$0.hasSuffix(".swift") }
        #expect(leftovers.isEmpty, "a later run removes what a killed run left: \(leftovers)")
    }
}
