/// The size of the terminal window in character cells.
public struct TerminalSize: Sendable, Equatable {
    /// Rows (lines) on screen.
    public var rows: Int
    /// Columns per row.
    public var columns: Int

    /// A window of `rows` × `columns`.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// Used when the terminal does not report a size.
    public static let fallback = TerminalSize(rows: 24, columns: 80)
}
