/// The painted rows of a frame that are shown: `height` rows starting at
/// `firstRow`. The inline renderer never draws more rows than the terminal
/// has, so that no row of the form scrolls into the scrollback, where it
/// could not be erased.
public struct Viewport: Sendable, Equatable {
    /// The first painted row shown.
    public var firstRow: Int
    /// How many rows are shown (at least 1).
    public var height: Int

    /// `height` rows from `firstRow`.
    public init(firstRow: Int, height: Int) {
        self.firstRow = max(0, firstRow)
        self.height = max(1, height)
    }

    /// The rows `firstRow..<firstRow+height` clipped to `rowCount` rows.
    public func visibleRange(rowCount: Int) -> Range<Int> {
        let lower = min(firstRow, rowCount)
        return lower..<min(rowCount, lower + height)
    }

    /// The viewport of at most `maximumHeight` rows over `rowCount` rows that
    /// moves least from `previous` while showing `cursorRow` (when there is
    /// one) and leaving no empty rows below the content that could show more.
    public static func following(
        cursorRow: Int?,
        rowCount: Int,
        maximumHeight: Int,
        previous: Viewport?
    ) -> Viewport {
        let height = max(1, min(rowCount, maximumHeight))
        var first = previous?.firstRow ?? 0
        if let cursorRow {
            if cursorRow < first { first = cursorRow }
            if cursorRow >= first + height { first = cursorRow - height + 1 }
        }
        first = min(first, max(0, rowCount - height))
        return Viewport(firstRow: max(0, first), height: height)
    }
}
