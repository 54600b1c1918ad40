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
struct LineLayout {
    private var rows: [PaintedRow] = [PaintedRow()]
    /// The caret relative to the line's first row.
    private(set) var caretPoint: ScreenPoint?

    /// A piece of sanitised text standing for one character of the line.
    private struct Unit {
        var text: String
        var style: TextStyle
        var width: Int
    }

    init(line: StyledLine, width: Int, caret: Int?) {
        var units: [Unit] = []
        for segment in line.segments {
            for character in segment.text {
                let shown = TerminalText.sanitized(character)
                var unit = Unit(text: shown, style: segment.style, width: DisplayWidth.of(shown))
                if unit.width > width { unit = Unit(text: "?", style: segment.style, width: 1) }
                units.append(unit)
            }
        }
        let caretIndex = caret.map { min(max(0, $0), units.count) }
        let total = units.reduce(0) { $0 + $1.width }
        if line.overflow == .truncate, total > width {
            layTruncated(units, width: width, caretIndex: caretIndex)
        } else {
            layWrapped(units, width: width, caretIndex: caretIndex)
        }
    }

    mutating func takeRows() -> [PaintedRow] { rows }

    private mutating func layWrapped(_ units: [Unit], width: Int, caretIndex: Int?) {
        var column = 0
        for (index, unit) in units.enumerated() {
            if column + unit.width > width, column > 0 {
                rows.append(PaintedRow())
                column = 0
            }
            if caretIndex == index { caretPoint = ScreenPoint(row: rows.count - 1, column: column) }
            rows[rows.count - 1].append(unit.text, style: unit.style, width: unit.width)
            column += unit.width
        }
        if caretIndex == units.count {
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
        for unit in units {
            guard column + unit.width <= room else { break }
            if caretIndex == kept { caretPoint = ScreenPoint(row: 0, column: column) }
            rows[0].append(unit.text, style: unit.style, width: unit.width)
            column += unit.width
            kept += 1
            lastStyle = unit.style
        }
        rows[0].append("…", style: lastStyle, width: 1)
        if let caretIndex, caretIndex >= kept {
            caretPoint = ScreenPoint(row: 0, column: min(column, width - 1))
        }
    }
}
