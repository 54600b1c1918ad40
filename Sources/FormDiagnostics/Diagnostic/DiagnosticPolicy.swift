/// What the command line and the spec's own comments say about which
/// diagnostics to show: `--disable ID`, `--warnings-as-errors`, and
/// `// formc:ignore ID` on the line before a warning.
public struct DiagnosticPolicy: Sendable {
    /// Warnings silenced for the whole run.
    public var disabled: Set<DiagnosticID>
    /// Whether warnings count as errors.
    public var warningsAsErrors: Bool

    /// Creates a policy.
    public init(disabled: Set<DiagnosticID> = [], warningsAsErrors: Bool = false) {
        self.disabled = disabled
        self.warningsAsErrors = warningsAsErrors
    }

    /// Applies the policy to one file's diagnostics. `ignored` maps a 1-based
    /// line to the ids a `// formc:ignore` comment on the line before it
    /// silences. Only warnings can be silenced: an error always stands.
    public func apply(to diagnostics: [Diagnostic], ignored: [Int: Set<DiagnosticID>] = [:]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .warning {
                if disabled.contains(diagnostic.id) { return nil }
                if ignored[diagnostic.range.start.line]?.contains(diagnostic.id) == true { return nil }
                if warningsAsErrors { diagnostic.severity = .error }
            }
            return diagnostic
        }
    }
}
