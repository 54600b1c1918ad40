import FormDiagnostics

/// Whether a rename keeps the file as `formc check` sees it, asked of the
/// checker itself: the rename is applied to the whole document, which is
/// parsed and checked again, and it is refused when that reports a
/// naming error that was not there before.
///
/// The naming rules are the checker's (``FormChecker/NameRules``, the
/// choice enums' names, the duplicate rules), applied with the whole file:
/// a field named like its form, a choice whose nested enum would collide
/// with the form, a field or another enum, a form named like one of its
/// choices' enums. Nothing here restates them.
enum RenameCheck {
    /// The diagnostics a rename must not introduce, besides syntax errors.
    static let namingRules: Set<DiagnosticID> = [.reservedName, .duplicateForm, .duplicateField, .duplicateFormatter, .duplicateOption]

    /// Throws a `RequestFailed` error naming the first diagnostic that
    /// writing `newName` over `ranges` (byte ranges of `analysis`'s
    /// document) would introduce.
    static func verify(renaming ranges: [Range<Int>], to newName: String, in analysis: DocumentAnalysis) throws(ResponseError) {
        var document = analysis.document
        for range in Set(ranges).sorted(by: { $0.lowerBound > $1.lowerBound }) {
            document.replace(range, with: newName)
        }
        let renamed = DocumentAnalysis(document)
        var before: [String: Int] = [:]
        for diagnostic in concerned(analysis) { before[key(diagnostic), default: 0] += 1 }
        for diagnostic in concerned(renamed) {
            let key = key(diagnostic)
            if let count = before[key], count > 0 {
                before[key] = count - 1
                continue
            }
            throw ResponseError(.requestFailed, "renaming to '\(newName)' would make `formc check` report [\(diagnostic.id.rawValue)] \(diagnostic.message)")
        }
    }

    /// The errors of `analysis` a rename must not add to: syntax errors
    /// and the naming rules' errors.
    private static func concerned(_ analysis: DocumentAnalysis) -> [Diagnostic] {
        analysis.parseDiagnostics.filter { $0.severity == .error }
            + analysis.diagnostics.filter { $0.severity == .error && namingRules.contains($0.id) }
    }

    /// What tells two diagnostics apart across the rename (their ranges move).
    private static func key(_ diagnostic: Diagnostic) -> String {
        diagnostic.id.rawValue + "\u{0}" + diagnostic.message
    }
}
