/// Builds the output of one render while tracking where the cursor is.
struct ScreenWriter {
    private(set) var output = ""
    private(set) var state: ScreenState

    init(state: ScreenState) {
        self.state = state
    }

    /// Rewrites the rows that differ from what is shown and clears rows
    /// that are gone.
    mutating func update(rows: [PaintedRow], colorSupport: ColorSupport) {
        let shown = state.rows
        for (index, row) in rows.enumerated() where index >= shown.count || shown[index] != row {
            hideCursor()
            move(to: index)
            output += ControlSequence.clearLine
            write(row, colorSupport: colorSupport)
        }
        if rows.count < shown.count {
            hideCursor()
            if rows.count < state.claimedRows {
                move(to: rows.count)
                output += ControlSequence.eraseRows(state.claimedRows - rows.count)
            }
        }
        state.rows = rows
    }

    /// Puts the terminal's cursor at the caret, or hides it.
    mutating func place(caret: ScreenPoint?) {
        if output.isEmpty, caret == state.caret, state.cursorVisible == (caret != nil) {
            return  // Nothing changed: write nothing.
        }
        state.caret = caret
        guard let caret else {
            hideCursor()
            return
        }
        move(to: caret.row)
        output += ControlSequence.column(caret.column)
        if !state.cursorVisible {
            output += ControlSequence.showCursor
            state.cursorVisible = true
        }
    }

    /// To the start of `row`: up or down within the rows already taken,
    /// newlines to take more (which scroll the terminal when at its bottom).
    private mutating func move(to row: Int) {
        let current = state.cursorRow
        if row < current {
            output += ControlSequence.up(current - row)
        } else if row > current {
            let lastClaimed = state.claimedRows - 1
            output += ControlSequence.down(min(row, lastClaimed) - current)
            if row > lastClaimed {
                output += String(repeating: "\r\n", count: row - lastClaimed)
                state.claimedRows = row + 1
            }
        }
        output += "\r"
        state.cursorRow = row
    }

    private mutating func hideCursor() {
        guard state.cursorVisible else { return }
        output += ControlSequence.hideCursor
        state.cursorVisible = false
    }

    private mutating func write(_ row: PaintedRow, colorSupport: ColorSupport) {
        var styled = false
        for segment in row.segments {
            let parameters = segment.style.sgrParameters(colorSupport)
            if parameters.isEmpty {
                if styled { output += ControlSequence.resetStyle }
                styled = false
            } else {
                output += ControlSequence.sgr(parameters)
                styled = true
            }
            output += segment.text
        }
        if styled { output += ControlSequence.resetStyle }
    }
}
