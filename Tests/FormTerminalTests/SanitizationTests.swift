import FormTerminal
import Testing

@Suite("Sanitisation")
struct SanitizationTests {
    @Test func everyC0ControlIsShownAsItsControlPicture() {
        for value in UInt32(0)...0x1F {
            let scalar = Unicode.Scalar(value)!
            let shown = TerminalText.sanitized(String(Character(scalar)))
            #expect(shown == String(Unicode.Scalar(value + 0x2400)!), "U+\(String(value, radix: 16))")
        }
        #expect(TerminalText.sanitized("a\u{1B}[2Jb") == "a␛[2Jb")
        #expect(TerminalText.sanitized("\r\n") == "␍␊")
        #expect(TerminalText.sanitized("\t") == "␉")
    }

    @Test func deleteIsItsControlPicture() {
        #expect(TerminalText.sanitized("x\u{7F}") == "x␡")
    }

    @Test func everyC1ControlIsShownAsTheReplacementCharacter() {
        for value in UInt32(0x80)...0x9F {
            let scalar = Unicode.Scalar(value)!
            #expect(TerminalText.sanitized(String(Character(scalar))) == "\u{FFFD}")
        }
    }

    @Test func bidiOverridesAndIsolatesAreShownAsTheReplacementCharacter() {
        let controls: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        for value in controls {
            let text = "a" + String(Unicode.Scalar(value)!) + "b"
            #expect(TerminalText.sanitized(text) == "a\u{FFFD}b")
        }
    }

    /// Issue 11: U+200F was escaped in generated Swift but drawn raw on
    /// screen. Every dangerous scalar is neutralised, the bidi marks and
    /// invisible format characters and the line separators among them.
    @Test func bidiMarksSeparatorsAndInvisibleFormatCharactersAreNeutralised() {
        for value: UInt32 in [0x200E, 0x200F, 0x061C, 0x2028, 0x2029, 0x200B, 0x2060, 0xFEFF, 0x180E] {
            let text = "a" + String(Unicode.Scalar(value)!) + "b"
            #expect(TerminalText.sanitized(text) == "a\u{FFFD}b", "U+\(String(value, radix: 16))")
        }
        #expect(TerminalText.sanitized("\u{200F}שלום") == "\u{FFFD}שלום")
    }

    @Test func ordinaryTextIsUnchanged() {
        let texts = ["Email", "héllo", "世界", "🎉👨‍👩‍👧🇫🇷", "e\u{301}", "a\u{200D}b", "a\u{200C}b", "שלום", "–—…•", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"]
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
        #expect(output.contains("Label␛]0;pwned␇"))
    }
}
