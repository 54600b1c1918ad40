import FormDiagnostics

/// The `--format` of `check` and `generate`.
enum DiagnosticFormat: String, CaseIterable {
    case human, json, github, sarif

    static func parse(_ value: String?) throws(UsageError) -> DiagnosticFormat {
        guard let value else { return .human }
        guard let format = DiagnosticFormat(rawValue: value) else {
            throw UsageError(message: "unknown format '\(value)'; use one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }
}

/// Writes diagnostics in the chosen format: human text to standard error,
/// machine formats to standard output.
enum DiagnosticOutput {
    static func write(_ diagnostics: [Diagnostic], files: [String: SourceFile], format: DiagnosticFormat, console: Console) {
        switch format {
        case .human:
            for diagnostic in diagnostics {
                console.err("\(diagnostic.path):\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id.rawValue)]\n")
            }
        case .json, .github, .sarif:
            for diagnostic in diagnostics {
                console.out("\(diagnostic.path):\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id.rawValue)]\n")
            }
        }
    }
}
