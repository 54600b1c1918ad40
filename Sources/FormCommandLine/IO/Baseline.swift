import Foundation

/// Where `formc breaking` reads the old specs: a git revision of the
/// repository it runs in, or a folder laid out like the working directory.
/// Either way a spec is matched by its path relative to the working
/// directory.
enum Baseline {
    /// A folder: the old `specs/signup.form` is `ROOT/specs/signup.form`.
    case folder(root: String, shown: String)
    /// A git revision: the old `specs/signup.form` is `REF:./specs/signup.form`.
    case git(GitRevision)

    /// `--against` as given: a folder when one exists there (relative to
    /// `directory`), else a git revision.
    static func make(_ against: String, directory: String, environment: [String: String]) throws(InputError) -> Baseline {
        let absolute = against.hasPrefix("/") ? against : directory + "/" + against
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue {
            let shown = against.hasSuffix("/") ? String(against.dropLast()) : against
            return .folder(root: URL(fileURLWithPath: absolute).standardizedFileURL.path, shown: shown)
        }
        return .git(try GitRevision(against, directory: directory, environment: environment))
    }

    /// The baseline as the user named it.
    var name: String {
        switch self {
        case .folder(_, let shown): shown
        case .git(let revision): revision.name
        }
    }

    /// The old specs at `path` (relative to the working directory): the file,
    /// or every spec below the folder; empty when there is none.
    func specs(at path: String) throws(InputError) -> [String] {
        switch self {
        case .folder(let root, _):
            let absolute = path == "." ? root : root + "/" + path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return [] }
            guard isDirectory.boolValue else { return [path] }
            return try SpecFiles.formFiles(in: absolute).map { String($0.dropFirst(root.count + 1)) }
        case .git(let revision):
            return try revision.specs(at: path)
        }
    }

    /// The bytes of the old spec at `path`.
    func read(_ path: String) throws(InputError) -> [UInt8] {
        switch self {
        case .folder(let root, _): try SpecFiles.read(root + "/" + path)
        case .git(let revision): try revision.read(path)
        }
    }

    /// How findings and notes show the old spec at `path`:
    /// `../v1/specs/signup.form` or `origin/main:specs/signup.form`.
    func shownPath(_ path: String) -> String {
        switch self {
        case .folder(_, let shown): shown + "/" + path
        case .git(let revision): revision.name + ":" + path
        }
    }
}
