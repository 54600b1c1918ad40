import UnicodeDisplayWidth

/// One source line prepared for a terminal: characters that could move the
/// cursor or reorder the line (controls, bidi overrides) are replaced one for
/// one by visible stand-ins, so character offsets still match the source and
/// columns are measured on exactly what is drawn.
struct DisplayLine {
    /// The characters to draw, one per source character.
    let characters: [Character]
    /// Columns per tab stop.
    let tabWidth: Int

    init<C: Collection>(_ text: C, tabWidth: Int) where C.Element == Character {
        self.characters = text.map(DisplayLine.visible)
        self.tabWidth = tabWidth
    }

    /// The number of characters on the line.
    var count: Int { characters.count }

    /// The line as drawn: stand-ins in place and tabs expanded to spaces.
    var text: String { DisplayWidth.expandingTabs(in: characters, tabWidth: tabWidth) }

    /// The 0-based display column where the character at `offset` starts.
    func column(of offset: Int) -> Int {
        DisplayWidth.column(of: offset, in: characters, tabWidth: tabWidth)
    }

    /// Spaces up to the column of `start`, then `head` once and `tail` for
    /// the rest of the columns that characters `start..<end` take (at least
    /// one marker, so an empty range still shows where it is).
    func marker(from start: Int, to end: Int, head: Character, tail: Character) -> (indent: String, marks: String) {
        let first = column(of: start)
        let last = max(first + 1, column(of: max(start, end)))
        let marks = String(head) + String(repeating: tail, count: last - first - 1)
        return (String(repeating: " ", count: first), marks)
    }

    /// A visible stand-in for a character a terminal would obey instead of
    /// draw: C0 controls become their Control Pictures (␛), DEL ␡, C1 and
    /// bidi embedding, override and isolate controls U+FFFD. A tab is kept
    /// (it is expanded when drawn).
    static func visible(_ character: Character) -> Character {
        guard character != "\t" else { return character }
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value < 0x20 {
                return Character(Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}")
            }
            if value == 0x7F { return "\u{2421}" }
            if (0x80..<0xA0).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                return "\u{FFFD}"
            }
        }
        return character
    }
}
