import FormDiagnostics

/// `formc check PATH…`: parses and checks spec files.
enum CheckCommand: FormcCommand {
    static let name = "check"
    static let summary = "Parse and check .form files (folders recursively); a lint for CI"
    static let help = """
    USAGE: formc check <paths…> [--format human|json|github|sarif]

    Parses and checks every .form file named, searching folders recursively,
    and reports every problem found.

    OPTIONS:
      --format <format>   human (default), json, github or sarif
      -h, --help          Show this help

    EXIT STATUS: 0 clean or warnings only, 1 errors, 2 usage or I/O error.

    """
    static let syntax = CommandSyntax(options: ["--format"])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let format = try DiagnosticFormat.parse(arguments.value("--format"))
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no paths given") }
        let paths = try SpecFiles.collect(arguments.positionals)
        var diagnostics: [Diagnostic] = []
        var files: [String: SourceFile] = [:]
        for path in paths {
            let compiled = try Compilation.compile(path: path)
            files[path] = compiled.source
            diagnostics += compiled.diagnostics
        }
        DiagnosticOutput.write(diagnostics, files: files, format: format, console: console)
        return diagnostics.contains { $0.severity == .error } ? ExitStatus.failure : ExitStatus.success
    }
}
