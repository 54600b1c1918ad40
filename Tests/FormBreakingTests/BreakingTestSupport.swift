import FormBreaking
import FormDiagnostics
import Testing

/// Compares two versions of one spec file, in memory.
enum Breaking {
    /// Both versions as `spec.form` (the old one printed as `old:spec.form`).
    static func compare(_ old: String, _ new: String, categories: Set<BreakingCategory> = Set(BreakingCategory.allCases)) -> [Diagnostic] {
        compare(old: ["spec.form": old], new: ["spec.form": new], categories: categories)
    }

    /// Several files per version, by path.
    static func compare(old: [String: String], new: [String: String], categories: Set<BreakingCategory> = Set(BreakingCategory.allCases)) -> [Diagnostic] {
        BreakingCheck.compare(old: files(old, prefix: "old:"), new: files(new, prefix: ""), categories: categories)
    }

    private static func files(_ texts: [String: String], prefix: String) -> [SpecVersionFile] {
        texts.keys.sorted().map { path in
            let (file, diagnostics) = SpecVersionFile.compile(path: path, source: SourceFile(path: prefix + path, text: texts[path] ?? ""))
            let errors = diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(prefix)\(path) has errors: \(errors.map(\.message))")
            return file
        }
    }

    /// The ids of the unaccepted findings.
    static func ids(_ old: String, _ new: String) -> [DiagnosticID] {
        compare(old, new).filter { $0.severity == .error }.map(\.id)
    }
}
