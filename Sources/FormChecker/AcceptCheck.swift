import FormDiagnostics
import FormSyntax

/// `invalid-accept`: a `// formc:accept ID SUBJECT: REASON` comment that
/// accepts nothing (docs/BREAKING.md): no id, an id that is no `formc
/// breaking` finding, no subject or one that is not `Form`, `Form.field` or
/// `Form.field.option`, or no reason after the colon.
enum AcceptCheck {
    static func report(_ syntax: SyntaxFile, bag: inout DiagnosticBag) {
        let findings = DiagnosticID.breakingCases.map(\.rawValue)
        for directive in syntax.acceptDirectives() {
            guard let word = directive.id else {
                bag.report(
                    .invalidAccept, at: directive.range, "'formc:accept' names no finding to accept",
                    notes: [DiagnosticNote("write '// formc:accept ID SUBJECT: REASON', such as '// formc:accept field-removed Profile.nickname: dropped in 2.0'")]
                )
                continue
            }
            guard let id = DiagnosticID(rawValue: word.text), id.breakingCategory != nil else {
                if DiagnosticID(rawValue: word.text) != nil {
                    bag.report(
                        .invalidAccept, at: word.range, "'\(word.text)' is a diagnostic of 'formc check', not a finding of 'formc breaking'; it accepts nothing",
                        notes: [DiagnosticNote("a warning is silenced with '// formc:ignore \(word.text)'")]
                    )
                    continue
                }
                var fixIts: [FixIt] = []
                var message = "unknown finding id '\(word.text)' in 'formc:accept'; it accepts nothing"
                if let suggestion = Suggestion.closest(to: word.text, in: findings) {
                    message += "; did you mean '\(suggestion)'?"
                    fixIts.append(bag.fixIt("did you mean '\(suggestion)'?", replacing: word.range, with: suggestion))
                }
                bag.report(.invalidAccept, at: word.range, message, fixIts: fixIts)
                continue
            }
            guard let subject = directive.subject, isSubject(subject.text) else {
                let at = directive.subject?.range ?? word.range
                bag.report(
                    .invalidAccept, at: at, "'formc:accept \(id.rawValue)' names no subject; it accepts nothing",
                    notes: [DiagnosticNote("name what the finding is about as it prints it: 'Form', 'Form.field' or 'Form.field.option'")]
                )
                continue
            }
            if directive.reason?.isEmpty ?? true {
                bag.report(
                    .invalidAccept, at: directive.range, "'formc:accept \(id.rawValue) \(subject.text)' gives no reason; it accepts nothing",
                    notes: [DiagnosticNote("say why the change is acceptable after a colon: '// formc:accept \(id.rawValue) \(subject.text): REASON'")]
                )
            }
        }
    }

    /// Whether `text` is one to three identifiers joined by dots.
    static func isSubject(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII else { return false }
            return part.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }
}
