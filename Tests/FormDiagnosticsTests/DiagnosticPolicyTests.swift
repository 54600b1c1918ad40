import FormDiagnostics
import Testing

@Suite struct DiagnosticPolicyTests {
    let file = SourceFile(path: "p.form", text: "line one\nline two\nline three\n")

    func diagnostic(_ id: DiagnosticID, line: Int) -> Diagnostic {
        let start = file.lineStarts[line - 1]
        return Diagnostic(id, path: file.path, range: file.range(start..<(start + 4)), message: "m")
    }

    @Test func disabledWarningsAreDroppedButErrorsStay() {
        let policy = DiagnosticPolicy(disabled: [.missingLabel])
        let result = policy.apply(to: [diagnostic(.missingLabel, line: 1), diagnostic(.unusedFormatter, line: 2), diagnostic(.unknownName, line: 3)])
        #expect(result.map(\.id) == [.unusedFormatter, .unknownName])
    }

    @Test func ignoreDirectiveSilencesOnlyItsLineAndId() {
        let policy = DiagnosticPolicy()
        let result = policy.apply(
            to: [diagnostic(.missingLabel, line: 2), diagnostic(.missingLabel, line: 3), diagnostic(.unusedFormatter, line: 2)],
            ignored: [2: [.missingLabel]]
        )
        #expect(result.map { "\($0.id.rawValue)@\($0.range.start.line)" } == ["missing-label@3", "unused-formatter@2"])
    }

    @Test func errorsCannotBeIgnored() {
        let result = DiagnosticPolicy(disabled: []).apply(to: [diagnostic(.unknownName, line: 2)], ignored: [2: [.unknownName]])
        #expect(result.map(\.id) == [.unknownName])
    }

    @Test func warningsAsErrorsRaisesSeverity() {
        let result = DiagnosticPolicy(warningsAsErrors: true).apply(to: [diagnostic(.missingLabel, line: 1), diagnostic(.unknownName, line: 2)])
        #expect(result.map(\.severity) == [.error, .error])
    }

    @Test func suggestionsFindCloseNamesOnly() {
        #expect(Suggestion.closest(to: "phoneRu", in: ["phoneRU", "zipCode"]) == "phoneRU")
        #expect(Suggestion.closest(to: "lenght", in: ["length", "value", "label"]) == "length")
        #expect(Suggestion.closest(to: "xyz", in: ["phoneRU", "length"]) == nil)
        #expect(Suggestion.closest(to: "lable", in: ["label", "caption"]) == "label")
    }
}

/// The bounded edit distance behind did-you-mean (issue 10, item 9).
@Suite struct SuggestionBoundTests {
    /// Every pair of short strings over a small alphabet: the banded distance
    /// equals the full one whenever it is within the limit, and is nil otherwise.
    @Test func boundedMatchesFull() {
        let alphabet: [Unicode.Scalar] = ["a", "b", "A"]
        var words: [[Unicode.Scalar]] = [[]]
        var last: [[Unicode.Scalar]] = [[]]
        for _ in 0..<3 {
            last = last.flatMap { word in alphabet.map { word + [$0] } }
            words += last
        }
        for a in words {
            for b in words {
                let full = Suggestion.alignmentDistance(a, b, editCost: 2, substitutionCost: { _, _ in 2 })
                for limit in 0...8 {
                    let bounded = Suggestion.alignmentDistance(a, b, editCost: 2, limit: limit, substitutionCost: { _, _ in 2 })
                    #expect(bounded == (full <= limit ? full : nil), "\(a) \(b) limit \(limit)")
                }
            }
        }
    }

    @Test func longNamesStillGetTheirSuggestion() {
        let long = String(repeating: "a", count: 50_000)
        #expect(Suggestion.closest(to: long + "c", in: ["x", long + "b", long + "bbbbbbbb"]) == long + "b")
        #expect(Suggestion.closest(to: long, in: [String(repeating: "b", count: 50_000)]) == nil)
    }
}
