import FormCodegen
import FormDiagnostics
@testable import FormPreview
import FormTerminal
import Foundation
import Testing
import FormRuntime

/// Issue 11: what must be escaped or neutralised was defined five times and
/// the definitions disagreed (U+202E raw in preview JSON, U+200F raw on
/// screen, ESC `^[` in forms but `␛` in diagnostics). One predicate,
/// `DangerousScalar`, is now used by every writer, with one visible style.
@Suite struct DangerousScalarTests {
    /// Every scalar of the BMP's first 0x2100 values and the specials.
    static let samples: [Unicode.Scalar] = (UInt32(0)...0x2100).compactMap(Unicode.Scalar.init)
        + [0xFEFF, 0xFFF9, 0xFFFA, 0xFFFB, 0xFFFD, 0xE0067, 0xE007F, 0x1F600].compactMap(Unicode.Scalar.init)

    @Test func thePredicateNamesTheDocumentedSet() {
        for value: UInt32 in [0x00, 0x1B, 0x0A, 0x7F, 0x85, 0x9B, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202E, 0x2066, 0x2069, 0x200B, 0x2060, 0xFEFF, 0x180E] {
            #expect(DangerousScalar.isDangerous(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
        for value: UInt32 in [0x20, 0x41, 0x7E, 0xA0, 0xE9, 0x200C, 0x200D, 0xFE0F, 0xE0067, 0x1F600, 0x4E16] {
            #expect(!DangerousScalar.isDangerous(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
    }

    @Test func terminalAndDiagnosticsShowTheSameStandIn() {
        let file = SourceFile(path: "a.form", text: "x\n")
        // A tab in a diagnostic is layout (expanded to its tab stop), the one
        // exception; a line feed ends the message's line.
        for scalar in Self.samples where DangerousScalar.isDangerous(scalar) && scalar != "\n" && scalar != "\t" {
            let standIn = String(DangerousScalar.visibleReplacement(for: scalar) ?? " ")
            #expect(TerminalText.sanitized("a" + String(scalar) + "b") == "a" + standIn + "b")
            let diagnostic = Diagnostic(.missingTranslation, path: file.path, range: file.range(0..<1), message: "m<" + String(scalar) + ">")
            let text = HumanRenderer.render([diagnostic], sources: [:])
            #expect(text.contains("m<" + standIn + ">"), "U+\(String(scalar.value, radix: 16)): \(text.debugDescription)")
        }
        #expect(TerminalText.sanitized("\u{1B}") == "␛")
    }

    @Test func everyWriterEscapesEveryDangerousScalar() {
        for scalar in Self.samples {
            let text = "a" + String(scalar) + "b"
            let dangerous = DangerousScalar.isDangerous(scalar)
            let json = PreviewJSON.string(text)
            #expect(json.unicodeScalars.contains(scalar) == !dangerous || scalar == "\"" || scalar == "\\", "preview JSON, U+\(String(scalar.value, radix: 16))")
            let literal = SwiftEscaping.stringLiteral(text)
            #expect(!literal.unicodeScalars.contains { DangerousScalar.isDangerous($0) && $0 != "\n" }, "Swift, U+\(String(scalar.value, radix: 16))")
            let shown = TerminalText.sanitized(text)
            #expect(!shown.unicodeScalars.contains(where: DangerousScalar.isDangerous), "terminal, U+\(String(scalar.value, radix: 16))")
        }
        #expect(PreviewJSON.string("a\u{202E}b") == #""a\u202Eb""#)
    }

    /// One JSON escaper (issue 11): `formc preview`'s JSON and the
    /// diagnostics' JSON/SARIF write a hostile text identically, and it
    /// decodes back to itself.
    @Test func previewAndDiagnosticsJSONEscapeAlike() throws {
        let hostile = "q\"b\\s/\u{0}\u{1B}[2J\u{7F}\u{85}\u{9B}\u{2028}\u{2029}\u{202E}\u{200F}\u{FEFF}e\u{301}👩‍👩‍👧🇫🇷\t\r\n"
        let preview = PreviewJSON.string(hostile)
        let file = SourceFile(path: "x.form", text: "form A {}\n")
        let diagnostic = Diagnostic(.missingTranslation, path: file.path, range: file.range(0..<1), message: hostile)
        let rendered = JSONRenderer.render([diagnostic])
        #expect(rendered.contains(preview), "\(rendered)\n\(preview)")
        let decoded = try JSONSerialization.jsonObject(with: Data(("[" + preview + "]").utf8)) as? [String]
        #expect(decoded == [hostile])
        #expect(!preview.unicodeScalars.contains { DangerousScalar.isDangerous($0) }, "raw dangerous scalar in \(preview.debugDescription)")
    }
}
