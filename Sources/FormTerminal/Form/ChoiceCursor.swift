/// Where a focused `choice` field's option list stands: the filter typed,
/// the options it lets through, the highlighted one and the first one shown
/// (LANGUAGE.md §13: at most ``visibleRows`` options are shown, scrolled so
/// the highlighted one is visible).
///
/// Positions count the options the filter lets through, in option order.
public struct ChoiceCursor: Sendable, Hashable {
    /// How many options are listed at most.
    public static let visibleRows = 7

    /// The filter as typed.
    public var filter: String
    /// The indices (in the field's options) of the options whose label
    /// contains the filter, in option order; nil while the filter is empty
    /// (every option), so focusing a long list costs nothing.
    public var matches: [Int]?
    /// The highlighted position.
    public var highlight: Int
    /// The first position shown.
    public var top: Int

    /// A cursor with nothing typed, highlighting position `highlight`.
    public init(filter: String = "", matches: [Int]? = nil, highlight: Int = 0, top: Int = 0) {
        self.filter = filter
        self.matches = matches
        self.highlight = highlight
        self.top = top
    }

    /// How many options the filter lets through, of `optionCount`.
    public func matchCount(of optionCount: Int) -> Int {
        matches?.count ?? optionCount
    }

    /// The option index at `position`.
    public func option(at position: Int) -> Int {
        matches.map { $0[position] } ?? position
    }

    /// The highlighted option's index, or nil when nothing matches.
    public func highlightedOption(of optionCount: Int) -> Int? {
        let count = matchCount(of: optionCount)
        guard count > 0 else { return nil }
        return option(at: min(max(highlight, 0), count - 1))
    }

    /// Moves ``top`` as little as it can so that the highlighted position
    /// shows among ``visibleRows`` rows.
    public mutating func scrollToHighlight(optionCount: Int) {
        let count = matchCount(of: optionCount)
        highlight = min(max(highlight, 0), max(count - 1, 0))
        if highlight < top { top = highlight }
        if highlight >= top + Self.visibleRows { top = highlight - Self.visibleRows + 1 }
        top = min(max(top, 0), max(count - Self.visibleRows, 0))
    }
}

extension ChoiceCursor {
    /// The list cursor of a choice field of `catalog` holding `selection`:
    /// `stored`, or a fresh one highlighting the first selected option.
    static func current(stored: ChoiceCursor?, catalog: ChoiceCatalog?, selection: [String]) -> ChoiceCursor {
        if let stored { return stored }
        var cursor = ChoiceCursor()
        if let catalog, let first = selection.first, let position = catalog.indexByID[first] {
            cursor.highlight = position
            cursor.scrollToHighlight(optionCount: catalog.ids.count)
        }
        return cursor
    }
}
