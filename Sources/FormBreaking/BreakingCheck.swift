import FormDiagnostics
import FormSyntax

/// `formc breaking`'s comparison (docs/BREAKING.md): the findings of every
/// change between two versions of a module's specs that breaks data stored
/// with the old generated model (`wire`, `validation`) or Swift written
/// against it (`source`).
public enum BreakingCheck {
    /// The findings of the categories asked for, as diagnostics in source
    /// order: an error each, or a note for one the new specs accept with a
    /// `// formc:accept ID SUBJECT: REASON` comment. Both sides must be free
    /// of errors.
    ///
    /// - Parameters:
    ///   - old: the specs of the version compared against.
    ///   - new: the specs of the version checked; forms are matched by name
    ///     across all files of a side.
    ///   - categories: the categories to report.
    public static func compare(
        old: [SpecVersionFile],
        new: [SpecVersionFile],
        categories: Set<BreakingCategory> = Set(BreakingCategory.allCases)
    ) -> [Diagnostic] {
        let pairing = FormPairing(old: VersionedForm.all(in: old), new: VersionedForm.all(in: new))
        var findings: [Finding] = []
        for form in pairing.removed {
            findings += RemovedForm.findings(form, newFiles: new)
        }
        for pair in pairing.pairs {
            findings += FormComparison(pair).findings()
        }
        let accepted = Acceptance(new)
        return findings
            .filter { $0.id.breakingCategory.map(categories.contains) ?? false }
            .map { $0.diagnostic(acceptedBecause: accepted.reason(for: $0)) }
            .sorted(by: Diagnostic.sourceOrder)
    }
}

/// The well-formed `// formc:accept` comments of the new specs (the checker
/// reports the others as `invalid-accept`): one accepts the finding of its
/// id and subject, wherever in the run's specs it is written.
struct Acceptance {
    private var reasons: [String: String] = [:]

    init(_ files: [SpecVersionFile]) {
        for file in files {
            for directive in file.syntax.acceptDirectives() {
                guard let id = directive.id.flatMap({ DiagnosticID(rawValue: $0.text) }), id.breakingCategory != nil,
                      let subject = directive.subject?.text, let reason = directive.reason, !reason.isEmpty else { continue }
                let key = id.rawValue + " " + subject
                if reasons[key] == nil { reasons[key] = reason }
            }
        }
    }

    /// The reason a comment gives for accepting `finding`, if one does.
    func reason(for finding: Finding) -> String? {
        reasons[finding.id.rawValue + " " + finding.subject]
    }
}
