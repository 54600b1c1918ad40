import FormChecker
import FormDiagnostics
import FormSyntax

/// Runs the parser and the checker on spec text, as `formc check` does.
enum Harness {
    struct Outcome {
        var model: CheckedFile
        var diagnostics: [Diagnostic]

        /// `id@line` for every diagnostic, in source order.
        var all: [String] { diagnostics.map { "\($0.id.rawValue)@\($0.range.start.line)" } }
        /// `id@line` for errors only.
        var errors: [String] { diagnostics.filter { $0.severity == .error }.map { "\($0.id.rawValue)@\($0.range.start.line)" } }
        /// The ids of every diagnostic, in source order.
        var ids: [String] { diagnostics.map(\.id.rawValue) }
    }

    static func run(_ text: String, path: String = "test.form") -> Outcome {
        let source = SourceFile(path: path, text: text)
        let (syntax, parseDiagnostics) = Parser.parse(source)
        let (model, checkDiagnostics) = Checker.check(syntax)
        let diagnostics = (parseDiagnostics + checkDiagnostics).sorted(by: Diagnostic.sourceOrder)
        return Outcome(model: model, diagnostics: diagnostics)
    }

    /// The ids a spec reports.
    static func ids(_ text: String) -> [String] { run(text).ids }

    /// Wraps field lines in a form: `form F { <lines> }`.
    static func form(_ body: String) -> String {
        "form F {\n\(body)\n}\n"
    }
}
