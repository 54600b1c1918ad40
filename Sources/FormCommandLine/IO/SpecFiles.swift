import FormCodegen
import Foundation

/// A file or folder that could not be read: exit status 2.
struct InputError: Error, Equatable {
    var message: String
}

/// Finding and reading spec files, and writing results atomically.
enum SpecFiles {
    /// The `.form` files named by `paths`: files as given, folders searched
    /// recursively, sorted within each folder so output order is stable.
    ///
    /// Folders whose name starts with `.` (`.build`, `.git`, `.swiftpm`) are
    /// not entered unless named: a checkout under `.build/checkouts` is
    /// someone else's code. A folder named that holds no `.form` file is an
    /// error, so a mistyped path in CI cannot pass by checking nothing.
    static func collect(_ paths: [String]) throws(InputError) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError(message: "no such file or folder: \(path)")
            }
            guard isDirectory.boolValue else {
                result.append(path)
                continue
            }
            let found = try formFiles(in: path)
            guard !found.isEmpty else {
                throw InputError(message: "no .form files in \(path) (folders whose name starts with '.' are skipped unless named)")
            }
            result.append(contentsOf: found)
        }
        return withoutRepeats(result)
    }

    /// The `.form` files below `folder`, searched recursively without
    /// entering folders whose name starts with `.`, as `folder/relative`
    /// paths, sorted; empty when there is none.
    static func formFiles(in folder: String) throws(InputError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw InputError(message: "cannot read folder: \(folder)")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix("."), enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".form") {
                found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
            }
        }
        return found.sorted()
    }

    /// `paths` without a file named again (`a.form a.form`, or a folder and
    /// a file inside it), first spelling kept: one invocation checks or
    /// generates each file once, so a repeat is not a second declaration of
    /// its forms.
    static func withoutRepeats(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    /// A file-system error in words a user reads: the POSIX reason
    /// ("Permission denied", "Not a directory") rather than Foundation's
    /// `NSCocoaErrorDomain Code=…` description.
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        let posix = nsError.domain == NSPOSIXErrorDomain ? nsError : nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix, posix.domain == NSPOSIXErrorDomain, let reason = strerror(Int32(posix.code)) {
            return String(cString: reason)
        }
        return nsError.localizedDescription
    }

    /// The bytes of a file.
    static func read(_ path: String) throws(InputError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(message: "cannot read file: \(path)")
        }
        return [UInt8](data)
    }

    /// Removes the temporary files a killed earlier run left in the folder
    /// of `path` (best effort: a folder that cannot be listed is left as is).
    static func removeStaleTemporaryFiles(besides path: String) {
        try? OutputFolder(path: URL(fileURLWithPath: path).deletingLastPathComponent().path).removeStaleTemporaryFiles()
    }

    /// Replaces a file's content atomically, through the same writer as
    /// `formc generate` (a temporary file in the same folder, flushed, then
    /// renamed), so a crash never leaves it half written.
    static func writeAtomically(_ text: String, to path: String) throws(InputError) {
        let url = URL(fileURLWithPath: path)
        do {
            try OutputFolder(path: url.deletingLastPathComponent().path).writeAtomically(text, to: url.lastPathComponent)
        } catch {
            throw InputError(message: "cannot write \(path): \(describe(error))")
        }
    }
}
