import FormDiagnostics
import Testing
@testable import FormSyntax

/// Inputs found by the `format` fuzz target (Fuzz/Targets/format.swift):
/// `formc format` must keep the tree and be idempotent on each.
@Suite struct RegressionFuzzFormatTests {
    /// Formats `bytes` and checks what the fuzz target checks.
    static func expectRoundTrip(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (original, diagnostics) = parse(bytes: bytes)
        #expect(!diagnostics.contains { $0.severity == .error }, sourceLocation: sourceLocation)
        let once = Printer.format(original)
        let (reparsed, reparsedDiagnostics) = parse(once)
        #expect(!reparsedDiagnostics.contains { $0.severity == .error }, sourceLocation: sourceLocation)
        #expect(SyntaxDump.dump(reparsed) == SyntaxDump.dump(original), sourceLocation: sourceLocation)
        #expect(Printer.format(reparsed) == once, sourceLocation: sourceLocation)
    }

    /// A line comment ending in several CRs at the end of the file: the lexer
    /// dropped only one trailing CR, the printer's newline then made a CR LF
    /// of the next, and every format pass lost one more CR.
    @Test func lineCommentEndingInCarriageReturns() {
        // (A lone CR now ends the comment, so the `A` of the fuzzer's input
        // became code; it is a second comment here.)
        Self.expectRoundTrip(Array("//\u{1A}]:.\r// A\r\r\r\r\r\r\r\r".utf8))
        Self.expectRoundTrip(Array("// a\r\r\n// b\r\r\r\nform F { field a: text }\r\n".utf8))
        Self.expectRoundTrip(Array("/// doc\r\r\nform F { field a: text } // trailing\r\r".utf8))
    }
}
