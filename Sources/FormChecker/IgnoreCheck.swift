import FormDiagnostics
import FormSyntax

/// `invalid-ignore`: a `// formc:ignore` word that is not a warning id, or a
/// directive with no word at all; each silences nothing.
enum IgnoreCheck {
    static func report(_ syntax: SyntaxFile, bag: inout DiagnosticBag) {
        let warnings = DiagnosticID.allCases.filter { $0.defaultSeverity == .warning }.map(\.rawValue)
        for directive in syntax.ignoreDirectiveComments() {
            guard !directive.words.isEmpty else {
                bag.report(
                    .invalidIgnore, at: directive.range, "'formc:ignore' names no warning to silence",
                    notes: [DiagnosticNote("name the warnings after it, such as '// formc:ignore missing-label'")]
                )
                continue
            }
            for word in directive.words {
                if let id = DiagnosticID(rawValue: word.text) {
                    guard id.defaultSeverity != .warning else { continue }
                    bag.report(
                        .invalidIgnore, at: word.range, "'\(word.text)' is an error and cannot be ignored; only warnings can",
                        notes: [DiagnosticNote("fix the error instead; 'formc explain \(word.text)' says how")]
                    )
                    continue
                }
                var fixIts: [FixIt] = []
                var message = "unknown diagnostic id '\(word.text)' in 'formc:ignore'; it silences nothing"
                if let suggestion = Suggestion.closest(to: word.text, in: warnings) {
                    message += "; did you mean '\(suggestion)'?"
                    fixIts.append(bag.fixIt("did you mean '\(suggestion)'?", replacing: word.range, with: suggestion))
                }
                bag.report(.invalidIgnore, at: word.range, message, fixIts: fixIts)
            }
        }
    }
}
