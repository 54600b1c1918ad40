import Foundation
import PackagePlugin

/// Generates Swift for the `.form` files of a target at build time.
///
/// Each spec gets its own output folder, so `formc generate`'s removal of
/// files whose spec disappeared never touches another spec's output; the
/// file names are known before formc runs (`NAME.swift`,
/// `NAME+Terminal.swift`), so the build system schedules it only when the
/// spec changes.
@main
struct FormcBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let formc = try context.tool(named: "formc")
        let root = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources")
        return target.sourceFiles(withSuffix: "form").map { spec in
            let base = spec.url.deletingPathExtension().lastPathComponent
            let output = root.appendingPathComponent(base)
            return .buildCommand(
                displayName: "formc generate \(spec.url.lastPathComponent)",
                executable: formc.url,
                arguments: ["generate", spec.url.path, "--output", output.path],
                inputFiles: [spec.url],
                outputFiles: [
                    output.appendingPathComponent(base + ".swift"),
                    output.appendingPathComponent(base + "+Terminal.swift"),
                ]
            )
        }
    }
}
