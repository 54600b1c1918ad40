import FormBreaking
import FormDiagnostics
import FormSyntax
import Foundation

/// `formc breaking --against REF [PATH…]`: what the specs' changes since
/// REF break of data stored with the old generated model and of Swift
/// written against it (docs/BREAKING.md).
enum BreakingCommand: FormcCommand {
    static let name = "breaking"
    static let summary = "Report what changed since a git revision or folder breaks stored data or Swift code"
    static let help = """
    USAGE: formc breaking --against <revision-or-folder> [<paths…>]
                          [--category wire,validation,source] [--format human|json|github|sarif]

    Compares the .form files named (folders recursively; the current folder
    when none is named) with the same paths in an older version of the specs
    and reports each change that breaks what the old generated model wrote
    or what was written against it:

      wire        stored JSON no longer decodes, or decodes with a value lost
      validation  a stored record the old model accepted is refused by the new
                  validate(on: .submit) or changed by normalized()
      source      Swift code written against the old model no longer compiles

    Forms are matched by name across the files, fields by name (a removed
    field beside an added one with the same type and label is a rename).
    '// formc:accept ID SUBJECT: REASON' in a new spec accepts one finding;
    'formc explain ID' describes each finding.

    OPTIONS:
      --against <ref>         A git revision of the repository formc runs in
                              (origin/main, v1.2, HEAD~1), read with git, or a
                              folder laid out like the current folder
      --category <list>       The categories to report, comma-separated
                              (default wire,validation,source)
      --format <format>       human (default), json, github or sarif
      -h, --help              Show this help

    EXIT STATUS: 0 nothing breaks (or every finding is accepted), 1 findings or
    errors in the new specs, 2 usage or I/O error (no git, an unknown revision,
    errors in the old specs).

    """
    static let syntax = CommandSyntax(options: ["--against", "--category", "--format"])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let format = try DiagnosticFormat.parse(arguments.value("--format"))
        let categories = try parseCategories(arguments.value("--category"))
        guard let against = arguments.value("--against") else {
            throw UsageError(message: "--against <revision-or-folder> is required")
        }
        let directory = console.workingDirectory
        let baseline = try Baseline.make(against, directory: directory, environment: console.environment)
        let paths = try specPaths(arguments.positionals.isEmpty ? ["."] : arguments.positionals, directory: directory, baseline: baseline)

        var sources: [String: SourceFile] = [:]
        var newFiles: [SpecVersionFile] = []
        var errors: [Diagnostic] = []
        // A malformed accept comment accepts nothing: say so beside the findings.
        var acceptWarnings: [Diagnostic] = []
        var trees: [(source: SourceFile, syntax: SyntaxFile)] = []
        for path in paths.new {
            let source = SourceFile(path: path, bytes: try SpecFiles.read(directory + "/" + path))
            let (file, diagnostics) = SpecVersionFile.compile(path: path, source: source)
            sources[path] = source
            errors += diagnostics.filter { $0.severity == .error }
            acceptWarnings += diagnostics.filter { $0.id == .invalidAccept }
            newFiles.append(file)
            trees.append((source, file.syntax))
        }
        errors += ModuleNames.duplicateForms(trees)
        guard errors.isEmpty else {
            DiagnosticOutput.write(errors, files: sources, format: format, console: console)
            console.err("formc breaking: nothing compared: fix the errors in the new specs first\n")
            return ExitStatus.failure
        }

        var oldFiles: [SpecVersionFile] = []
        for path in paths.old {
            let source = SourceFile(path: baseline.shownPath(path), bytes: try baseline.read(path))
            let (file, diagnostics) = SpecVersionFile.compile(path: path, source: source)
            if let error = diagnostics.first(where: { $0.severity == .error }) {
                throw InputError(message: "\(error.path):\(error.range.start.line):\(error.range.start.column): \(error.message) [\(error.id.rawValue)]: the old specs must be free of errors to be compared")
            }
            sources[source.path] = source
            oldFiles.append(file)
        }

        let findings = BreakingCheck.compare(old: oldFiles, new: newFiles, categories: categories)
        let reported = (findings + acceptWarnings).sorted(by: Diagnostic.sourceOrder)
        DiagnosticOutput.write(reported, files: sources, format: format, console: console, ruleSet: DiagnosticID.breakingCases)
        let breaking = findings.filter { $0.severity == .error }.count
        if format == .human, breaking == 0 {
            let accepted = findings.count
            let files = Set(paths.new + paths.old).count
            console.err("\(files) \(files == 1 ? "spec file" : "spec files") compared with \(baseline.name): no breaking changes\(accepted > 0 ? " (\(accepted) accepted)" : "")\n")
        }
        return breaking > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// `--category wire,validation,source`.
    static func parseCategories(_ value: String?) throws(UsageError) -> Set<BreakingCategory> {
        guard let value else { return Set(BreakingCategory.allCases) }
        var result: Set<BreakingCategory> = []
        for word in value.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingCharacters(in: .whitespaces)
            guard let category = BreakingCategory(rawValue: name) else {
                throw UsageError(message: "unknown category '\(name)'; use one or more of \(BreakingCategory.allCases.map(\.rawValue).joined(separator: ", ")), comma-separated")
            }
            result.insert(category)
        }
        return result
    }

    /// The spec files now and in the baseline under each path named, as
    /// paths relative to `directory`, each once, in the order named.
    static func specPaths(_ named: [String], directory: String, baseline: Baseline) throws -> (new: [String], old: [String]) {
        var new: [String] = []
        var old: [String] = []
        for path in named {
            let relative = try relativePath(path, directory: directory)
            let absolute = relative == "." ? directory : directory + "/" + relative
            var now: [String] = []
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) {
                now = isDirectory.boolValue
                    ? try SpecFiles.formFiles(in: absolute).map { try relativePath($0, directory: directory) }
                    : [relative]
            }
            let before = try baseline.specs(at: relative)
            guard !now.isEmpty || !before.isEmpty else {
                throw InputError(message: "no .form files in \(path), now or in \(baseline.name)")
            }
            new += now
            old += before
        }
        return (unique(new), unique(old))
    }

    /// `path` relative to `directory` (`.` for the directory itself).
    static func relativePath(_ path: String, directory: String) throws(UsageError) -> String {
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path.hasPrefix("/") ? path : directory + "/" + path).standardizedFileURL.path
        if absolute == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard absolute.hasPrefix(prefix) else {
            throw UsageError(message: "\(path) is outside the current folder; run formc breaking from a folder that holds every spec it compares")
        }
        return String(absolute.dropFirst(prefix.count))
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }
}
