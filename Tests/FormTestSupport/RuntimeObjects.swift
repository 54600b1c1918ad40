import Foundation

/// The object files of the debug build of a module, for tests that compile
/// generated code with `swiftc` and link it against the built runtime.
public enum BuiltModuleObjects {
    /// The objects of `module` under `build` (such as `.build/debug`), read
    /// from the build's `output-file-map.json`: only the objects of the
    /// module's current sources, so a stale object left by a deleted source
    /// file is never linked. Empty when the module has not been built.
    public static func objects(of module: String, build: URL) -> [String] {
        let map = build.appendingPathComponent("\(module).build/output-file-map.json")
        guard let data = try? Data(contentsOf: map),
              let entries = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        return entries.values.compactMap { ($0 as? [String: Any])?["object"] as? String }
            .filter { FileManager.default.fileExists(atPath: $0) }
            .sorted()
    }
}
