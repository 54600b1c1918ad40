import FormDiagnostics
import FormSyntax

/// The result of running the compiler's front stages on one file.
struct CompiledFile {
    var source: SourceFile
    var syntax: SyntaxFile
    var diagnostics: [Diagnostic]
}

/// Runs parse (and, once it exists, check) on spec files.
enum Compilation {
    static func compile(path: String) throws(InputError) -> CompiledFile {
        let source = SourceFile(path: path, bytes: try SpecFiles.read(path))
        let (syntax, diagnostics) = Parser.parse(source)
        return CompiledFile(source: source, syntax: syntax, diagnostics: diagnostics.sorted(by: Diagnostic.sourceOrder))
    }
}
