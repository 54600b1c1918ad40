import FormSystem
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

    /// The files directly in the folder whose names end in
    /// `.‹fileExtension›` (`.swift` for generated code, `.json` for exported
    /// schemas): how each starts, and whether it holds exactly the content
    /// `generated` has for its name (ExistingFile reads it a block at a time).
    public func existingFiles(withExtension fileExtension: String = "swift", comparingWith generated: [GeneratedFiles.File] = []) throws -> [String: ExistingFile] {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { return [:] }
        var contents: [String: String] = [:]
        for file in generated { contents[file.name] = file.content }
        var files: [String: ExistingFile] = [:]
        for name in try manager.contentsOfDirectory(atPath: path) where name.hasSuffix("." + fileExtension) {
            let filePath = URL(fileURLWithPath: path).appendingPathComponent(name).path
            do {
                files[name] = try ExistingFile.read(filePath, comparingWith: contents[name])
            } catch {
                throw OutputError(message: "cannot read \(filePath): \(error.reason)")
            }
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
        try removeStaleTemporaryFiles()
        for action in plan.actions {
            switch action {
            case .write(let name, let content):
                try writeAtomically(content, to: name, durable: false)
            case .delete(let name):
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            case .unchanged:
                continue
            }
        }
    }
}

extension OutputFolder {
    /// Temporary files are hidden, named after the file and the process, and
    /// never end in `.swift`, so a build never compiles one.
    static let temporaryPrefix = ".formc-"

    /// Writes the content to a temporary file in the folder, then renames it
    /// over the target: a crash or kill of formc at any moment leaves the
    /// target either old or new, and concurrent runs each replace it whole.
    ///
    /// `durable` also flushes the file to disk before the rename, so it
    /// survives a power loss: `formc format` asks for it, because a spec is
    /// the user's only copy. Generated files do not: they are rebuilt from
    /// the specs, and one `fsync` per file was most of `formc generate`'s wall
    /// time (docs/PERFORMANCE.md).
    public func writeAtomically(_ content: String, to name: String, durable: Bool = true) throws {
        let target = URL(fileURLWithPath: path).appendingPathComponent(name).path
        let temporary = URL(fileURLWithPath: path).appendingPathComponent("\(Self.temporaryPrefix)\(name)-\(ProcessCalls.currentID).tmp").path
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(temporary, .writeOnly, options: [.create, .truncate], permissions: 0o644)
        } catch {
            throw OutputError(message: "cannot create \(temporary): \(error.reason)")
        }
        do {
            try descriptor.writeAll(content)
        } catch {
            descriptor.close()
            try? FileSystem.removeFile(temporary)
            throw OutputError(message: "cannot write \(temporary): \(error.reason)")
        }
        if durable { try? descriptor.sync() }
        descriptor.close()
        do {
            try FileSystem.rename(temporary, to: target)
        } catch {
            try? FileSystem.removeFile(temporary)
            throw OutputError(message: "cannot replace \(target): \(error.reason)")
        }
    }

    /// Removes temporary files a killed run left behind: those whose
    /// process no longer exists (a concurrent run's files are left alone).
    /// `generate` calls it before writing; `format` before rewriting a spec.
    public func removeStaleTemporaryFiles() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: path) where name.hasPrefix(Self.temporaryPrefix) && name.hasSuffix(".tmp") {
            let pidText = name.dropLast(4).split(separator: "-").last.map(String.init) ?? ""
            guard let pid = Int32(pidText), !ProcessCalls.exists(pid) else { continue }
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).appendingPathComponent(name).path)
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
