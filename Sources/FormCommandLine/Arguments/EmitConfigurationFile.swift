import FormCodegen
import Foundation

/// `formc generate --emit-from FILE`: the kinds to write, read from a
/// target's `formc.json` (`{"emit": ["model", "swiftui"]}`, LANGUAGE.md §18)
/// when formc runs, so that the build plugin's command, which names the
/// file, follows each edit of it. The one reader of the file: the plugin
/// only passes its path on.
enum EmitConfigurationFile {
    /// The kinds `path` asks for: its `"emit"` list, or the default
    /// (model, terminal) without one. Throws a message naming the file and
    /// what is wrong with it.
    static func read(_ path: String) throws(UsageError) -> Set<GeneratedFileKind> {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw UsageError(message: "\(path): cannot read it (\(SpecFiles.describe(error)))")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw UsageError(message: "\(path): not a JSON object (expected {\"emit\": [\"model\", \"terminal\"]})")
        }
        if let key = object.keys.sorted().first(where: { $0 != "emit" }) {
            throw UsageError(message: "\(path): unknown key '\(key)'; the only key is \"emit\"")
        }
        guard let value = object["emit"] else { return GeneratedFileKind.defaultEmit }
        guard let names = value as? [String], !names.isEmpty else {
            throw UsageError(message: "\(path): \"emit\" must be a non-empty list of strings, such as [\"model\"]")
        }
        var kinds: Set<GeneratedFileKind> = []
        for name in names {
            guard let kind = GeneratedFileKind(rawValue: name) else {
                let known = GeneratedFileKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw UsageError(message: "\(path): unknown kind '\(name)' in \"emit\"; expected \(known)")
            }
            kinds.insert(kind)
        }
        guard kinds.contains(.model) else {
            throw UsageError(message: "\(path): \"emit\" must include \"model\" (the other files extend its types)")
        }
        return kinds
    }
}
