/// What the renderer last left on the terminal, relative to the first row it
/// drew on (row 0, the line the cursor was on when drawing started).
public struct ScreenState: Sendable, Equatable {
    /// The rows now shown, from row 0.
    var rows: [PaintedRow]
    /// The row the terminal's cursor is on.
    public internal(set) var cursorRow: Int
    /// How many rows from row 0 down have been taken (by writing newlines);
    /// at least 1, because row 0 is where the cursor started.
    public internal(set) var claimedRows: Int
    /// Whether the terminal's cursor is shown.
    var cursorVisible: Bool
    /// Where the caret was put by the last render, if anywhere.
    var caret: ScreenPoint?

    /// Nothing drawn yet: the cursor is at the start of row 0 and visible.
    public static let empty = ScreenState(rows: [], cursorRow: 0, claimedRows: 1, cursorVisible: true, caret: nil)

    /// The number of rows with text on them.
    public var drawnRowCount: Int { rows.count }
}
