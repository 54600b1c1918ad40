import Foundation
import PackagePlugin

/// `swift package formc-breaking --against REF [formc breaking options]`:
/// compares the `.form` files of each target with REF (a git revision, or a
/// folder laid out like the package), as `formc breaking` does in CI.
@main
struct FormcBreaking: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let formc = try context.tool(named: "formc")
        let root = context.package.directoryURL.standardizedFileURL.path
        // One `formc breaking` per target: a target's specs are one Swift
        // module (forms are matched by name within it), two targets' are not.
        // The target's folder is compared whole, so a spec removed since REF
        // is found too.
        var worst: Int32 = 0
        var compared = 0
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget, !target.sourceFiles(withSuffix: "form").map(\.url).isEmpty else { continue }
            compared += 1
            // `directoryURL` needs tools version 6.1; a `Path` describes itself as its string.
            let folder = URL(fileURLWithPath: String(describing: target.directory)).standardizedFileURL.path
            let relative = folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
            let process = Process()
            process.executableURL = formc.url
            process.currentDirectoryURL = URL(fileURLWithPath: root)
            process.arguments = ["breaking"] + arguments + [relative]
            try process.run()
            process.waitUntilExit()
            worst = max(worst, process.terminationStatus)
        }
        guard compared > 0 else {
            print("formc-breaking: no .form files in this package's targets")
            return
        }
        guard worst == 0 else {
            Diagnostics.error("formc breaking found changes that break stored data or code in the package's .form files")
            throw BreakingFailure(status: worst)
        }
    }

    struct BreakingFailure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "formc breaking exited with status \(status)" }
    }
}
