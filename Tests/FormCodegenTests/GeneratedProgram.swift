import FormTestSupport
import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen

/// Generates specs, compiles the model files with a driver `main.swift`
/// against the debug build of FormRuntime (`swiftc`, not `-typecheck`, so
/// literal overflow is reported), runs the program and returns its output.
enum GeneratedProgram {
    static let build = packageRoot.appendingPathComponent(".build/debug")

    /// The output of the program, or nil (with a printed reason) when swiftc
    /// or the built runtime is not available.
    static func run(specs: [String: String], main: String) throws -> String? {
        guard let swiftc = SwiftCompiler.path else {
            print("skipping: swiftc not found on PATH")
            return nil
        }
        let runtimeObjects = BuiltModuleObjects.objects(of: "FormRuntime", build: build)
        guard !runtimeObjects.isEmpty, FileManager.default.fileExists(atPath: build.appendingPathComponent("Modules/FormRuntime.swiftmodule").path) else {
            print("skipping: the debug build of FormRuntime is not at \(build.path) (run through `swift test`)")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-program-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        for (name, text) in specs.sorted(by: { $0.key < $1.key }) {
            let checked = try checkedFile(SourceFile(path: name, text: text))
            for file in GeneratedFiles.generate(checked, specName: name) where !file.name.contains("+Terminal") {
                let url = folder.appendingPathComponent(file.name)
                try file.content.write(to: url, atomically: true, encoding: .utf8)
                sources.append(url.path)
            }
        }
        let mainURL = folder.appendingPathComponent("main.swift")
        try ("import FormRuntime\nimport Foundation\n\n" + main).write(to: mainURL, atomically: true, encoding: .utf8)
        let program = folder.appendingPathComponent("program").path
        let compile = try SwiftCompiler.run(swiftc, [
            "-swift-version", "6", "-warnings-as-errors", "-module-name", "Program",
            "-I", build.appendingPathComponent("Modules").path, mainURL.path,
        ] + sources + runtimeObjects + ["-o", program])
        guard compile.status == 0 else {
            throw SwiftCompiler.CompileFailure(message: "the generated code did not build:\n" + compile.output.prefix(6000))
        }
        let run = try SwiftCompiler.run(program, [])
        guard run.status == 0 else {
            throw SwiftCompiler.CompileFailure(message: "the program failed: \(run.output.prefix(2000))")
        }
        return run.output
    }

    /// Compiles (`swiftc -c`, so literal overflow is reported) every generated
    /// file of `files`, model and terminal, as one module against the built
    /// FormRuntime and FormTerminal; nil when they are not available, else
    /// the compiler's exit status and output.
    static func compile(_ files: [GeneratedFiles.File], moduleName: String = "Generated") throws -> (status: Int32, output: String)? {
        guard let swiftc = SwiftCompiler.path else {
            print("skipping: swiftc not found on PATH")
            return nil
        }
        let modules = build.appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("FormTerminal.swiftmodule").path) else {
            print("skipping: built modules not found at \(modules.path) (run through `swift test`)")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try file.content.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return try SwiftCompiler.run(swiftc, [
            "-c", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", moduleName,
            "-I", modules.path, "-working-directory", folder.path,
        ] + paths)
    }

    /// The generated files of specs (file name → text), which must check clean.
    static func generate(_ specs: [String: String]) throws -> [GeneratedFiles.File] {
        try specs.sorted { $0.key < $1.key }.flatMap { name, text in
            GeneratedFiles.generate(try checkedFile(SourceFile(path: name, text: text)), specName: name)
        }
    }
}
