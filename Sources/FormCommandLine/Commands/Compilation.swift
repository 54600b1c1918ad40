import FormChecker
import FormDiagnostics
import FormSyntax

/// The result of running the compiler's front stages on one file.
struct CompiledFile {
    var source: SourceFile
    var syntax: SyntaxFile
    /// Parse and check diagnostics, in source order, before any policy.
    var diagnostics: [Diagnostic]
    /// The checked model (meaningful only without errors).
    var checked: CheckedFile
}

/// Runs parse then check on spec files.
enum Compilation {
    static func compile(path: String) throws(InputError) -> CompiledFile {
        let source = SourceFile(path: path, bytes: try SpecFiles.read(path))
        let (syntax, parseDiagnostics) = Parser.parse(source)
        let (checked, checkDiagnostics) = Checker.check(syntax)
        let diagnostics = (parseDiagnostics + checkDiagnostics).sorted(by: Diagnostic.sourceOrder)
        return CompiledFile(source: source, syntax: syntax, diagnostics: diagnostics, checked: checked)
    }

    /// Parses only, for `formc format`: the layout needs no semantics.
    static func parse(path: String) throws(InputError) -> (SourceFile, SyntaxFile, [Diagnostic]) {
        let source = SourceFile(path: path, bytes: try SpecFiles.read(path))
        let (syntax, diagnostics) = Parser.parse(source)
        return (source, syntax, diagnostics)
    }
}
