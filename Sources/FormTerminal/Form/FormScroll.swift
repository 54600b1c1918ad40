/// Scrolling a form taller than the terminal: the focused field (label to
/// message row) stays in view, and the view moves as little as it can.
///
/// A keystroke draws and lays out only what it must: each field's painted
/// row count comes from ``FormRowCache`` (recomputed only for fields whose
/// state changed), and only the lines inside the viewport are built, so the
/// work per keystroke does not grow with the number of fields. The whole
/// ``frame`` is drawn only when asked for.
public struct FormScreen: Sendable, Equatable {
    /// Everything drawn (drawn on demand for a screen made by
    /// ``FormView/screen(_:width:height:)``).
    public var frame: Frame {
        get {
            switch source {
            case .frame(let frame): frame
            case .drawing(let draw): draw()
            }
        }
        set {
            source = .frame(newValue)
            cut = nil
        }
    }

    /// The rows of the laid-out frame that are shown.
    public var viewport: Viewport {
        get { storedViewport }
        set {
            storedViewport = newValue
            cut = nil
        }
    }

    /// Where ``frame`` comes from.
    enum Source: Sendable {
        case frame(Frame)
        /// Draws the whole frame of the state the screen shows.
        case drawing(@Sendable () -> Frame)
    }

    private var source: Source
    private var storedViewport: Viewport
    /// ``visibleFrame(width:)`` already computed for one width.
    private var cut: (width: Int, frame: Frame)?

    /// A screen showing `viewport` of `frame`.
    init(frame: Frame, viewport: Viewport) {
        source = .frame(frame)
        storedViewport = viewport
    }

    /// A screen of `state` whose visible frame at `width` is already known.
    init(view: FormView, state: FormDisplay, viewport: Viewport, visible: Frame, width: Int) {
        source = .drawing { view.draw(state).frame }
        storedViewport = viewport
        cut = (width, visible)
    }

    public static func == (lhs: FormScreen, rhs: FormScreen) -> Bool {
        lhs.viewport == rhs.viewport && lhs.frame == rhs.frame
    }
}

extension FormView {
    /// The frame of `state` and the viewport that shows its focused field on
    /// a terminal `width` × `height`, starting from `state.scrollRow`.
    public func screen<Form>(_ state: FormState<Form>, width: Int, height: Int) -> FormScreen {
        screen(state.display, width: width, height: height)
    }

    /// The frame of `state` and the viewport that shows its focused field on
    /// a terminal `width` × `height`, starting from `state.scrollRow`.
    public func screen(_ state: FormDisplay, width: Int, height: Int) -> FormScreen {
        let columns = max(1, width)
        let plan = rowCache.plan(for: self, state: state, width: columns)
        let rows = plan.rowCount
        let fieldCount = plan.fieldCount
        let focus = state.focus.field
        var cursorRow: Int?
        var focusedBlock: (lines: [StyledLine], cursor: CursorPosition?)?
        if (0..<fieldCount).contains(focus) {
            let block = fieldBlock(focus, state: state)
            focusedBlock = block
            if let caret = block.cursor {
                var row = plan.fieldStartRows[focus]
                for line in 0..<caret.line { row += plan.lineRows[focus][line] }
                let laid = LineLayout(line: block.lines[caret.line], width: columns, caret: caret.character)
                if let point = laid.caretPoint { cursorRow = row + point.row }
            }
        }
        let viewport = Self.scroll(
            state: state, rowCount: rows, height: height,
            focusedRows: (0..<fieldCount).contains(focus) ? (plan.fieldStartRows[focus], plan.fieldStartRows[focus + 1]) : nil,
            fieldRows: (plan.headerRows.reduce(0, +), plan.fieldStartRows[fieldCount]),
            cursorRow: cursorRow
        )
        guard let visible = visibleLines(state, plan: plan, viewport: viewport, focusedBlock: focusedBlock) else {
            // The viewport starts inside the last line: the whole frame, as the full path does.
            let frame = draw(state).frame
            return FormScreen(view: self, state: state, viewport: viewport, visible: frame, width: columns)
        }
        return FormScreen(view: self, state: state, viewport: viewport, visible: visible, width: columns)
    }

    /// The first row shown: `state.scrollRow` moved as little as it can so
    /// the focused field (`focusedRows`: its first row and the first row of
    /// the next field, the blank separator included) and the caret show.
    /// `fieldRows` are the first row of the fields and of the footer.
    private static func scroll(
        state: FormDisplay, rowCount rows: Int, height: Int,
        focusedRows: (start: Int, next: Int)?, fieldRows: (start: Int, end: Int), cursorRow: Int?
    ) -> Viewport {
        let shown = max(1, min(rows, height))
        var first = min(max(0, state.scrollRow), max(0, rows - shown))
        if let focusedRows {
            // The first field drawn brings the title with it; the last, the
            // submit line and hint (hidden fields draw no rows).
            let top = focusedRows.start == fieldRows.start ? 0 : focusedRows.start
            let isLast = focusedRows.next == fieldRows.end
            // The message row ends just above the one-row blank separator.
            let bottom = isLast ? rows - 1 : focusedRows.next - 2
            if bottom >= first + shown { first = bottom - shown + 1 }
            if top < first { first = top }
        }
        if let cursorRow {
            if cursorRow < first { first = cursorRow }
            if cursorRow >= first + shown { first = cursorRow - shown + 1 }
        }
        first = min(max(0, first), max(0, rows - shown))
        return Viewport(firstRow: first, height: shown)
    }

    /// The whole lines inside `viewport` (see ``FormScreen/visibleFrame(width:)``),
    /// building only the fields they belong to; nil when no line starts
    /// inside the viewport.
    private func visibleLines(
        _ state: FormDisplay, plan: FormRowCache.Plan, viewport: Viewport,
        focusedBlock: (lines: [StyledLine], cursor: CursorPosition?)?
    ) -> Frame? {
        let firstRow = viewport.firstRow
        let lastRow = viewport.firstRow + viewport.height
        var lines: [StyledLine] = []
        var cursor: CursorPosition?
        var started = false
        // Sections in order: the header, each field, the footer.
        var section = plan.firstSection(endingAfter: firstRow)
        var row = plan.sectionStartRow(section)
        while section <= plan.fieldCount + 1 {
            let sectionLines: [StyledLine]
            let sectionRows: [Int]
            var caret: CursorPosition?
            if section == 0 {
                sectionLines = headerLines()
                sectionRows = plan.headerRows
            } else if section <= plan.fieldCount {
                let index = section - 1
                let block = index == state.focus.field ? (focusedBlock ?? fieldBlock(index, state: state)) : fieldBlock(index, state: state)
                sectionLines = block.lines
                caret = block.cursor
                sectionRows = plan.lineRows[index]
            } else {
                sectionLines = footerLines()
                sectionRows = plan.footerRows
            }
            for (offset, line) in sectionLines.enumerated() {
                let start = row
                row += sectionRows[offset]
                guard start >= firstRow else { continue }
                if row > lastRow, started { return Frame(lines: lines, cursor: cursor) }
                started = true
                if let caret, caret.line == offset {
                    cursor = CursorPosition(line: lines.count, character: caret.character)
                }
                lines.append(line)
            }
            section += 1
        }
        return started ? Frame(lines: lines, cursor: cursor) : nil
    }

    /// The old path, kept for comparison in tests: draws every field and
    /// lays out the whole frame, then scrolls.
    func screenByFullDraw<Form>(_ state: FormState<Form>, width: Int, height: Int) -> FormScreen {
        screenByFullDraw(state.display, width: width, height: height)
    }

    /// ``screenByFullDraw(_:width:height:)`` of what a state shows.
    func screenByFullDraw(_ state: FormDisplay, width: Int, height: Int) -> FormScreen {
        let drawing = draw(state)
        let layout = FrameLayout(frame: drawing.frame, width: width)
        let rows = layout.rowCount
        let shown = max(1, min(rows, height))
        var first = min(max(0, state.scrollRow), max(0, rows - shown))
        if drawing.fieldLines.indices.contains(state.focus.field), !drawing.fieldLines[state.focus.field].isEmpty {
            let lines = drawing.fieldLines[state.focus.field]
            let drawnBefore = drawing.fieldLines[..<state.focus.field].contains { !$0.isEmpty }
            let drawnAfter = drawing.fieldLines[(state.focus.field + 1)...].contains { !$0.isEmpty }
            let top = drawnBefore ? layout.lineStartRows[lines.lowerBound] : 0
            let bottom = drawnAfter ? endRow(of: lines.upperBound - 1, layout) : rows - 1
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
        if let cut, cut.width == max(1, width) { return cut.frame }
        return clippedFrame(width: width)
    }

    /// ``visibleFrame(width:)`` computed from the whole frame, laid out.
    func clippedFrame(width: Int) -> Frame {
        let frame = self.frame
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
