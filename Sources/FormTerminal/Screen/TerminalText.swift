/// Neutralises text before it reaches the terminal, so that no label from a
/// spec and no value typed or pasted can move the cursor, change modes,
/// set the window title or reorder what is shown.
///
/// Every character that a terminal would act on instead of drawing is
/// replaced by visible text:
/// - C0 controls U+0000–U+001F (including ESC, CR, LF and tab) in caret
///   notation: U+001B is `^[`, U+000D is `^M`, U+0009 is `^I`;
/// - DEL U+007F as `^?`;
/// - C1 controls U+0080–U+009F (CSI U+009B among them) as `\u{9B}`;
/// - the bidirectional embedding, override and isolate controls
///   U+202A–U+202E and U+2066–U+2069 as `\u{202E}`.
///
/// Everything else is kept, including zero-width joiners, combining marks
/// and the bidi marks U+200E/U+200F, which cannot reorder text beyond
/// themselves.
public enum TerminalText {
    /// `text` with every control character replaced by its visible form.
    public static func sanitized(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let replacement = replacement(for: scalar) {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One character, sanitised: the text drawn in its place.
    public static func sanitized(_ character: Character) -> String {
        sanitized(String(character))
    }

    /// Whether the terminal would act on `scalar` instead of drawing it.
    public static func isNeutralised(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) != nil
    }

    /// The visible stand-in for a control scalar, or nil for text.
    static func replacement(for scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        switch value {
        case 0x00...0x1F:
            return "^" + String(Unicode.Scalar(UInt8(value) + 0x40))
        case 0x7F:
            return "^?"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        default:
            return nil
        }
    }

    /// A fast check so that clean text (nearly all of it) is not copied.
    private static func needsSanitizing(_ text: String) -> Bool {
        for byte in text.utf8 {
            // Any C0, DEL, or the lead bytes of C1 (C2) and of U+2000–U+2FFF (E2).
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { return true }
        }
        return false
    }
}
