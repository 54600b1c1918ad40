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
