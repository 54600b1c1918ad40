/// The source lines a fix-it would produce, with markers under what changes:
/// `~` under replacement text, `+` under inserted text (an empty range), and
/// for a pure deletion the original line with `-` under what goes.
struct FixItPreview {
    struct Line {
        /// The line number shown in the gutter.
        let number: Int
        /// The text of the line after the fix.
        let display: DisplayLine
        /// Where the changed text is, if this line shows any.
        let marker: (indent: String, marks: String)?
        /// Whether the marker shows removed text.
        let removes: Bool
    }

    /// The lines to show, first to last.
    let lines: [Line]

    init(_ fixIt: FixIt, in file: SourceFile, tabWidth: Int) {
        let range = fixIt.range
        let number = range.start.line
        let first = Array(file.text(ofLine: number))
        let start = Self.clamp(range.start.column - 1, to: first.count)
        let sameLine = range.end.line == number

        if fixIt.replacement.isEmpty {
            let end = sameLine ? Self.clamp(range.end.column - 1, to: first.count) : first.count
            let display = DisplayLine(first, tabWidth: tabWidth)
            let marker = display.marker(from: start, to: end, head: "-", tail: "-")
            lines = [Line(number: number, display: display, marker: marker, removes: true)]
            return
        }

        let last = sameLine ? first : Array(file.text(ofLine: range.end.line))
        let end = Self.clamp(range.end.column - 1, to: last.count)
        let isInsertion = sameLine && end <= start
        let pieces = Self.lines(of: fixIt.replacement)
        var result: [Line] = []
        for (index, piece) in pieces.enumerated() {
            var characters: [Character] = index == 0 ? Array(first[..<start]) : []
            let markStart = characters.count
            characters += piece
            let markEnd = characters.count
            if index == pieces.count - 1 { characters += last[end...] }
            let display = DisplayLine(characters, tabWidth: tabWidth)
            let marker = markEnd > markStart
                ? display.marker(from: markStart, to: markEnd, head: isInsertion ? "+" : "~", tail: isInsertion ? "+" : "~")
                : nil
            result.append(Line(number: number + index, display: display, marker: marker, removes: false))
        }
        lines = result
    }

    /// `text` split at line feeds, a carriage return before one dropped.
    private static func lines(of text: String) -> [[Character]] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = String(String.UnicodeScalarView(scalars))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            return Array(line)
        }
    }

    private static func clamp(_ offset: Int, to count: Int) -> Int {
        min(max(0, offset), count)
    }
}
