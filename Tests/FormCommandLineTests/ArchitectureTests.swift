import Foundation
import Testing

/// docs/ARCHITECTURE.md's table of which module may import which, checked
/// against every `import` in `Sources/`: a module that imports a package
/// module the table does not allow fails here, naming the file.
@Suite struct ArchitectureTests {
    /// The package's own modules each module may import (docs/ARCHITECTURE.md).
    static let allowed: [String: Set<String>] = [
        "FormRuntime": [],
        "FormSession": ["FormRuntime"],
        "FormSwiftUI": ["FormRuntime", "FormSession"],
        "FormSystem": [],
        "FormTerminal": ["FormRuntime", "FormSession", "FormSystem", "UnicodeDisplayWidth"],
        "UnicodeDisplayWidth": [],
        "FormDiagnostics": ["UnicodeDisplayWidth", "FormRuntime"],
        "FormSyntax": ["FormDiagnostics"],
        "FormChecker": ["FormSyntax", "FormDiagnostics", "FormRuntime"],
        "FormTooling": ["FormChecker", "FormRuntime"],
        "FormCodegen": ["FormChecker", "FormRuntime", "FormSystem"],
        "FormExport": ["FormChecker", "FormDiagnostics", "FormRuntime", "FormCodegen"],
        "FormPreview": ["FormChecker", "FormDiagnostics", "FormRuntime", "FormSession", "FormTerminal", "UnicodeDisplayWidth"],
        "FormLanguageServer": ["FormSyntax", "FormDiagnostics", "FormChecker", "FormRuntime", "FormSystem"],
        "FormBreaking": ["FormChecker", "FormSyntax", "FormDiagnostics", "FormRuntime"],
        "FormCommandLine": [
            "FormSyntax", "FormDiagnostics", "FormRuntime", "FormChecker", "FormCodegen", "FormExport", "FormPreview",
            "FormLanguageServer", "FormTooling", "FormBreaking", "FormSystem",
        ],
        "formc": ["FormCommandLine"],
    ]

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The module names an `import` line of `text` names (attributes such as
    /// `@_spi(Generated)` and `@preconcurrency` and kinds such as `struct` skipped).
    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.first == "import", words.count >= 2 else { return nil }
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let name = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return String(name.split(separator: ".").first ?? name)
        }
    }

    @Test func everyModuleImportsOnlyWhatTheArchitectureAllows() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") }.sorted()
        let known = Set(Self.allowed.keys)
        for module in modules {
            guard let allowed = Self.allowed[module] else {
                Issue.record("Sources/\(module) is not in docs/ARCHITECTURE.md's table (ArchitectureTests.allowed)")
                continue
            }
            let folder = Self.sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            #expect(!files.isEmpty, "Sources/\(module) has no Swift files")
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for name in Self.imports(text) where known.contains(name) && name != module {
                    #expect(allowed.contains(name), "Sources/\(module)/\(file) imports \(name), which docs/ARCHITECTURE.md does not allow")
                }
            }
        }
    }

    @Test func theImportReaderSeesAttributesAndKinds() {
        #expect(Self.imports("@_spi(Generated) import FormRuntime\nimport struct FormSession.FieldEdit\n// import FormTerminal\n") == ["FormRuntime", "FormSession"])
    }
}

/// A fresh clone has no `../shared` beside it: no test may read it (the
/// conformance data is read from `Tests/Conformance`, checked against
/// `../shared` by `.ci/run` only). A path into it in any test source fails here.
@Suite struct SelfContainedTestsTests {
    @Test func noTestReadsOutsideTheRepository() throws {
        let tests = ArchitectureTests.sources.deletingLastPathComponent().appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 50)
        for file in files where !file.hasSuffix("ArchitectureTests.swift") {  // this file names the needles
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for needle in ["\"../shared", "\"shared/conformance"] where text.contains(needle) {
                Issue.record("Tests/\(file) names \(needle)…: read Tests/Conformance instead")
            }
        }
    }
}
