// Fuzz target `compiler`: any bytes through the compiler's pipeline.
//
// bytes → SourceFile → Parser.parse → Checker.check → (no errors)
// GeneratedFiles.generate. Every diagnostic's range must lie inside the file
// and its id must be in the catalog. Nothing may trap, whatever the input.
// Rendering the diagnostics is the `diagnostics` target's job, so this one
// runs fast enough for millions of executions.
import FormChecker
import FormCodegen
import FormDiagnostics
import FormSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompiler(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "fuzz.form", bytes: bytes)
    let (syntax, parseDiagnostics) = Parser.parse(source)
    let (checked, checkDiagnostics) = Checker.check(syntax)
    var hasError = false
    for diagnostic in parseDiagnostics + checkDiagnostics {
        let range = diagnostic.range
        if range.start.offset < 0 || range.start.offset > range.end.offset || range.end.offset > size {
            fatalError("diagnostic \(diagnostic.id.rawValue) has range \(range.start.offset)..<\(range.end.offset) in \(size) bytes")
        }
        if diagnostic.severity == .error { hasError = true }
    }
    var generated = 0
    if !hasError {
        for file in GeneratedFiles.generate(checked, specName: "fuzz.form") {
            generated &+= file.content.utf8.count
        }
    }
    return generated < 0 ? 1 : 0
}
