import FormDiagnostics
import FormSyntax
import Foundation

/// `formc format PATH… [--check]`: rewrites spec files in the canonical layout.
enum FormatCommand: FormcCommand {
    static let name = "format"
    static let summary = "Rewrite .form files in the canonical layout, keeping comments"
    static let help = """
    USAGE: formc format <paths…> [--check]

    Rewrites each .form file (folders recursively) in the canonical layout:
    four-space indentation, one attribute per line, single spaces around
    operators, one blank line between declarations. Comments and the author's
    order are kept. A file with syntax errors is reported and left untouched.

    OPTIONS:
      --check       Write nothing; list the files that would change and exit 1 if any
      -h, --help    Show this help

    EXIT STATUS: 0 done, 1 a file has syntax errors (or would change with --check),
    2 usage or I/O error.

    """
    static let syntax = CommandSyntax(flags: ["--check"])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no paths given") }
        let checkOnly = arguments.flags.contains("--check")
        var status = ExitStatus.success
        var cleanedFolders: Set<String> = []
        for path in try SpecFiles.collect(arguments.positionals) {
            let (source, syntax, diagnostics) = try Compilation.parse(path: path)
            let syntaxErrors = diagnostics.filter { $0.severity == .error }
            guard syntaxErrors.isEmpty else {
                DiagnosticOutput.write(syntaxErrors, files: [path: source], format: .human, console: console)
                console.err("formc format: \(path) not formatted: fix the syntax errors first\n")
                status = ExitStatus.failure
                continue
            }
            let formatted = Printer.format(syntax)
            guard Array(formatted.utf8) != source.bytes else { continue }
            if checkOnly {
                console.out("\(path): would reformat\n")
                status = ExitStatus.failure
            } else {
                // What a killed earlier format left there goes, once per folder.
                if cleanedFolders.insert(URL(fileURLWithPath: path).deletingLastPathComponent().path).inserted {
                    SpecFiles.removeStaleTemporaryFiles(besides: path)
                }
                try SpecFiles.writeAtomically(formatted, to: path)
                console.err("formatted \(path)\n")
            }
        }
        return status
    }
}
