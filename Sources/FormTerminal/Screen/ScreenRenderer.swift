/// Turns frames into the bytes that update an inline region of the
/// terminal, rewriting only the rows that changed.
///
/// Pure: it writes nothing; ``render(_:viewport:after:)`` returns the text
/// to write and the new ``ScreenState`` to pass to the next call. A change
/// to one row costs a cursor move, a line clear and that row's text, so the
/// bytes per keystroke do not grow with the number of rows. The terminal's
/// cursor is left at the caret so input methods and screen readers follow
/// it.
public struct ScreenRenderer: Sendable {
    /// The terminal width in columns.
    public var width: Int
    /// Whether colour codes are written.
    public var colorSupport: ColorSupport

    /// A renderer for a terminal `width` columns wide.
    public init(width: Int, colorSupport: ColorSupport) {
        self.width = max(1, width)
        self.colorSupport = colorSupport
    }

    /// The result of rendering one frame.
    public struct Result: Sendable, Equatable {
        /// The text to write to the terminal (escape sequences included).
        public var output: String
        /// The state to pass to the next ``render(_:viewport:after:)``.
        public var state: ScreenState
        /// The layout the output was made from.
        public var layout: FrameLayout
        /// How many bytes ``output`` is in UTF-8: what a keystroke costs.
        public var byteCount: Int { output.utf8.count }
    }

    /// Lays `frame` out at this renderer's width.
    public func layout(_ frame: Frame) -> FrameLayout {
        FrameLayout(frame: frame, width: width)
    }

    /// The output that turns the screen described by `previous` into
    /// `frame`, showing the rows in `viewport` (all rows when nil).
    public func render(_ frame: Frame, viewport: Viewport? = nil, after previous: ScreenState) -> Result {
        render(layout(frame), viewport: viewport, after: previous)
    }

    /// The output for a frame already laid out at this renderer's width.
    public func render(_ layout: FrameLayout, viewport: Viewport? = nil, after previous: ScreenState) -> Result {
        let range = viewport?.visibleRange(rowCount: layout.rowCount) ?? 0..<layout.rowCount
        let rows = Array(layout.rows[range])
        var caret: ScreenPoint?
        if let point = layout.cursor, range.contains(point.row) {
            caret = ScreenPoint(row: point.row - range.lowerBound, column: point.column)
        }
        var writer = ScreenWriter(state: previous)
        writer.update(rows: rows, colorSupport: colorSupport)
        writer.place(caret: caret)
        return Result(output: writer.output, state: writer.state, layout: layout)
    }

    /// The output that erases everything drawn (the cursor goes to the start
    /// of row 0, every row taken is cleared line by line, the cursor is shown
    /// again), so nothing drawn stays on screen or reaches the scrollback,
    /// even when row 0 is the top of the window (see
    /// `ControlSequence.eraseRows`).
    public func erase(_ previous: ScreenState) -> String {
        ControlSequence.up(previous.cursorRow) + "\r" + ControlSequence.resetStyle
            + ControlSequence.eraseRows(previous.claimedRows) + ControlSequence.showCursor
    }
}
