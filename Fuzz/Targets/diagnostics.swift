// Fuzz target `diagnostics`: any bytes parsed and checked, and every
// diagnostic rendered by each renderer: human (with and without colour, its
// summary line), JSON Lines, GitHub, and SARIF for one input size in 64 (see
// below). Nothing may trap, whatever the input.
import FormChecker
import FormDiagnostics
import FormSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiagnostics(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let path = "fuzz.form"
    let source = SourceFile(path: path, bytes: bytes)
    let (syntax, parseDiagnostics) = Parser.parse(source)
    let (_, checkDiagnostics) = Checker.check(syntax)
    let diagnostics = (parseDiagnostics + checkDiagnostics).sorted(by: Diagnostic.sourceOrder)

    var rendered = 0
    rendered &+= HumanRenderer.render(diagnostics, sources: [path: source], useColor: bytes.count % 2 == 0).utf8.count
    rendered &+= (HumanRenderer.summaryLine(for: diagnostics) ?? "").utf8.count
    rendered &+= JSONRenderer.render(diagnostics).utf8.count
    // SARIF output embeds every rule's help text whatever the input, which
    // would cost most of each run: render it for one input size in 64.
    if size % 64 == 0 {
        rendered &+= SARIFRenderer.render(diagnostics, toolVersion: "0.0.0-fuzz", baseDirectory: "/fuzz").utf8.count
    }
    rendered &+= GitHubRenderer.render(diagnostics).utf8.count

    return rendered < 0 ? 1 : 0
}
