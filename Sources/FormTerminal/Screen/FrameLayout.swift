import UnicodeDisplayWidth

/// One terminal row of a laid-out frame: sanitised text in styled runs, no
/// wider than the terminal.
public struct PaintedRow: Sendable, Equatable {
    /// The runs of sanitised text; adjacent runs have different styles.
    public var segments: [StyledLine.Segment]
    /// The columns the row's text takes.
    public var width: Int

    /// An empty row.
    public init() {
        segments = []
        width = 0
    }

    /// The unstyled text of the row.
    public var text: String { segments.map(\.text).joined() }

    mutating func append(_ text: String, style: TextStyle, width: Int) {
        self.width += width
        if let last = segments.indices.last, segments[last].style == style {
            segments[last].text += text
        } else {
            segments.append(StyledLine.Segment(text, style: style))
        }
    }
}

/// A terminal position relative to the first row of a frame (0-based).
public struct ScreenPoint: Sendable, Equatable {
    /// The row, 0 for the frame's first painted row.
    public var row: Int
    /// The display column, 0 for the left edge.
    public var column: Int

    /// The point at `row`, `column`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// A frame cut into terminal rows for a given width: each line sanitised,
/// measured with ``DisplayWidth`` and wrapped (or truncated), and the caret
/// turned into a row and column.
public struct FrameLayout: Sendable, Equatable {
    /// The painted rows, top to bottom.
    public var rows: [PaintedRow]
    /// Where the terminal's cursor goes, or nil when it is hidden.
    public var cursor: ScreenPoint?
    /// For each line of the frame, the index of its first painted row; use
    /// it to scroll a field into view.
    public var lineStartRows: [Int]

    /// Lays `frame` out on a terminal `width` columns wide (at least 1).
    public init(frame: Frame, width: Int) {
        let columns = max(1, width)
        rows = []
        cursor = nil
        lineStartRows = []
        for (index, line) in frame.lines.enumerated() {
            lineStartRows.append(rows.count)
            let caret = frame.cursor.flatMap { $0.line == index ? $0.character : nil }
            var laid = LineLayout(line: line, width: columns, caret: caret)
            if let point = laid.caretPoint {
                cursor = ScreenPoint(row: rows.count + point.row, column: point.column)
            }
            rows.append(contentsOf: laid.takeRows())
        }
    }

    /// The number of painted rows.
    public var rowCount: Int { rows.count }
}

/// One logical line cut into rows.
///
/// The line is read into *units*: one per character (sanitised and measured
/// with ``DisplayWidth``), except that a run of printable ASCII characters
/// is one unit, since each of them is one character, one column and safe
/// to draw. Wrapping and truncation split a run where a character would.
/// Labels and values are mostly such runs, so most of a line skips grapheme
/// breaking, the dangerous-scalar check and the width table, and is copied
/// once rather than character by character (`LineLayoutFastPathTests`
/// compares the result with laying out every character).
struct LineLayout {
    private var rows: [PaintedRow] = [PaintedRow()]
    /// The caret relative to the line's first row.
    private(set) var caretPoint: ScreenPoint?

    /// A piece of sanitised text: one character, or a run of printable
    /// ASCII characters (then its width is its character count).
    private struct Unit {
        var text: Substring
        var style: TextStyle
        var width: Int
        /// Whether this is a run of printable ASCII (one column each).
        var isRun: Bool

        /// The number of characters the unit stands for.
        var characters: Int { isRun ? width : 1 }
    }

    init(line: StyledLine, width: Int, caret: Int?) {
        var units: [Unit] = []
        var characters = 0
        for segment in line.segments {
            let text = segment.text
            let utf8 = text.utf8
            var index = text.startIndex
            while index < text.endIndex {
                // Printable ASCII bytes each followed by ASCII (or the end)
                // are whole characters: no grapheme rule joins two ASCII
                // characters but CR LF, and CR is not printable.
                var end = index
                var count = 0
                while end < utf8.endIndex, width >= 1 {
                    let byte = utf8[end]
                    let next = utf8.index(after: end)
                    guard byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 else { break }
                    end = next
                    count += 1
                }
                if count > 0 {
                    units.append(Unit(text: text[index..<end], style: segment.style, width: count, isRun: true))
                    characters += count
                    index = end
                    continue
                }
                let after = text.index(after: index)
                let shown = TerminalText.sanitized(String(text[index..<after]))
                var unit = Unit(text: Substring(shown), style: segment.style, width: DisplayWidth.of(shown), isRun: false)
                if unit.width > width { unit = Unit(text: "?", style: segment.style, width: 1, isRun: false) }
                units.append(unit)
                characters += 1
                index = after
            }
        }
        let caretIndex = caret.map { min(max(0, $0), characters) }
        let total = units.reduce(0) { $0 + $1.width }
        if line.overflow == .truncate, total > width {
            layTruncated(units, width: width, caretIndex: caretIndex)
        } else {
            layWrapped(units, width: width, caretIndex: caretIndex)
        }
    }

    mutating func takeRows() -> [PaintedRow] { rows }

    private mutating func append(_ text: Substring, style: TextStyle, width: Int) {
        rows[rows.count - 1].append(String(text), style: style, width: width)
    }

    private mutating func layWrapped(_ units: [Unit], width: Int, caretIndex: Int?) {
        var column = 0
        var index = 0  // characters laid so far
        for unit in units {
            guard unit.isRun else {
                if column + unit.width > width, column > 0 {
                    rows.append(PaintedRow())
                    column = 0
                }
                if caretIndex == index { caretPoint = ScreenPoint(row: rows.count - 1, column: column) }
                append(unit.text, style: unit.style, width: unit.width)
                column += unit.width
                index += 1
                continue
            }
            var rest = unit.text
            while !rest.isEmpty {
                if column >= width, column > 0 {
                    rows.append(PaintedRow())
                    column = 0
                }
                let take = min(max(width - column, 1), rest.utf8.count)
                let split = rest.utf8.index(rest.startIndex, offsetBy: take)
                if let caretIndex, caretIndex >= index, caretIndex < index + take {
                    caretPoint = ScreenPoint(row: rows.count - 1, column: column + caretIndex - index)
                }
                append(rest[..<split], style: unit.style, width: take)
                column += take
                index += take
                rest = rest[split...]
            }
        }
        if caretIndex == index {
            if column >= width {
                // The caret after a full row needs a row of its own.
                rows.append(PaintedRow())
                column = 0
            }
            caretPoint = ScreenPoint(row: rows.count - 1, column: column)
        }
    }

    private mutating func layTruncated(_ units: [Unit], width: Int, caretIndex: Int?) {
        let room = width - 1  // One column for the ellipsis.
        var column = 0
        var kept = 0
        var lastStyle = TextStyle.plain
        laying: for unit in units {
            let take = unit.isRun ? min(unit.width, room - column) : (column + unit.width <= room ? 1 : 0)
            guard take > 0 else { break laying }
            let columns = unit.isRun ? take : unit.width
            if let caretIndex, caretIndex >= kept, caretIndex < kept + take {
                caretPoint = ScreenPoint(row: 0, column: column + caretIndex - kept)
            }
            let text = unit.isRun ? unit.text.prefix(take) : unit.text
            append(text, style: unit.style, width: columns)
            column += columns
            kept += take
            lastStyle = unit.style
            if take < unit.characters { break laying }
        }
        append("…", style: lastStyle, width: 1)
        if let caretIndex, caretIndex >= kept {
            caretPoint = ScreenPoint(row: 0, column: min(column, width - 1))
        }
    }
}
