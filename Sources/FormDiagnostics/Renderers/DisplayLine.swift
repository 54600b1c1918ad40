import FormRuntime
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
    /// Each character's width as drawn (a tab's own width, from its column
    /// to the next stop), measured once.
    private let widths: [Int]
    /// `starts[i]` is the column where character `i` starts; one more entry
    /// than characters, the width of the whole line.
    private let starts: [Int]

    init<C: Collection>(_ text: C, tabWidth: Int) where C.Element == Character {
        self.init(characters: text.map(DisplayLine.visible), tabWidth: tabWidth)
    }

    private init(characters: [Character], tabWidth: Int) {
        self.characters = characters
        self.tabWidth = tabWidth
        var widths: [Int] = []
        var starts: [Int] = []
        widths.reserveCapacity(characters.count)
        starts.reserveCapacity(characters.count + 1)
        var column = 0
        for character in characters {
            starts.append(column)
            let width = DisplayWidth.width(of: character, atColumn: column, tabWidth: tabWidth)
            widths.append(width)
            column += width
        }
        starts.append(column)
        self.widths = widths
        self.starts = starts
    }

    /// The number of characters on the line.
    var count: Int { characters.count }

    /// The line as drawn: stand-ins in place and each tab expanded to the
    /// spaces of its measured width, so columns match ``column(of:)``.
    var text: String {
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isTab {
                result.append(String(repeating: " ", count: widths[index]))
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The 0-based display column where the character at `offset` starts
    /// (the line's width at or past its end, 0 before its start).
    func column(of offset: Int) -> Int {
        starts[min(max(0, offset), characters.count)]
    }

    /// The widest a shown line gets before it is clipped around its range.
    static let maxShownWidth = 160
    /// How many columns before the range a clipped line keeps.
    static let leftContextWidth = 40

    /// The display line for characters `start..<end` of `text`: the whole
    /// line when it is at most ``maxShownWidth`` columns wide, else a window
    /// of that width around `start` with `…` where text is left out; the
    /// offsets are moved to match the returned line. A long line is cut by
    /// characters before anything is allocated for it, so a diagnostic on a
    /// 10 MB line costs one pass over the line and one screen line of output.
    ///
    /// `cutBefore`/`cutAfter` say that `text` is already a window of a longer
    /// line (``SourceFile/lineWindow(around:_:)``), so `…` marks that side.
    static func clipped(
        _ text: String, around start: Int, to end: Int, tabWidth: Int, cutBefore: Bool = false, cutAfter: Bool = false
    ) -> (line: DisplayLine, start: Int, end: Int) {
        guard text.utf8.count > 4 * maxShownWidth else {
            return DisplayLine(text, tabWidth: tabWidth).clipped(around: start, to: end, cutBefore: cutBefore, cutAfter: cutAfter)
        }
        let total = text.count
        let anchor = min(max(0, start), total)
        let first = max(0, anchor - maxShownWidth)
        let last = min(total, anchor + maxShownWidth)
        let lower = text.index(text.startIndex, offsetBy: first)
        let upper = text.index(lower, offsetBy: last - first)
        let piece = DisplayLine(text[lower..<upper], tabWidth: tabWidth)
        let (line, shownStart, shownEnd) = piece.clipped(
            around: anchor - first, to: min(max(anchor, end), last) - first,
            cutBefore: first > 0 || cutBefore, cutAfter: last < total || cutAfter
        )
        return (line, shownStart, shownEnd)
    }

    /// This line cut down to about ``maxShownWidth`` columns around
    /// `start..<end` when it is wider, or when `cutBefore`/`cutAfter` say
    /// text was already left out on that side.
    private func clipped(around start: Int, to end: Int, cutBefore: Bool, cutAfter: Bool) -> (line: DisplayLine, start: Int, end: Int) {
        guard cutBefore || cutAfter || column(of: count) > Self.maxShownWidth else { return (self, start, end) }
        let anchor = min(max(0, start), count)
        var first = anchor
        var used = 0
        while first > 0 {
            let width = shownWidth(at: first - 1)
            if used + width > Self.leftContextWidth { break }
            used += width
            first -= 1
        }
        var last = anchor
        while last < count {
            let width = shownWidth(at: last)
            if used + width > Self.maxShownWidth - 2 && last > anchor { break }
            used += width
            last += 1
        }
        let head: [Character] = first > 0 || cutBefore ? ["…"] : []
        let tail: [Character] = last < count || cutAfter ? ["…"] : []
        let shift = head.count - first
        let line = DisplayLine(characters: head + characters[first..<last] + tail, tabWidth: tabWidth)
        return (line, anchor + shift, min(max(anchor, end), last) + shift)
    }

    /// A character's columns with a tab counted as a full tab stop (an upper
    /// bound, good enough to size a clipped window).
    private func shownWidth(at index: Int) -> Int {
        characters[index].isTab ? max(1, tabWidth) : widths[index]
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
    /// draw: the first dangerous scalar's ``DangerousScalar/visibleReplacement(for:)``
    /// (ESC is `␛`, as in the terminal renderer). A tab is kept (it is
    /// expanded when drawn).
    static func visible(_ character: Character) -> Character {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first, byte == 0x09 || (byte >= 0x20 && byte < 0x7F) { return character }
        for scalar in character.unicodeScalars {
            if let replacement = DangerousScalar.visibleReplacement(for: scalar) { return replacement }
        }
        return character
    }
}

extension Character {
    /// Whether this is a tab, without the string comparison `== "\t"` costs
    /// for every other character.
    /// A tab is always a character of its own (grapheme clusters break
    /// after a control), so its first byte decides.
    var isTab: Bool { utf8.first == 0x09 }
}
