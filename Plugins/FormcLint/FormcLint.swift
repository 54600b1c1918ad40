import Foundation
import PackagePlugin

/// `swift package formc-lint [formc check options]`: checks every `.form`
/// file of the package's targets, as `formc check` does in CI.
@main
struct FormcLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let formc = try context.tool(named: "formc")
        var specs: [String] = []
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            specs += target.sourceFiles(withSuffix: "form").map(\.url.path)
        }
        guard !specs.isEmpty else {
            print("formc-lint: no .form files in this package's targets")
            return
        }
        let process = Process()
        process.executableURL = formc.url
        process.arguments = ["check"] + arguments + specs.sorted()
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("formc check found problems in the package's .form files")
            throw LintFailure(status: process.terminationStatus)
        }
    }

    struct LintFailure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "formc check exited with status \(status)" }
    }
}
