import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let temporary = URL(fileURLWithPath: path).appendingPathComponent("\(Self.temporaryPrefix)\(name)-\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw OutputError(message: "cannot create \(temporary): \(String(cString: strerror(errno)))") }
        var bytes = Array(content.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                close(descriptor)
                unlink(temporary)
                throw OutputError(message: "cannot write \(temporary): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        bytes.removeAll()
        if durable { fsync(descriptor) }
        close(descriptor)
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            throw OutputError(message: "cannot replace \(target): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes temporary files a killed run left behind: those whose
    /// process no longer exists (a concurrent run's files are left alone).
    /// `generate` calls it before writing; `format` before rewriting a spec.
    public func removeStaleTemporaryFiles() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: path) where name.hasPrefix(Self.temporaryPrefix) && name.hasSuffix(".tmp") {
            let pidText = name.dropLast(4).split(separator: "-").last.map(String.init) ?? ""
            guard let pid = pid_t(pidText), kill(pid, 0) != 0, errno == ESRCH else { continue }
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
