// Fuzz target `format`: `formc format` keeps the tree and is idempotent.
//
// bytes → parse; when there are no syntax errors, Printer.format's output must
// reparse without errors to the same SyntaxDump (comments included), and
// formatting it again must change nothing. A violation traps with a message.
import FormDiagnostics
import FormSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(path: "fuzz.form", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let (syntax, diagnostics) = Parser.parse(source)
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return 0 }

    let formatted = Printer.format(syntax)
    let (reparsed, reparseDiagnostics) = Parser.parse(SourceFile(path: "formatted.form", text: formatted))
    let errors = reparseDiagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
        fatalError("format: the formatted text has errors: \(errors.map(\.message))\n--- formatted ---\n\(formatted)")
    }
    let before = SyntaxDump.dump(syntax)
    let after = SyntaxDump.dump(reparsed)
    if before != after {
        fatalError("format: the formatted text parses to another tree\n--- before ---\n\(before)\n--- after ---\n\(after)\n--- formatted ---\n\(formatted)")
    }
    let again = Printer.format(reparsed)
    if again != formatted {
        fatalError("format: not idempotent\n--- once ---\n\(formatted)\n--- twice ---\n\(again)")
    }
    return 0
}
