/// How many diagnostics of each severity a run produced, and the closing
/// line that says so (`2 errors, 1 warning generated.`).
public struct DiagnosticSummary: Sendable, Hashable {
    /// The number of errors.
    public var errors: Int
    /// The number of warnings.
    public var warnings: Int
    /// The number of diagnostics whose own severity is `note`.
    public var notes: Int

    /// Creates a summary from counts.
    public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }

    /// Counts the diagnostics by severity (notes attached to a diagnostic
    /// are not counted).
    public init(_ diagnostics: [Diagnostic]) {
        self.init()
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// The counts in words, zero counts left out: `2 errors, 1 warning`;
    /// `nil` when everything is zero.
    public var counts: String? {
        var parts: [String] = []
        if errors > 0 { parts.append(Self.plural(errors, "error")) }
        if warnings > 0 { parts.append(Self.plural(warnings, "warning")) }
        if notes > 0 { parts.append(Self.plural(notes, "note")) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The closing line of human output, `2 errors, 1 warning generated.`, or
    /// `nil` when there is nothing to report (print nothing then, as swiftc).
    public var line: String? {
        counts.map { $0 + " generated." }
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
