import FormDiagnostics
import FormSyntax

/// `formc check PATH…`: parses and checks spec files.
enum CheckCommand: FormcCommand {
    static let name = "check"
    static let summary = "Parse and check .form files (folders recursively); a lint for CI"
    static let help = """
    USAGE: formc check <paths…> [--format human|json|github|sarif]
                       [--disable <id>]… [--warnings-as-errors]

    Parses and checks every .form file named, searching folders recursively
    (folders whose name starts with '.' only when named), and reports every
    problem found; a clean run says how many files it checked. A folder with
    no .form file is an error (exit 2). The files of one run are one module,
    as for 'formc generate': a form declared in two of them is an error.

    OPTIONS:
      --format <format>       human (default), json, github or sarif
      --disable <id>          Silence a warning for this run (repeatable)
      --warnings-as-errors    Report warnings as errors (exit 1 on any)
      -h, --help              Show this help

    A warning can also be silenced in the spec with `// formc:ignore <id>` on
    the line before it. 'formc explain <id>' describes each diagnostic.

    EXIT STATUS: 0 clean or warnings only, 1 errors, 2 usage or I/O error.

    """
    static let syntax = CommandSyntax(flags: ["--warnings-as-errors"], options: ["--format"], repeatableOptions: ["--disable"])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let format = try DiagnosticFormat.parse(arguments.value("--format"))
        let policy = try DiagnosticPolicyOptions.parse(arguments)
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no paths given") }
        let paths = try SpecFiles.collect(arguments.positionals)
        var diagnostics: [Diagnostic] = []
        var files: [String: SourceFile] = [:]
        var trees: [(source: SourceFile, syntax: SyntaxFile)] = []
        for path in paths {
            let compiled = try Compilation.compile(path: path)
            files[path] = compiled.source
            diagnostics += policy.apply(to: compiled.diagnostics, ignored: compiled.syntax.ignoreDirectives())
            trees.append((compiled.source, compiled.syntax))
        }
        // The files of one invocation are one module, as for `generate`.
        diagnostics += ModuleNames.duplicateForms(trees)
        DiagnosticOutput.write(diagnostics, files: files, format: format, console: console)
        if format == .human, diagnostics.isEmpty {
            console.err("\(paths.count) \(paths.count == 1 ? "file" : "files"), no problems\n")
        }
        return diagnostics.contains { $0.severity == .error } ? ExitStatus.failure : ExitStatus.success
    }
}
