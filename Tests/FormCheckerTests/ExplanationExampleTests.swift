import FormChecker
import FormDiagnostics
import FormSyntax
import Testing

/// The examples on `formc explain` pages are real: each example triggers its
/// own id, and the fixed example does not.
@Suite struct ExplanationExampleTests {
    static func ids(_ text: String) -> Set<DiagnosticID> {
        let (syntax, parse) = Parser.parse(SourceFile(path: "example.form", text: text))
        let (_, check) = Checker.check(syntax)
        return Set((parse + check).map(\.id))
    }

    /// `invalid-encoding` cannot be shown as text: its example describes bytes.
    /// The findings of `formc breaking` compare two versions (FormBreakingTests
    /// checks their examples).
    static let textual = DiagnosticID.compilerCases.filter { $0 != .invalidEncoding }

    @Test(arguments: textual)
    func exampleTriggersItsOwnId(id: DiagnosticID) {
        let found = Self.ids(id.explanation.example)
        #expect(found.contains(id), "example of \(id.rawValue) gave \(found.map(\.rawValue).sorted())")
    }

    @Test(arguments: textual)
    func fixedExampleIsFreeOfIt(id: DiagnosticID) {
        let found = Self.ids(id.explanation.fixedExample)
        #expect(!found.contains(id), "fixed example of \(id.rawValue) still gives it")
        #expect(!found.contains { $0.defaultSeverity == .error }, "fixed example of \(id.rawValue) has errors: \(found.map(\.rawValue).sorted())")
    }
}
