import Foundation

/// Reads and updates a generated-code folder. Every write goes to a
/// temporary file in the same folder and is renamed into place, so a crash
/// or kill leaves each file either old or new, never torn.
public struct OutputFolder: Sendable {
    /// The folder's path.
    public let path: String

    /// A folder at `path` (created on the first write if missing).
    public init(path: String) {
        self.path = path
    }

    /// The `.swift` files directly in the folder, with their content.
    public func existingFiles() throws -> [String: String] {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { return [:] }
        var files: [String: String] = [:]
        for name in try manager.contentsOfDirectory(atPath: path) where name.hasSuffix(".swift") {
            let data = try Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent(name))
            files[name] = String(decoding: data, as: UTF8.self)
        }
        return files
    }

    /// Carries out a plan's writes and deletions. Refuses a plan with conflicts.
    public func apply(_ plan: OutputPlan) throws {
        guard plan.conflicts.isEmpty else {
            throw OutputError(message: "refusing to overwrite files formc did not generate: \(plan.conflicts.joined(separator: ", "))")
        }
        let folder = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for action in plan.actions {
            switch action {
            case .write(let name, let content):
                try Data(content.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
            case .delete(let name):
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            case .unchanged:
                continue
            }
        }
    }
}

/// A problem writing generated output.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// The message.
    public var description: String { message }
}
