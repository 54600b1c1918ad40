import FormDiagnostics
import Foundation

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

/// Writes diagnostics in the chosen format. Human text goes to standard
/// error (coloured only on a terminal without `NO_COLOR`) and ends with a
/// summary line; the machine formats go to standard output. SARIF lists
/// `ruleSet` as its rules: the compiler's ids, or `breaking`'s findings.
enum DiagnosticOutput {
    static func write(
        _ diagnostics: [Diagnostic], files: [String: SourceFile], format: DiagnosticFormat, console: Console,
        ruleSet: [DiagnosticID] = DiagnosticID.compilerCases
    ) {
        switch format {
        case .human:
            guard !diagnostics.isEmpty else { return }
            let color = HumanRenderer.shouldUseColor(environment: console.environment, isTerminal: console.standardErrorIsTerminal)
            console.err(HumanRenderer.render(diagnostics, sources: files, useColor: color))
            if let summary = HumanRenderer.summaryLine(for: diagnostics, useColor: color) {
                console.err("\n" + summary + "\n")
            }
        case .json:
            console.out(JSONRenderer.render(diagnostics))
        case .github:
            console.out(GitHubRenderer.render(diagnostics, baseDirectory: console.workingDirectory))
        case .sarif:
            let base = console.workingDirectory
            console.out(SARIFRenderer.render(diagnostics, toolVersion: Formc.version, baseDirectory: base, ruleSet: ruleSet))
        }
    }
}
