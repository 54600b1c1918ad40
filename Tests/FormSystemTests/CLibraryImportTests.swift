import Foundation
import Testing

/// LANGUAGE.md §18: every C library call goes through FormSystem, so no
/// other file the package ships imports a C library module.
@Suite struct CLibraryImportTests {
    /// The folders of code the package builds for its users.
    static let shippedFolders = ["Sources", "Examples", "Benchmarks", "Plugins", "Generated"]

    @Test func noFileOutsideFormSystemImportsACLibrary() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        var offenders: [String] = []
        for folder in Self.shippedFolders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let path = "\(folder)/\(relative)"
                if path.hasPrefix("Sources/FormSystem/") { continue }
                let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
                checked += 1
                for (number, line) in CLibraryImports.lines(in: text) {
                    offenders.append("\(path):\(number): \(line)")
                }
            }
        }
        #expect(checked > 100, "the walk found the package's sources (\(checked) files)")
        #expect(offenders.isEmpty, "C library imports outside Sources/FormSystem (move the calls there):\n\(offenders.joined(separator: "\n"))")
    }

    /// The tests build on a Mac too (`swift test` is README's test
    /// command): a test file may call the C library, but only under
    /// `#if canImport(Module)` for the module it imports.
    @Test func testsImportACLibraryOnlyUnderItsCanImportGuard() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let base = root.appendingPathComponent("Tests")
        var offenders: [String] = []
        var guarded = 0
        guard let walker = FileManager.default.enumerator(atPath: base.path) else {
            Issue.record("cannot list \(base.path)")
            return
        }
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            // AppleSurface type-checks against stand-in modules named Darwin.
            // This file's samples are string literals, not imports.
            if relative.hasPrefix("AppleSurface/") || relative == "FormSystemTests/CLibraryImportTests.swift" { continue }
            let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
            let unguarded = CLibraryImports.unguardedLines(in: text)
            guarded += CLibraryImports.lines(in: text).count - unguarded.count
            offenders += unguarded.map { "Tests/\(relative):\($0.number): \($0.text)" }
        }
        #expect(guarded >= 4, "the walk found the tests' guarded imports (\(guarded))")
        #expect(offenders.isEmpty, "C library imports without #if canImport(…) (the tests would not build on a Mac):\n\(offenders.joined(separator: "\n"))")
    }

    @Test func guardDetectorWantsTheSameModule() {
        let text = """
            import Glibc
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #else
            import Musl
            #endif
            #if os(Linux)
            import Glibc
            #endif
            """
        #expect(CLibraryImports.unguardedLines(in: text).map(\.number) == [1, 7, 10])
    }

    @Test func detectorFindsEveryFormOfImport() {
        let text = """
            import Foundation
            import Glibc
            @preconcurrency import Darwin
            internal import Musl
            import struct Darwin.C.termios
            @_exported import ucrt
            // import Glibc (a comment)
            import GlibcExtras
            let x = "import Glibc"
            #if canImport(Glibc)
            """
        #expect(CLibraryImports.lines(in: text).map(\.number) == [2, 3, 4, 5, 6])
    }

    @Test func formSystemItselfImportsTheCLibrary() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Sources/FormSystem/FileDescriptor.swift"), encoding: .utf8)
        // The walk above skips this folder; make sure the detector would
        // have seen its imports, so an empty result means something.
        #expect(CLibraryImports.lines(in: text).count == 3)
    }
}

/// Finds import declarations of C library modules in Swift source text.
enum CLibraryImports {
    /// The C library modules of the platforms Swift supports.
    static let modules: Set<String> = ["Glibc", "Darwin", "Musl", "ucrt", "Bionic", "Android", "WASILibc", "CRT"]

    /// The lines of ``lines(in:)`` not directly inside an `#if
    /// canImport(M)` or `#elseif canImport(M)` branch for their own module M.
    static func unguardedLines(in text: String) -> [(number: Int, text: String)] {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines(in: text).filter { found in
            let module = found.text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "." })
                .first { modules.contains(String($0)) }.map(String.init) ?? ""
            // The nearest conditional-compilation line above the import.
            for line in all[..<(found.number - 1)].reversed() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("#") else { continue }
                return !(trimmed.hasPrefix("#if canImport(\(module))") || trimmed.hasPrefix("#elseif canImport(\(module))"))
            }
            return true
        }
    }

    /// The 1-based numbers and texts of the lines that import one of ``modules``:
    /// `import X`, `import X.Sub`, `import struct X.name`, with attributes
    /// (`@preconcurrency`) and access levels (`internal import`).
    static func lines(in text: String) -> [(number: Int, text: String)] {
        var found: [(number: Int, text: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "fileprivate", "private"].contains(first) {
                words = words.dropFirst()
            }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(kind) {
                words = words.dropFirst()
            }
            guard let path = words.first else { continue }
            let module = String(path.prefix { $0 != "." })
            if modules.contains(module) { found.append((index + 1, String(line))) }
        }
        return found
    }
}
