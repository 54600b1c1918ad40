import FormDiagnostics
import Foundation
import Testing
@testable import FormSyntax

@Suite struct PrinterTests {
    static func format(_ text: String) -> String {
        Printer.format(parse(text).0)
    }

    /// Every spec of the conformance folder and of `specs/` that parses.
    static var corpus: [URL] {
        formFiles(in: conformanceFolder.appendingPathComponent("specs")) + formFiles(in: specsFolder)
            + formFiles(in: conformanceFolder.appendingPathComponent("specs-1.1"))
    }

    @Test(arguments: corpus)
    func formattingIsIdempotentAndKeepsTheTree(url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let (original, diagnostics) = parse(text)
        guard diagnostics.isEmpty else { return }  // files with syntax errors are not formatted
        let once = Printer.format(original)
        let (reparsed, reparsedDiagnostics) = parse(once)
        #expect(reparsedDiagnostics.isEmpty, "\(idsAndLines(reparsedDiagnostics))")
        #expect(SyntaxDump.dump(reparsed) == SyntaxDump.dump(original))
        #expect(Printer.format(reparsed) == once)
    }

    @Test func canonicalLayout() {
        let source = """
        // header comment

        /// The form.
        form  A{title "T";language   "de-CH";field a:text?{label "A";format digits|limit( 4 );error "e" when !( value==1+2 ) on blur}
        field b: int
        }
        formatter f=mask("###",raw:true)
        """
        #expect(Self.format(source) == """
        // header comment

        /// The form.
        form A {
            title "T"
            language "de-CH"
            field a: text? {
                label "A"
                format digits | limit(4)
                error "e" when !(value == 1 + 2) on blur
            }
            field b: int
        }

        formatter f = mask("###", raw: true)

        """)
    }

    @Test func keepsEveryCommentInOrder() {
        let source = """
        form A { // trailing on header
            // leading a
            field a: text {
                label "A" /* inline */ // trailing
                // before closing
            } // after closing

            /* block
               spanning lines */
            field b: text { label "B" }
            // last in form
        }
        // end of file
        """
        let formatted = Self.format(source)
        #expect(formatted == """
        form A { // trailing on header
            // leading a
            field a: text {
                label "A" /* inline */ // trailing
                // before closing
            } // after closing

            /* block
               spanning lines */
            field b: text {
                label "B"
            }
            // last in form
        }

        // end of file

        """)
        let (original, _) = parse(source)
        let (reparsed, _) = parse(formatted)
        #expect(reparsed.comments.map(\.text) == original.comments.map(\.text))
    }

    @Test func blankLinesAreCollapsedToOne() {
        let formatted = Self.format("form A {\n\n\n  field a: text\n\n\n\n  field b: text\n}\n\n\n\nformatter x = digits")
        #expect(formatted == "form A {\n    field a: text\n\n    field b: text\n}\n\nformatter x = digits\n")
    }

    @Test func regexSlashesAndStringsKeepTheirSpelling() {
        let source = #"form A { field a: text { label "\u{1F600} \"q\""; error "e" when value matches /a\/b\\/ } }"#
        let formatted = Self.format(source)
        #expect(formatted.contains(#"label "\u{1F600} \"q\"""#))
        #expect(formatted.contains(#"value matches /a\/b\\/"#))
        #expect(SyntaxDump.dump(parse(formatted).0) == SyntaxDump.dump(parse(source).0))
    }
}
