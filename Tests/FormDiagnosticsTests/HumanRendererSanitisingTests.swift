import FormDiagnostics
import Testing

/// Found with the adversarial spec: messages quote spec text, and spec text
/// may hold ESC and bidi controls that must never reach the terminal.
@Suite struct HumanRendererSanitisingTests {
    @Test func messagesNotesFixItsAndPathsCannotDriveTheTerminal() {
        let file = SourceFile(path: "evil\u{1B}]0;t\u{7}.form", text: "label \"x\"\n")
        let range = file.range(0..<5)
        let diagnostic = Diagnostic(
            .missingTranslation,
            path: file.path,
            range: range,
            message: "lacks \"\u{1B}[31mred\u{202E}\"",
            notes: [DiagnosticNote("missing: \u{9B}2J", range: range)],
            fixIts: [FixIt("use \u{2066}this", range: range, replacement: "\u{1B}c")]
        )
        for sources in [[file.path: file], [:]] {
            let text = HumanRenderer.render([diagnostic], sources: sources)
            let bad = text.unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            }
            #expect(bad.isEmpty, "\(text.debugDescription)")
            #expect(text.contains("␛[31mred"))
        }
    }
}
