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
        let first = file.text(ofLine: number)
        let sameLine = range.end.line == number
        let start = range.start.column - 1

        if fixIt.replacement.isEmpty {
            let end = sameLine ? range.end.column - 1 : Int.max
            let (display, shownStart, shownEnd) = DisplayLine.clipped(first, around: start, to: end, tabWidth: tabWidth)
            let marker = display.marker(from: shownStart, to: shownEnd, head: "-", tail: "-")
            lines = [Line(number: number, display: display, marker: marker, removes: true)]
            return
        }

        let last = sameLine ? first : file.text(ofLine: range.end.line)
        let prefix = first.prefix(max(0, start))
        let suffix = last.dropFirst(max(0, range.end.column - 1))
        let mark: Character = sameLine && range.end.column <= range.start.column ? "+" : "~"
        let pieces = Self.lines(of: fixIt.replacement)
        var result: [Line] = []
        for (index, piece) in pieces.enumerated() {
            let markStart = index == 0 ? prefix.count : 0
            let markEnd = markStart + piece.count
            let text = (index == 0 ? String(prefix) : "") + piece + (index == pieces.count - 1 ? String(suffix) : "")
            let (display, shownStart, shownEnd) = DisplayLine.clipped(text, around: markStart, to: markEnd, tabWidth: tabWidth)
            let marker = markEnd > markStart ? display.marker(from: shownStart, to: shownEnd, head: mark, tail: mark) : nil
            result.append(Line(number: number + index, display: display, marker: marker, removes: false))
        }
        lines = result
    }

    /// `text` split at line feeds, a carriage return before one dropped.
    private static func lines(of text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = String(String.UnicodeScalarView(scalars))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            return line
        }
    }
}
