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

    /// Only a window of a long line is read (``SourceFile/lineWindow(around:_:)``),
    /// so the preview costs the same on a 10 MB line as on a short one.
    init(_ fixIt: FixIt, in file: SourceFile, tabWidth: Int) {
        let range = fixIt.range
        let number = range.start.line
        let sameLine = range.end.line == number
        let first = file.lineWindow(around: range.start.offset, sameLine ? range.end.offset : range.start.offset)
        let start = file.characterCount(first.bytes.lowerBound..<range.start.offset)

        if fixIt.replacement.isEmpty {
            let end = sameLine ? file.characterCount(first.bytes.lowerBound..<min(range.end.offset, first.bytes.upperBound)) : Int.max
            let (display, shownStart, shownEnd) = DisplayLine.clipped(
                first.text, around: start, to: end, tabWidth: tabWidth, cutBefore: first.cutBefore, cutAfter: first.cutAfter
            )
            let marker = display.marker(from: shownStart, to: shownEnd, head: "-", tail: "-")
            lines = [Line(number: number, display: display, marker: marker, removes: true)]
            return
        }

        let last = sameLine ? first : file.lineWindow(around: range.end.offset, range.end.offset)
        let prefix = file.text(in: first.bytes.lowerBound..<range.start.offset)
        let suffix = file.text(in: min(max(range.end.offset, last.bytes.lowerBound), last.bytes.upperBound)..<last.bytes.upperBound)
        let mark: Character = sameLine && range.end.column <= range.start.column ? "+" : "~"
        let pieces = Self.lines(of: fixIt.replacement)
        var result: [Line] = []
        for (index, piece) in pieces.enumerated() {
            let isFirst = index == 0, isLast = index == pieces.count - 1
            let markStart = isFirst ? prefix.count : 0
            let markEnd = markStart + piece.count
            let text = (isFirst ? prefix : "") + piece + (isLast ? suffix : "")
            let (display, shownStart, shownEnd) = DisplayLine.clipped(
                text, around: markStart, to: markEnd, tabWidth: tabWidth,
                cutBefore: isFirst && first.cutBefore, cutAfter: isLast && last.cutAfter
            )
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
