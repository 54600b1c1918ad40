import FormDiagnostics
import FormRuntime

/// Finds the known locale closest to an unknown identifier (see
/// `LocaleTable.suggestion(for:)`).
enum LocaleSuggester {
    /// Without a same-language locale, a suggestion must be at most this many
    /// edits away (`frr_FR` → `fr_FR`, but nothing for `xx_YY`).
    static let maximumDistance = 2
    /// Longer input is not an identifier anyone meant; skip the edit distances.
    static let maximumInputLength = 32

    /// One known locale, split into the parts suggestions compare.
    struct Candidate {
        var identifier: String
        var key: [Unicode.Scalar]
        var language: String
        var script: String?
        var region: String?
    }

    static let candidates: [Candidate] = LocaleTable.sortedIdentifiers.map { identifier in
        let parts = Parts(identifier)
        return Candidate(
            identifier: identifier,
            key: Array(LocaleTable.lookupKey(identifier).unicodeScalars),
            language: parts.language,
            script: parts.script,
            region: parts.region
        )
    }

    static func suggestion(for identifier: String) -> String? {
        let key = LocaleTable.lookupKey(identifier)
        guard !key.isEmpty, key.count <= maximumInputLength else { return nil }
        if let known = LocaleTable.rulesByKey[key] { return known.identifier }

        var parts = Parts(key)
        if let language = CLDRCompilerTable.languageAliases[parts.language] {
            let replacement = Parts(language)
            parts.language = replacement.language
            parts.script = parts.script ?? replacement.script
        }
        if let region = parts.region, let replacement = CLDRCompilerTable.territoryAliases[region] {
            parts.region = replacement
        }
        if let known = LocaleTable.rulesByKey[LocaleTable.lookupKey(parts.joined)] {
            return known.identifier
        }

        let input = Array(parts.joined.lowercased().unicodeScalars)
        let sameLanguage = candidates.filter { $0.language == parts.language }
        let pool = sameLanguage.isEmpty ? candidates : sameLanguage
        // The most likely locale of the input's language and script, or else of its language.
        let likely = parts.script.flatMap { CLDRLocaleTable.likelyLocales[parts.language + "_" + $0] }
            ?? CLDRLocaleTable.likelyLocales[parts.language]
        var best: (rank: [Int], identifier: String)?
        for candidate in pool {
            let distance = editDistance(input, candidate.key)
            if sameLanguage.isEmpty && distance > maximumDistance { continue }
            let rank = [
                parts.region != nil && candidate.region == parts.region ? 0 : 1,
                parts.script != nil && candidate.script == parts.script ? 0 : 1,
                distance,
                likely == candidate.identifier ? 0 : 1,
            ]
            // Candidates are visited in sorted order, so only a strictly better
            // rank replaces the best so far: ties go to the first identifier.
            if best.map({ rank.lexicographicallyPrecedes($0.rank) }) ?? true {
                best = (rank, candidate.identifier)
            }
        }
        return best?.identifier
    }

    /// The subtags of an identifier: a language, an optional four-letter
    /// script and an optional region, normalised to `en`, `Latn`, `US`.
    struct Parts {
        var language: String
        var script: String?
        var region: String?

        init(_ identifier: String) {
            var subtags = LocaleTable.lookupKey(identifier)
                .split(separator: "_", omittingEmptySubsequences: false)
                .map(String.init)
            language = subtags.removeFirst()
            if let first = subtags.first, first.count == 4, first.allSatisfy(\.isLetter) {
                script = first.prefix(1).uppercased() + first.dropFirst()
                subtags.removeFirst()
            }
            if !subtags.isEmpty {
                region = subtags.joined(separator: "_").uppercased()
            }
        }

        var joined: String {
            [language, script, region].compactMap { $0 }.joined(separator: "_")
        }
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions
    /// and transpositions of adjacent scalars each cost 1.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        Suggestion.alignmentDistance(a, b)
    }
}
