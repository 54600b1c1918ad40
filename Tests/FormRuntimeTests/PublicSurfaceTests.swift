import Foundation
import Testing

/// FormRuntime ships inside apps, so its public API is a promise: what app
/// developers call is `public`; what only generated code calls is
/// `@_spi(Generated) public` (generated files say `@_spi(Generated) import
/// FormRuntime`); what only this package's other modules call is `package`
/// (docs/ARCHITECTURE.md, "What FormRuntime exports"). These tests lock that fence.
@Suite struct PublicSurfaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let runtime = root.appendingPathComponent("Sources/FormRuntime")
    /// The committed list of FormRuntime's public declarations, one `file: declaration` a line.
    static let allowList = root.appendingPathComponent("Tests/FormRuntimeTests/PublicAPI.txt")

    /// Every Swift file of `folder`, relative to it, sorted.
    static func swiftFiles(_ folder: URL) -> [String] {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// FormRuntime's public declarations as the allow-list writes them.
    static func currentSurface() throws -> [String] {
        try swiftFiles(runtime).flatMap { file in
            let source = try String(contentsOf: runtime.appendingPathComponent(file), encoding: .utf8)
            return PublicDeclarationScanner.declarations(in: source).map { "\(file): \($0)" }
        }
    }

    /// Adding public API is deliberate: a new plain `public` declaration in
    /// FormRuntime fails here until it is added to PublicAPI.txt (or fenced
    /// with `@_spi(Generated)`, or made `package`). Run with
    /// `FORMC_UPDATE_PUBLIC_API=1` to rewrite the list, then review its diff.
    @Test func everyPublicDeclarationIsInTheAllowList() throws {
        let current = try Self.currentSurface()
        if ProcessInfo.processInfo.environment["FORMC_UPDATE_PUBLIC_API"] == "1" {
            let header = [
                "# FormRuntime's public API: what apps see without `@_spi(Generated)`.",
                "# Checked by PublicSurfaceTests; FORMC_UPDATE_PUBLIC_API=1 swift test --filter PublicSurfaceTests rewrites it.",
            ]
            try (header + current).joined(separator: "\n").appending("\n").write(to: Self.allowList, atomically: true, encoding: .utf8)
        }
        let listed = try String(contentsOf: Self.allowList, encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let added = Self.difference(current, listed)
        let removed = Self.difference(listed, current)
        #expect(added.isEmpty, "new public FormRuntime API not in Tests/FormRuntimeTests/PublicAPI.txt (fence it with @_spi(Generated), make it package, or list it):\n\(added.joined(separator: "\n"))")
        #expect(removed.isEmpty, "PublicAPI.txt lists declarations that are no longer public:\n\(removed.joined(separator: "\n"))")
        #expect(current.count > 100, "the scanner found too little: \(current.count)")
    }

    /// The helpers only generated code calls never reach an app's namespace.
    @Test func generatedOnlyHelpersAreFenced() throws {
        let surface = try Self.currentSurface()
        let types = [
            "FormCompare", "FormCaseLookup", "FormText", "FormNormalization", "FormPatterns", "FormPattern",
            "FieldDecoding", "FieldEncoding", "FieldCodingKey", "FormSchemaTable", "FormCalendar", "FormChecksum",
            "FormcGeneratedCodeRequiresFormRuntime10",
        ]
        for name in types {
            let declared = surface.filter { line in
                ["enum ", "struct ", "protocol "].contains { line.hasSuffix($0 + name) || line.contains($0 + name + ":") || line.contains($0 + name + " ") }
            }
            #expect(declared.isEmpty, "\(name) is plain public API: \(declared)")
        }
        for member in ["func raise<", "init(table:", "func read(_ name:"] {
            #expect(!surface.contains { $0.contains(member) }, "\(member) is plain public API")
        }
        // The version check is what makes a generated file need the SPI import.
        let support = try String(contentsOf: Self.runtime.appendingPathComponent("Generated/GeneratedCodeSupport.swift"), encoding: .utf8)
        #expect(support.contains("@_spi(Generated)\npublic protocol FormcGeneratedCodeRequiresFormRuntime10"))
    }

    /// Every committed generated model imports the SPI it calls; the terminal
    /// and SwiftUI files call public API only and import FormRuntime plainly.
    @Test func generatedFilesImportTheGeneratedSPIExactlyWhereTheyCallIt() throws {
        let folders = ["Generated", "Tests/Adversarial/Generated", "Benchmarks/SessionModel/Generated", "Tests/AppleSurface/Sources/GeneratedViews"]
        var models = 0
        for folder in folders {
            let url = Self.root.appendingPathComponent(folder)
            for file in Self.swiftFiles(url) {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                let lines = text.split(separator: "\n").map(String.init)
                let isModel = !file.contains("+")
                if isModel { models += 1 }
                #expect(lines.contains("@_spi(Generated) import FormRuntime") == isModel, "\(folder)/\(file)")
                #expect(lines.contains("import FormRuntime") == !isModel, "\(folder)/\(file)")
            }
        }
        #expect(models >= 20)
    }

    /// The renderers this package ships (FormSwiftUI, FormTerminal) are
    /// written against FormRuntime's public and package API, as an app's own
    /// renderer would be: neither imports the SPI. FormSession, the engine
    /// the generated `_Formc…` session members are written for, imports it
    /// only in the files that call them or, for a form described at run
    /// time (`ValuesForm`), implement them, and where it describes a session
    /// the way generated models describe themselves (`FormMirror`, which
    /// hides secure fields).
    @Test func shippedRenderersDoNotImportTheGeneratedSPI() throws {
        for module in ["FormSession", "FormSwiftUI", "FormTerminal"] {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let files = Self.swiftFiles(folder)
            #expect(!files.isEmpty)
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                guard text.contains("@_spi(Generated)") else { continue }
                let usesSessionMembers = text.contains("._Formc") || text.contains("func _Formc") || text.contains("var _Formc")
                    || text.contains("FormMirror()")
                #expect(module == "FormSession" && usesSessionMembers, "Sources/\(module)/\(file) imports FormRuntime's generated-code SPI")
            }
        }
    }

    /// The scanner sees what an app sees: SPI and package declarations,
    /// members of fenced or internal types and braces in strings and
    /// comments do not count.
    @Test func theScannerFindsExactlyThePublicDeclarations() {
        let source = #"""
            /// A public type.
            public struct Shown {
                public var name: String = "{"
                public func body() -> Int { let text = "}\("{")"; return text.count }
                @_spi(Generated) public var fenced: Int { 0 }
                package var packaged: Int { 0 }
                /* { */
                public init() {}
            }
            @_spi(Generated)
            public enum Fenced {
                public static func helper() {}
            }
            struct Internal {
                public var hidden: Int
            }
            extension Shown {
                public static let shared = Shown()
                public var multiline: String {
                    """
                    public var notCode: Int {
                    """
                }
            }
            package extension Shown {
                func hidden() {}
            }
            """#
        #expect(PublicDeclarationScanner.declarations(in: source) == [
            "public struct Shown",
            "public var name: String",
            "public func body() -> Int",
            "public init()",
            "public static let shared",
            "public var multiline: String",
        ])
    }

    /// The lines of `lines` not matched one for one in `other`.
    static func difference(_ lines: [String], _ other: [String]) -> [String] {
        var remaining = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
        return lines.filter { line in
            guard let count = remaining[line], count > 0 else { return true }
            remaining[line] = count - 1
            return false
        }
    }
}
