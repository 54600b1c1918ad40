import FormTestSupport
import Foundation
import Testing

/// Examples/ContactApp depends on formc by path and generates its model from
/// a `.form` file through FormcBuildPlugin. Building and running it proves
/// the plugin, the generated code and the products work for a real package.
@Suite struct ExamplePackageTests {
    static var swift: String? { ChildProcess.find("swift") }

    /// The three packages below depend on formc by path. Built in one scratch
    /// folder, one after the other, formc's modules, its executable and its
    /// plugins are compiled once (about 55 s) and the later builds are
    /// incremental; in three scratch folders, built side by side, they were
    /// compiled three times over (159 s of CI's `swift test` on 2 cores).
    /// Each package is its own folder, so each still gets its own plugin
    /// outputs, products and manifest.
    @Test func packagesDependingOnFormcBuildWithThePlugin() throws {
        guard let swift = Self.swift else {
            print("skipping: swift not found on PATH")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("formc-packages-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try exampleBuildsWithThePluginRunsAndLints(swift, scratch: scratch)
        try pluginReportsSpecsOfOneTargetThatClash(swift, scratch: scratch)
        try formcJSONEmitsTheModelAloneForATargetThatLinksFormRuntimeAlone(swift, scratch: scratch)
    }

    func exampleBuildsWithThePluginRunsAndLints(_ swift: String, scratch: String) throws {
        let example = packageRoot.appendingPathComponent("Examples/ContactApp").path
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("formc-example-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }

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

        // formc-breaking against a folder laid out like the package: the old
        // contact.form had a field the new one lacks.
        let old = work + "/old/Sources/ContactApp"
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        let spec = try String(contentsOfFile: example + "/Sources/ContactApp/contact.form", encoding: .utf8)
        let withNickname = spec.replacingOccurrences(of: "form Contact {\n", with: "form Contact {\n    field nickname: text? { label \"Nickname\" }\n")
        #expect(withNickname != spec)
        try withNickname.write(toFile: old + "/contact.form", atomically: true, encoding: .utf8)
        let breaking = try SwiftCompiler.run(swift, ["package", "--package-path", example, "--scratch-path", scratch, "formc-breaking", "--against", work + "/old"])
        #expect(breaking.status != 0)
        #expect(breaking.output.contains("Sources/ContactApp/contact.form:2:6: error: field 'nickname' of form 'Contact' was removed"), "\(breaking.output.suffix(2000))")
        try spec.write(toFile: old + "/contact.form", atomically: true, encoding: .utf8)
        let same = try SwiftCompiler.run(swift, ["package", "--package-path", example, "--scratch-path", scratch, "formc-breaking", "--against", work + "/old"])
        #expect(same.status == 0, "\(same.output.suffix(2000))")
        #expect(same.output.contains("compared with \(work)/old: no breaking changes"))
    }

    /// Two `x.form` files in different folders of one target: the plugin runs
    /// one `formc generate` over the target's specs, which stops with an
    /// error naming both files (separate runs made SwiftPM report "multiple
    /// producers", and the same form in two files failed in swiftc).
    func pluginReportsSpecsOfOneTargetThatClash(_ swift: String, scratch: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formc-clash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        @discardableResult
        func write(_ path: String, _ text: String) throws -> String {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        try write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Clash",
                platforms: [.macOS(.v14)],
                dependencies: [.package(name: "formc", path: "\(packageRoot.path)")],
                targets: [.executableTarget(
                    name: "App",
                    dependencies: [.product(name: "FormRuntime", package: "formc"), .product(name: "FormTerminal", package: "formc")],
                    plugins: [.plugin(name: "FormcBuildPlugin", package: "formc")]
                )]
            )

            """)
        let first = try write("Sources/App/a/x.form", "form A { field a: text { label \"A\" } }\n")
        let second = try write("Sources/App/b/x.form", "form B { field b: text { label \"B\" } }\n")
        try write("Sources/App/main.swift", "print(A(), B())\n")
        let build = try SwiftCompiler.run(swift, ["build", "--package-path", root.path, "--scratch-path", scratch])
        #expect(build.status != 0)
        #expect(build.output.contains("\(first) and \(second) would generate the same files"), "\(build.output.suffix(3000))")
        #expect(!build.output.contains("multiple producers"))
    }

    /// A target with `formc.json` `{"emit": ["model"]}` depends on FormRuntime
    /// alone (as an iOS app would: no terminal): the plugin generates the
    /// model file and empty files of the other kinds, and the package builds
    /// and runs without warnings; an edit of formc.json regenerates on the
    /// next incremental build; the app's own code does not see the
    /// generated-code SPI. A `formc.json` naming an unknown kind stops the
    /// build with a message naming the file.
    func formcJSONEmitsTheModelAloneForATargetThatLinksFormRuntimeAlone(_ swift: String, scratch: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formc-emit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "ModelOnly",
                platforms: [.macOS(.v14)],
                dependencies: [.package(name: "formc", path: "\(packageRoot.path)")],
                targets: [.executableTarget(
                    name: "App",
                    dependencies: [.product(name: "FormRuntime", package: "formc")],
                    swiftSettings: [.swiftLanguageMode(.v6)],
                    plugins: [.plugin(name: "FormcBuildPlugin", package: "formc")]
                )]
            )

            """)
        try write("Sources/App/formc.json", #"{"emit": ["model"]}"#)
        try write("Sources/App/contact.form", "form Contact {\n    field name: text {\n        label \"Name\"\n        required\n    }\n}\n")
        try write("Sources/App/main.swift", "print(Contact().validate(on: .submit).map(\\.message))\n")
        let build = try SwiftCompiler.run(swift, ["build", "--package-path", root.path, "--scratch-path", scratch])
        try #require(build.status == 0, "\(build.output.suffix(3000))")
        #expect(!build.output.contains("warning:"), "\(build.output.suffix(3000))")
        // Every kind's file is declared and written; the kinds formc.json
        // leaves out are empty, so nothing imports FormTerminal. (This
        // package's outputs only: the scratch folder holds the others'.)
        func generated() throws -> [String: String] {
            let folder = scratch + "/plugins/outputs/" + root.lastPathComponent.lowercased()
            var files: [String: String] = [:]
            for path in try FileManager.default.subpathsOfDirectory(atPath: folder)
            where path.hasSuffix(".swift") && path.contains("GeneratedSources") {
                files[URL(fileURLWithPath: path).lastPathComponent] = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            }
            return files
        }
        var files = try generated()
        #expect(files.keys.sorted() == ["contact+SwiftUI.swift", "contact+Terminal.swift", "contact.swift"], "\(files.keys)")
        #expect(files["contact+Terminal.swift"]?.contains("Empty: `terminal` is not among the kinds asked for (model).") == true)
        #expect(files["contact+Terminal.swift"]?.contains("import") == false)
        #expect(files["contact+SwiftUI.swift"]?.contains("import") == false)
        let run = try SwiftCompiler.run(scratch + "/debug/App", [])
        #expect(run.output == "[\"Name is required\"]\n", "\(run.output)")

        // An edit of formc.json's contents regenerates on the next incremental
        // build. SwiftPM asks the plugin for its commands again only when the
        // target's list of files changes, so formc reads formc.json itself when
        // the command runs (the file is its input): the SwiftUI views appear
        // (compiled to nothing here, where SwiftUI is missing), then go again.
        // (With the kinds read by the plugin, the second build ran the command
        // with the first build's list.)
        try write("Sources/App/formc.json", #"{"emit": ["model", "swiftui"]}"#)
        let withViews = try SwiftCompiler.run(swift, ["build", "--package-path", root.path, "--scratch-path", scratch])
        try #require(withViews.status == 0, "\(withViews.output.suffix(3000))")
        #expect(withViews.output.contains("formc generate contact.form"), "the command ran again: \(withViews.output.suffix(2000))")
        files = try generated()
        #expect(files["contact+SwiftUI.swift"]?.contains("FormView(model: model, onSubmit: onSubmit)") == true)
        try write("Sources/App/formc.json", #"{"emit": ["model"]}"#)
        let withoutViews = try SwiftCompiler.run(swift, ["build", "--package-path", root.path, "--scratch-path", scratch])
        try #require(withoutViews.status == 0, "\(withoutViews.output.suffix(3000))")
        files = try generated()
        #expect(files["contact+SwiftUI.swift"]?.contains("Empty: `swiftui` is not among the kinds asked for (model).") == true)

        // The generated model reaches FormRuntime's generated-code helpers through
        // `@_spi(Generated) import FormRuntime`; the app's own code, importing it
        // plainly, does not see them.
        try write("Sources/App/Peek.swift", "import FormRuntime\nlet peek = FormCompare.less(1, 2)\n")
        let fenced = try SwiftCompiler.run(swift, ["build", "--package-path", root.path, "--scratch-path", scratch])
        #expect(fenced.status != 0, "\(fenced.output.suffix(3000))")
        #expect(fenced.output.contains("cannot find 'FormCompare' in scope"), "\(fenced.output.suffix(3000))")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/Peek.swift"))

        try write("Sources/App/formc.json", #"{"emit": ["model", "swing"]}"#)
        let refused = try SwiftCompiler.run(swift, ["build", "--package-path", root.path, "--scratch-path", scratch])
        #expect(refused.status != 0)
        #expect(refused.output.contains("formc.json: unknown kind 'swing' in \"emit\""), "\(refused.output.suffix(3000))")
    }
}
