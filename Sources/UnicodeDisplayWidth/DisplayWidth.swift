/// How many terminal columns text takes, the way terminals draw it.
///
/// Widths are per extended grapheme cluster (Swift `Character`):
/// - 0 for control characters, combining marks (Mn, Me, Mc) on their own,
///   zero-width format characters (ZWJ, ZWNJ, bidi controls, word joiner),
///   variation selectors and other default-ignorable code points;
/// - 2 for East Asian Wide and Fullwidth characters (CJK, Hangul syllables,
///   full-width digits and letters) and for emoji shown as emoji: scalars with
///   Emoji_Presentation, an emoji followed by VS16 (U+FE0F), regional
///   indicators and flags, and ZWJ sequences, each counted once as a cluster;
/// - 1 for everything else.
///
/// The table behind it is generated from Unicode 17.0.0 data, the version of
/// the Swift standard library's grapheme breaking (see
/// `Scripts/unicode/generate_width_table.py`).
public enum DisplayWidth {
    /// The number of columns a character occupies: 0, 1 or 2.
    ///
    /// A tab is a control character here (0); use
    /// ``column(of:in:tabWidth:)`` to place text that contains tabs.
    public static func of(_ c: Character) -> Int {
        if let ascii = c.asciiValue {
            // "\r\n" is one Character whose asciiValue is 0x0A.
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        var scalars = c.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if isControl(first.value) { return 0 }
        if isRegionalIndicator(first.value) { return 2 }
        let base = WidthRange.width(of: first.value)
        if base == 2 { return 2 }
        // Whether the first scalar is an emoji is only asked when a VS16 or
        // ZWJ follows: the property lookup costs more than the rest.
        while let next = scalars.next() {
            switch next.value {
            case 0xFE0F where first.properties.isEmoji:
                return 2  // VS16: emoji presentation (❤️, 1️⃣, 🏳️‍🌈).
            case 0x200D where first.value > 0x7F && first.properties.isEmoji:
                return 2  // A ZWJ sequence is drawn as one emoji.
            default:
                continue
            }
        }
        return base
    }

    /// The number of columns a string occupies: the sum over its characters.
    public static func of<S: StringProtocol>(_ s: S) -> Int {
        if let width = asciiWidth(s.utf8) { return width }
        var total = 0
        for character in s { total += of(character) }
        return total
    }

    /// The 0-based display column at which the character at `characterOffset`
    /// starts, when `line` is drawn from column 0 with tab stops every
    /// `tabWidth` columns (a tab moves to the next stop). An offset at or past
    /// the end gives the width of the whole line; a negative offset gives 0.
    ///
    /// `line` may be a `String`, a `Substring` or an array of characters, so a
    /// caller that substitutes characters for display (control pictures, `•`
    /// for secure text) measures exactly what it draws.
    public static func column<C: Collection>(
        of characterOffset: Int,
        in line: C,
        tabWidth: Int
    ) -> Int where C.Element == Character {
        var column = 0
        var index = 0
        for character in line {
            if index >= characterOffset { break }
            column += width(of: character, atColumn: column, tabWidth: tabWidth)
            index += 1
        }
        return column
    }

    /// `line` with every tab replaced by the spaces that reach the next tab
    /// stop, so that columns computed by ``column(of:in:tabWidth:)`` match
    /// the returned text.
    public static func expandingTabs<C: Collection>(
        in line: C,
        tabWidth: Int
    ) -> String where C.Element == Character {
        var result = ""
        var column = 0
        for character in line {
            let width = width(of: character, atColumn: column, tabWidth: tabWidth)
            if character.utf8.first == 0x09 {
                result.append(String(repeating: " ", count: width))
            } else {
                result.append(character)
            }
            column += width
        }
        return result
    }

    /// The columns `character` takes when drawn at `column` with tab stops
    /// every `tabWidth` columns: a tab reaches the next stop, anything else
    /// takes ``of(_:)-(Character)`` columns. A tab is always a character of
    /// its own (grapheme clusters break after a control), so its first byte
    /// decides, without a `String` comparison.
    public static func width(of character: Character, atColumn column: Int, tabWidth: Int) -> Int {
        guard character.utf8.first == 0x09 else { return of(character) }
        let stop = max(1, tabWidth)
        return (column / stop + 1) * stop - column
    }

    /// The width of pure ASCII text (printable characters count 1, controls
    /// 0), or `nil` if the text has any non-ASCII byte.
    private static func asciiWidth<U: Sequence>(_ utf8: U) -> Int? where U.Element == UInt8 {
        var width = 0
        for byte in utf8 {
            if byte >= 0x80 { return nil }
            if byte >= 0x20 && byte < 0x7F { width += 1 }
        }
        return width
    }

    private static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (value >= 0x7F && value < 0xA0)
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }
}
