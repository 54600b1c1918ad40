/// The one definition of a *dangerous scalar*: a Unicode scalar that text
/// from a spec or typed by a user must never carry raw into a terminal, a
/// generated Swift file, a diagnostic or a JSON document, because it moves
/// the cursor, changes a terminal mode, ends a line or a literal, reorders
/// the text around it, or hides text while taking no room.
///
/// Every writer uses this predicate: Swift escaping writes such a scalar as
/// `\u{…}`, the JSON writers as `\uXXXX`, and the terminal and diagnostics
/// show ``visibleReplacement(for:)`` in its place: one style everywhere.
///
/// Dangerous:
/// - C0 controls U+0000–U+001F (ESC, CR, LF, tab among them), DEL U+007F and
///   C1 controls U+0080–U+009F (CSI U+009B among them);
/// - the line and paragraph separators U+2028, U+2029;
/// - bidirectional formatting: the marks U+061C, U+200E, U+200F, the
///   embeddings and overrides U+202A–U+202E and the isolates U+2066–U+2069;
/// - invisible format characters that can hide text: U+180E, U+200B,
///   U+2060–U+2064, U+206A–U+206F, U+FEFF and U+FFF9–U+FFFB.
///
/// Kept: the joiners U+200C and U+200D, variation selectors and the tag
/// characters of emoji flags, which text needs and which change nothing
/// beyond their own grapheme cluster.
package enum DangerousScalar {
    /// Whether `scalar` is dangerous (see the type's documentation).
    @inlinable
    package static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0x061C { return false }
        switch value {
        case 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
             0x2060...0x2064, 0x2066...0x2069, 0x206A...0x206F, 0xFEFF, 0xFFF9...0xFFFB:
            return true
        default:
            return false
        }
    }

    /// Whether any scalar of `text` is dangerous.
    @inlinable
    package static func containsDangerous(_ text: some StringProtocol) -> Bool {
        // Only look at scalars when a byte could start a dangerous one: a C0
        // control, DEL, or the UTF-8 lead byte of U+0080–U+00BF (C2),
        // U+0600–U+063F (D8), U+1000–U+1FFF (E1), U+2000–U+2FFF (E2) or
        // U+F000–U+FFFF (EF). Clean text, nearly all of it, is read once.
        // Contiguous UTF-8 (a native string) is read as bytes in memory.
        let mayHold = text.utf8.withContiguousStorageIfAvailable(mayHoldDangerous)
            ?? text.utf8.contains(where: mayStartDangerous)
        return mayHold && text.unicodeScalars.contains(where: isDangerous)
    }

    /// Whether a byte of `bytes` may start a dangerous scalar
    /// (``mayStartDangerous(_:)``), read eight bytes at a time: a word of
    /// printable ASCII, nearly all of a paste, is passed over with a few
    /// operations and only a word that holds a control, DEL or a non-ASCII
    /// byte is looked at byte by byte (a 1 MB paste is read in a fraction of
    /// the time a byte-by-byte walk takes).
    @inlinable
    package static func mayHoldDangerous(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index = 0
        while index &+ 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if wordMayHoldDangerous(word) {
                for offset in index..<(index &+ 8) where mayStartDangerous(base[offset]) { return true }
            }
            index &+= 8
        }
        while index < count {
            if mayStartDangerous(base[index]) { return true }
            index &+= 1
        }
        return false
    }

    /// Whether one of the eight bytes of `word` is below U+0020, is DEL or
    /// is not ASCII: every byte that may start a dangerous scalar is one of
    /// these. The "has a byte less than n" and "has a zero byte" tests of
    /// Sean Eron Anderson's *Bit Twiddling Hacks*, exact for the word as a
    /// whole (a borrow can only mark a byte above one that is truly found).
    @inlinable
    package static func wordMayHoldDangerous(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits
        let delete = word ^ (ones &* 0x7F)
        let isDelete = (delete &- ones) & ~delete & highBits
        return (belowSpace | isDelete | (word & highBits)) != 0
    }

    /// Whether UTF-8 byte `byte` may start a dangerous scalar (see
    /// ``containsDangerous(_:)``).
    @inlinable
    package static func mayStartDangerous(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE1 || byte == 0xE2 || byte == 0xEF
    }

    /// The one visible stand-in drawn in place of a dangerous scalar, one
    /// column wide: a C0 control becomes its Control Picture (U+001B ESC is
    /// `␛`, U+000A is `␊`, U+0009 is `␉`), DEL becomes `␡`, and every other
    /// dangerous scalar (C1 controls, separators, bidi and invisible format
    /// characters) becomes U+FFFD `�`. `nil` for a scalar that is not
    /// dangerous.
    package static func visibleReplacement(for scalar: Unicode.Scalar) -> Character? {
        guard isDangerous(scalar) else { return nil }
        let value = scalar.value
        if value < 0x20, let picture = Unicode.Scalar(0x2400 + value) { return Character(picture) }
        if value == 0x7F { return "\u{2421}" }
        return "\u{FFFD}"
    }

    /// `text` with every dangerous scalar replaced by its visible stand-in.
    package static func neutralised(_ text: String) -> String {
        guard containsDangerous(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let replacement = visibleReplacement(for: scalar) {
                result.append(replacement)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
