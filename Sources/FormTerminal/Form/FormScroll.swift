/// Scrolling a form taller than the terminal: the focused field (label to
/// message row) stays in view, and the view moves as little as it can.
public struct FormScreen: Sendable, Equatable {
    /// Everything drawn.
    public var frame: Frame
    /// The rows of the laid-out frame that are shown.
    public var viewport: Viewport
}

extension FormView {
    /// The frame of `state` and the viewport that shows its focused field on
    /// a terminal `width` × `height`, starting from `state.scrollRow`.
    public func screen(_ state: FormState, width: Int, height: Int) -> FormScreen {
        let drawing = draw(state)
        let layout = FrameLayout(frame: drawing.frame, width: width)
        let rows = layout.rowCount
        let shown = max(1, min(rows, height))
        var first = min(max(0, state.scrollRow), max(0, rows - shown))
        if drawing.fieldLines.indices.contains(state.focus.field) {
            let lines = drawing.fieldLines[state.focus.field]
            // The first field brings the title with it; the last, the submit line and hint.
            let top = state.focus.field == 0 ? 0 : layout.lineStartRows[lines.lowerBound]
            let isLast = state.focus.field == drawing.fieldLines.count - 1
            let bottom = isLast ? rows - 1 : endRow(of: lines.upperBound, layout)
            if bottom >= first + shown { first = bottom - shown + 1 }
            if top < first { first = top }
        }
        if let cursor = layout.cursor {
            if cursor.row < first { first = cursor.row }
            if cursor.row >= first + shown { first = cursor.row - shown + 1 }
        }
        first = min(max(0, first), max(0, rows - shown))
        return FormScreen(frame: drawing.frame, viewport: Viewport(firstRow: first, height: shown))
    }

    /// The last painted row of frame line `line`.
    private func endRow(of line: Int, _ layout: FrameLayout) -> Int {
        let next = line + 1
        return (layout.lineStartRows.indices.contains(next) ? layout.lineStartRows[next] : layout.rowCount) - 1
    }
}

extension FormScreen {
    /// The frame cut to the whole lines inside ``viewport``, with the caret
    /// moved accordingly: what a drawing surface that shows every row it is
    /// given (or follows only the caret) should draw. The first line is kept
    /// even when it is taller than the viewport.
    public func visibleFrame(width: Int) -> Frame {
        let layout = FrameLayout(frame: frame, width: width)
        let starts = layout.lineStartRows
        let lastRow = viewport.firstRow + viewport.height
        var firstLine: Int?
        var endLine = 0
        for (line, start) in starts.enumerated() {
            let end = line + 1 < starts.count ? starts[line + 1] : layout.rowCount
            guard start >= viewport.firstRow else { continue }
            if end > lastRow, firstLine != nil { break }
            if firstLine == nil { firstLine = line }
            endLine = line + 1
        }
        guard let firstLine else { return frame }
        let cursor = frame.cursor.flatMap { position -> CursorPosition? in
            (firstLine..<endLine).contains(position.line)
                ? CursorPosition(line: position.line - firstLine, character: position.character)
                : nil
        }
        return Frame(lines: Array(frame.lines[firstLine..<endLine]), cursor: cursor)
    }
}
