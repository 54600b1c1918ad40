import Foundation
import PackagePlugin

/// `swift package formc-lint [formc check options]`: checks every `.form`
/// file of the package's targets, as `formc check` does in CI.
@main
struct FormcLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let formc = try context.tool(named: "formc")
        // One `formc check` per target: a target's specs are one Swift
        // module (two forms of one name clash there), two targets' are not.
        var worst: Int32 = 0
        var checked = 0
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            let specs = target.sourceFiles(withSuffix: "form").map(\.url.path)
            guard !specs.isEmpty else { continue }
            checked += 1
            let process = Process()
            process.executableURL = formc.url
            process.arguments = ["check"] + arguments + specs.sorted()
            try process.run()
            process.waitUntilExit()
            worst = max(worst, process.terminationStatus)
        }
        guard checked > 0 else {
            print("formc-lint: no .form files in this package's targets")
            return
        }
        guard worst == 0 else {
            Diagnostics.error("formc check found problems in the package's .form files")
            throw LintFailure(status: worst)
        }
    }

    struct LintFailure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "formc check exited with status \(status)" }
    }
}
