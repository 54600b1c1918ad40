import FormTerminal
import Testing

@Suite("Sanitisation")
struct SanitizationTests {
    @Test func everyC0ControlIsShownInCaretNotation() {
        for value in UInt32(0)...0x1F {
            let scalar = Unicode.Scalar(value)!
            let shown = TerminalText.sanitized(String(Character(scalar)))
            #expect(shown == "^" + String(Unicode.Scalar(value + 0x40)!), "U+\(String(value, radix: 16))")
        }
        #expect(TerminalText.sanitized("a\u{1B}[2Jb") == "a^[[2Jb")
        #expect(TerminalText.sanitized("\r\n") == "^M^J")
        #expect(TerminalText.sanitized("\t") == "^I")
    }

    @Test func deleteIsCaretQuestionMark() {
        #expect(TerminalText.sanitized("x\u{7F}") == "x^?")
    }

    @Test func everyC1ControlIsShownAsItsCodePoint() {
        for value in UInt32(0x80)...0x9F {
            let scalar = Unicode.Scalar(value)!
            let shown = TerminalText.sanitized(String(Character(scalar)))
            #expect(shown == "\\u{" + String(value, radix: 16, uppercase: true) + "}")
        }
    }

    @Test func bidiOverridesAndIsolatesAreShownAsCodePoints() {
        let controls: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        for value in controls {
            let text = "a" + String(Unicode.Scalar(value)!) + "b"
            #expect(TerminalText.sanitized(text) == "a\\u{" + String(value, radix: 16, uppercase: true) + "}b")
        }
    }

    @Test func ordinaryTextIsUnchanged() {
        let texts = ["Email", "héllo", "世界", "🎉👨‍👩‍👧🇫🇷", "e\u{301}", "a\u{200D}b", "\u{200F}שלום", "–—…•", "\u{2028}"]
        for text in texts { #expect(TerminalText.sanitized(text) == text) }
    }

    @Test func sanitisedTextContainsNoControlScalar() {
        var all = ""
        for value in UInt32(0)...0x2100 {
            if let scalar = Unicode.Scalar(value) { all.unicodeScalars.append(scalar) }
        }
        let shown = TerminalText.sanitized(all)
        #expect(!shown.unicodeScalars.contains { TerminalText.isNeutralised($0) })
    }

    @Test func rendererSanitisesLabelsAndValues() {
        let frame = Frame(lines: [StyledLine("Label\u{1B}]0;pwned\u{07}"), StyledLine("\u{9B}31m\u{202E}x")])
        let output = ScreenRenderer(width: 80, colorSupport: .basic16).render(frame, after: .empty).output
        #expect(!output.contains("\u{1B}]"))
        #expect(!output.contains("\u{07}"))
        #expect(!output.contains("\u{9B}"))
        #expect(!output.contains("\u{202E}"))
        #expect(output.contains("Label^[]0;pwned^G"))
    }
}
