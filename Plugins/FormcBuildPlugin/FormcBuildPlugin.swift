import Foundation
import PackagePlugin

/// Generates Swift for the `.form` files of a target at build time.
///
/// One `formc generate` runs over all the target's specs into one output
/// folder, because their generated code is one Swift module: formc then
/// reports what clashes across files (the same form in two files, two
/// `x.form` in different folders, names differing only in case) as an error
/// naming both files, where separate runs would each succeed and leave the
/// clash to SwiftPM ("multiple producers") or the Swift compiler. The file
/// names are known before formc runs (`NAME.swift`, `NAME+Terminal.swift`),
/// and formc writes only files whose content changed, so incremental builds
/// stay incremental.
///
/// An optional `formc.json` in the target chooses the files, as
/// swift-openapi-generator reads its configuration file: `{"emit": ["model"]}`
/// generates the models alone, so an iOS app depends on FormRuntime alone and
/// never links the terminal (LANGUAGE.md §18). formc reads it when the command
/// runs (`--emit-from`), and the file is an input of the command, so an edit
/// of it regenerates on the next incremental build; every kind's file is
/// declared and written (`--placeholders`: empty when not asked for), since
/// SwiftPM does not ask the plugin again when only a file's contents change.
@main
struct FormcBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: "form").map(\.url).sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        // formc.json is one of the target's files (SwiftPM lists every file a
        // plugin may consume).
        let configuration = FormcConfiguration.file(among: target.sourceFiles.map(\.url))
        let formc = try context.tool(named: "formc")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources")
        // Declare each generated file once: when two specs would write the
        // same file, formc stops with an error naming both before writing.
        var outputs: [URL] = []
        var declared: Set<String> = []
        for spec in specs {
            let base = spec.deletingPathExtension().lastPathComponent
            for name in FormcConfiguration.Kind.allCases.map({ base + $0.suffix }) where declared.insert(name.lowercased()).inserted {
                outputs.append(output.appendingPathComponent(name))
            }
        }
        return [.buildCommand(
            displayName: "formc generate \(specs.count == 1 ? specs[0].lastPathComponent : "\(specs.count) specs") of \(target.name)",
            executable: formc.url,
            arguments: ["generate"] + specs.map(\.path) + ["--output", output.path, "--placeholders"]
                + (configuration.map { ["--emit-from", $0.path] } ?? []),
            inputFiles: specs + (configuration.map { [$0] } ?? []),
            outputFiles: outputs
        )]
    }
}
