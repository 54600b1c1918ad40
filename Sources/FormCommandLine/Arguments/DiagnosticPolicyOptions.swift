import FormDiagnostics

/// `--disable ID` and `--warnings-as-errors`, shared by `check` and `generate`.
enum DiagnosticPolicyOptions {
    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> DiagnosticPolicy {
        var disabled: Set<DiagnosticID> = []
        for name in arguments.values("--disable") {
            guard let id = DiagnosticID(rawValue: name) else {
                let hint = Suggestion.closest(to: name, in: DiagnosticID.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown diagnostic id '\(name)'\(hint)")
            }
            guard id.defaultSeverity == .warning else {
                throw UsageError(message: "'\(name)' is an error and cannot be disabled; only warnings can")
            }
            disabled.insert(id)
        }
        return DiagnosticPolicy(disabled: disabled, warningsAsErrors: arguments.flags.contains("--warnings-as-errors"))
    }
}
