import Foundation

/// A git revision of the repository the command runs in, read through the
/// `git` program (`formc breaking --against REF`). Git is started with
/// Foundation's `Process`, as the lint plugin starts formc: arguments are
/// passed as an array (no shell), a revision is resolved once to its commit
/// (`rev-parse --verify --end-of-options`, so a REF can never be read as an
/// option), and files are read with `git cat-file blob COMMIT:./PATH`.
struct GitRevision {
    /// The revision as given (`origin/main`), for messages and paths.
    let name: String
    /// The commit it resolves to.
    let commit: String
    private let git: String
    private let directory: String

    /// Resolves `name` in the repository `directory` is in.
    ///
    /// - Throws: ``InputError`` when git is not on `PATH`, `directory` is not
    ///   in a repository, or `name` names no commit.
    init(_ name: String, directory: String, environment: [String: String]) throws(InputError) {
        guard !name.hasPrefix("-") else {
            throw InputError(message: "'\(name)' is not a git revision or a folder (a revision cannot start with '-')")
        }
        guard let git = Self.locateGit(environment: environment) else {
            throw InputError(message: "git is not installed or not on PATH; give --against a folder that holds the old specs instead of a git revision")
        }
        let inside = try Self.run(git, ["rev-parse", "--is-inside-work-tree"], in: directory)
        guard inside.status == 0 else {
            throw InputError(message: "\(directory) is not in a git repository, so --against \(name) names no revision; run formc breaking in a clone, or give --against a folder")
        }
        let resolved = try Self.run(git, ["rev-parse", "--verify", "--quiet", "--end-of-options", name + "^{commit}"], in: directory)
        let commit = String(decoding: resolved.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard resolved.status == 0, !commit.isEmpty else {
            throw InputError(message: "unknown git revision '\(name)' (a branch, tag or commit such as origin/main, v1.2 or HEAD~1; fetch it first when it is a remote branch)")
        }
        self.name = name
        self.commit = commit
        self.git = git
        self.directory = directory
    }

    /// The `.form` files the revision holds at `path` (relative to the
    /// directory): the file itself, or every spec below a folder without
    /// entering folders whose name starts with `.` (as ``SpecFiles`` does),
    /// paths relative to the directory, sorted.
    func specs(at path: String) throws(InputError) -> [String] {
        let listing = try Self.run(git, ["ls-tree", "-r", "-z", "--end-of-options", commit, "--", path], in: directory)
        guard listing.status == 0 else {
            throw InputError(message: "git ls-tree failed for \(name):\(path): \(listing.errors)")
        }
        var result: [String] = []
        for entry in listing.output.split(separator: 0) {
            // `MODE TYPE OBJECT\tPATH`: only files (blobs), not submodules.
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let header = String(decoding: entry[entry.startIndex..<tab], as: UTF8.self)
            let file = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard header.split(separator: " ").dropFirst().first == "blob", file.hasSuffix(".form") else { continue }
            let below = path == "." ? file : String(file.dropFirst(path.count))
            if below.split(separator: "/").dropLast().contains(where: { $0.hasPrefix(".") }) { continue }
            result.append(file)
        }
        return result.sorted()
    }

    /// The bytes of the file at `path` (relative to the directory) in the revision.
    func read(_ path: String) throws(InputError) -> [UInt8] {
        let blob = try Self.run(git, ["cat-file", "blob", "\(commit):./\(path)"], in: directory)
        guard blob.status == 0 else {
            throw InputError(message: "cannot read \(name):\(path): \(blob.errors)")
        }
        return [UInt8](blob.output)
    }

    /// What a run of git gave back.
    private struct Outcome {
        var status: Int32
        var output: Data
        var errors: String
    }

    /// Runs git with `arguments` in `directory`, its standard input empty,
    /// reading its output and errors to the end (errors on another thread, so
    /// neither pipe can fill and stall it).
    private static func run(_ git: String, _ arguments: [String], in directory: String) throws(InputError) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw InputError(message: "cannot run \(git): \(SpecFiles.describe(error))")
        }
        let errorText = ErrorCollector()
        let errorHandle = errors.fileHandleForReading
        let reader = Thread { errorText.data = errorHandle.readDataToEndOfFile() }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorText.wait()
        let message = String(decoding: errorText.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Outcome(status: process.terminationStatus, output: data, errors: message)
    }

    /// Standard error, read on its own thread.
    private final class ErrorCollector: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var bytes = Data()

        /// The bytes read; setting them marks the reading done.
        var data: Data {
            get { bytes }
            set {
                bytes = newValue
                done.signal()
            }
        }

        /// Waits until the bytes are read.
        func wait() { done.wait() }
    }

    /// The `git` executable on `PATH`, if any.
    static func locateGit(environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
