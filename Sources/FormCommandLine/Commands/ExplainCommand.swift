import FormDiagnostics

/// `formc explain ID`: the long form of a diagnostic.
enum ExplainCommand: FormcCommand {
    static let name = "explain"
    static let summary = "Explain a diagnostic: what it means, an example, how to fix it"
    static let help = """
    USAGE: formc explain <id>

    Prints what a diagnostic means, an example that triggers it, and the
    fixed example. 'formc explain --list' lists every id.

    OPTIONS:
      --list        List every diagnostic id with its severity and title
      -h, --help    Show this help

    EXIT STATUS: 0 done, 1 unknown id, 2 usage error.

    """
    static let syntax = CommandSyntax(flags: ["--list"])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        if arguments.flags.contains("--list") {
            // Columns as wide as their longest entry, two spaces apart.
            let idWidth = DiagnosticID.allCases.map(\.rawValue.count).max() ?? 0
            let severityWidth = DiagnosticID.allCases.map(\.defaultSeverity.rawValue.count).max() ?? 0
            for id in DiagnosticID.allCases {
                console.out("\(id.rawValue.padding(toLength: idWidth + 2))\(id.defaultSeverity.rawValue.padding(toLength: severityWidth + 2))\(id.explanation.title)\n")
            }
            return ExitStatus.success
        }
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw UsageError(message: "give one diagnostic id, such as 'formc explain unknown-formatter'")
        }
        guard let id = DiagnosticID(rawValue: name) else {
            let hint = Suggestion.closest(to: name, in: DiagnosticID.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            console.err("formc explain: unknown diagnostic id '\(name)'\(hint)\n")
            return ExitStatus.failure
        }
        console.out(DiagnosticExplanation.renderExplainPage(for: id))
        return ExitStatus.success
    }
}
