import FormTestSupport
import FormTerminal
import Testing

private func lines(_ count: Int) -> [StyledLine] {
    (0..<count).map { StyledLine("Field \($0): value", style: $0 % 3 == 0 ? .bold : .plain) }
}

@Suite("Screen renderer")
struct ScreenRendererTests {
    let renderer = ScreenRenderer(width: 80, colorSupport: .basic16)

    @Test func firstRenderWritesEveryRowAndPlacesTheCursor() {
        let frame = Frame(lines: [StyledLine("Name"), StyledLine("> Ada")], cursor: CursorPosition(line: 1, character: 5))
        let result = renderer.render(frame, after: .empty)
        var terminal = VirtualTerminal(rows: 10, width: 80)
        terminal.apply(result.output)
        #expect(terminal.text(0) == "Name")
        #expect(terminal.text(1) == "> Ada")
        #expect(terminal.row == 1 && terminal.column == 5)
        #expect(terminal.cursorVisible)
    }

    @Test func anUnchangedFrameWritesNothing() {
        let frame = Frame(lines: lines(5), cursor: CursorPosition(line: 2, character: 3))
        let first = renderer.render(frame, after: .empty)
        #expect(renderer.render(frame, after: first.state).byteCount == 0)
    }

    @Test func onlyChangedLinesAreWritten() {
        var frame = Frame(lines: lines(10), cursor: CursorPosition(line: 4, character: 0))
        let first = renderer.render(frame, after: .empty)
        frame.lines[4] = StyledLine("Field 4: changed")
        let second = renderer.render(frame, after: first.state)
        #expect(second.output.contains("Field 4: changed"))
        for index in 0..<10 where index != 4 {
            #expect(!second.output.contains("Field \(index):"), "line \(index) rewritten")
        }
    }

    @Test func bytesForAOneCharacterChangeDoNotGrowWithLineCount() {
        func cost(_ count: Int) -> Int {
            var before = Frame(lines: lines(count), cursor: CursorPosition(line: 0, character: 15))
            before.lines[0] = StyledLine("Name: Ad")
            var after = before
            after.lines[0] = StyledLine("Name: Ada")
            after.cursor = CursorPosition(line: 0, character: 9)
            return RenderCost.bytesForChange(from: before, to: after)
        }
        #expect(cost(2) == cost(200))
        #expect(cost(2) < 40)
    }

    @Test func bytesForAChangeInTheMiddleDoNotGrowWithLineCount() {
        func cost(_ count: Int) -> Int {
            let before = Frame(lines: lines(count), cursor: CursorPosition(line: 1, character: 0))
            var after = before
            after.lines[1] = StyledLine("Field 1: valuex")
            after.cursor = CursorPosition(line: 1, character: 15)
            return RenderCost.bytesForChange(from: before, to: after)
        }
        #expect(cost(2) == cost(200))
    }

    @Test func cursorColumnCountsWideCharactersAsTwo() {
        let frame = Frame(lines: [StyledLine("名前: 世界🎉")], cursor: CursorPosition(line: 0, character: 7))
        let result = renderer.render(frame, after: .empty)
        // 名前 = 4, ": " = 2, 世界 = 4, 🎉 = 2.
        #expect(result.layout.cursor == ScreenPoint(row: 0, column: 12))
        #expect(result.output.hasSuffix("\u{1B}[13G\u{1B}[?25h"))
        let beforeEmoji = renderer.layout(Frame(lines: [StyledLine("名前: 世界🎉")], cursor: CursorPosition(line: 0, character: 6)))
        #expect(beforeEmoji.cursor == ScreenPoint(row: 0, column: 10))
        let middle = renderer.layout(Frame(lines: [StyledLine("a世b")], cursor: CursorPosition(line: 0, character: 2)))
        #expect(middle.cursor == ScreenPoint(row: 0, column: 3))
    }

    @Test func cursorColumnCountsSanitisedControlsAsShown() {
        let layout = renderer.layout(Frame(lines: [StyledLine("a\u{1B}b")], cursor: CursorPosition(line: 0, character: 2)))
        #expect(layout.rows[0].text == "a␛b")
        #expect(layout.cursor == ScreenPoint(row: 0, column: 2))
    }

    @Test func cursorIsHiddenWithoutACaret() {
        let result = renderer.render(Frame(lines: lines(2)), after: .empty)
        var terminal = VirtualTerminal(rows: 4, width: 80)
        terminal.apply(result.output)
        #expect(!terminal.cursorVisible)
    }

    @Test func shrinkingFrameClearsTheRowsBelow() {
        let first = renderer.render(Frame(lines: lines(5)), after: .empty)
        let second = renderer.render(Frame(lines: lines(2)), after: first.state)
        var terminal = VirtualTerminal(rows: 8, width: 80)
        terminal.apply(first.output)
        terminal.apply(second.output)
        #expect(terminal.text(1) == "Field 1: value")
        for row in 2..<8 { #expect(terminal.text(row) == "") }
    }

    @Test func eraseLeavesNothingAndShowsTheCursor() {
        let first = renderer.render(Frame(lines: lines(6), cursor: CursorPosition(line: 3, character: 2)), after: .empty)
        var terminal = VirtualTerminal(rows: 8, width: 80)
        terminal.apply(first.output)
        terminal.apply(renderer.erase(first.state))
        for row in 0..<8 { #expect(terminal.text(row) == "") }
        #expect(terminal.row == 0 && terminal.column == 0 && terminal.cursorVisible)
    }

    /// Issue 10, item 11: with the form on the window's first row, no erase
    /// may start at the home position (tmux's `scroll-on-clear` would push the
    /// screen, values included, into the scrollback): rows are cleared line
    /// by line, and the cursor ends where the form began.
    @Test func erasingNeverClearsFromTheHomePosition() {
        let first = renderer.render(Frame(lines: lines(6), cursor: CursorPosition(line: 3, character: 2)), after: .empty)
        let shrunk = renderer.render(Frame(lines: []), after: first.state)
        var terminal = VirtualTerminal(rows: 8, width: 80)
        terminal.apply(first.output)
        terminal.apply(shrunk.output)
        for row in 0..<8 { #expect(terminal.text(row) == "") }
        let again = renderer.render(Frame(lines: lines(6), cursor: CursorPosition(line: 2, character: 1)), after: shrunk.state)
        terminal.apply(again.output)
        #expect(terminal.text(5) == "Field 5: value")
        terminal.apply(renderer.erase(again.state))
        for row in 0..<8 { #expect(terminal.text(row) == "") }
        #expect(terminal.row == 0 && terminal.column == 0)
        #expect(terminal.clearsFromHome == 0)
        #expect(!(first.output + shrunk.output + again.output + renderer.erase(again.state)).contains("\u{1B}[J"))
    }

    @Test func viewportShowsOnlyItsRows() {
        let frame = Frame(lines: lines(50), cursor: CursorPosition(line: 30, character: 0))
        let result = renderer.render(frame, viewport: Viewport(firstRow: 25, height: 10), after: .empty)
        var terminal = VirtualTerminal(rows: 12, width: 80)
        terminal.apply(result.output)
        #expect(terminal.text(0) == "Field 25: value")
        #expect(terminal.text(9) == "Field 34: value")
        #expect(terminal.text(10) == "")
        #expect(terminal.row == 5)
    }

    @Test func viewportFollowsTheCursor() {
        #expect(Viewport.following(cursorRow: 3, rowCount: 50, maximumHeight: 10, previous: nil) == Viewport(firstRow: 0, height: 10))
        #expect(Viewport.following(cursorRow: 12, rowCount: 50, maximumHeight: 10, previous: nil) == Viewport(firstRow: 3, height: 10))
        let scrolled = Viewport(firstRow: 20, height: 10)
        #expect(Viewport.following(cursorRow: 25, rowCount: 50, maximumHeight: 10, previous: scrolled) == scrolled)
        #expect(Viewport.following(cursorRow: 15, rowCount: 50, maximumHeight: 10, previous: scrolled).firstRow == 15)
        #expect(Viewport.following(cursorRow: nil, rowCount: 4, maximumHeight: 10, previous: scrolled) == Viewport(firstRow: 0, height: 4))
    }

    @Test func randomEditsAlwaysLeaveTheScreenEqualToTheFrame() {
        var generator = SplitMix(seed: 42)
        let width = 30
        let renderer = ScreenRenderer(width: width, colorSupport: .basic16)
        var terminal = VirtualTerminal(rows: 200, width: width)
        var state = ScreenState.empty
        for _ in 0..<300 {
            let count = Int(generator.next() % 12)
            var frameLines: [StyledLine] = []
            for index in 0..<count {
                let length = Int(generator.next() % 70)
                let letter = Character(Unicode.Scalar(UInt8(97 + (index + Int(generator.next() % 3)) % 26)))
                frameLines.append(StyledLine(String(repeating: letter, count: length), style: generator.next() % 2 == 0 ? .plain : .red))
            }
            let cursor = count == 0 ? nil : CursorPosition(line: Int(generator.next() % UInt64(count)), character: Int(generator.next() % 80))
            let frame = Frame(lines: frameLines, cursor: cursor)
            let result = renderer.render(frame, after: state)
            terminal.apply(result.output)
            state = result.state
            let rows = result.layout.rows
            for (index, row) in rows.enumerated() { #expect(terminal.text(index) == row.text) }
            for index in rows.count..<200 { #expect(terminal.text(index) == "") }
            if let point = result.layout.cursor {
                #expect(terminal.row == point.row && terminal.column == point.column && terminal.cursorVisible)
            } else {
                #expect(!terminal.cursorVisible)
            }
        }
    }
}

/// The shared seeded generator (FormTestSupport).
typealias SplitMix = SeededRandom
