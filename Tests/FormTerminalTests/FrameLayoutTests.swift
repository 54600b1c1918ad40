import FormTerminal
import Testing

@Suite("Frame layout")
struct FrameLayoutTests {
    @Test func longLinesWrapAndCountPaintedRows() {
        let layout = FrameLayout(frame: Frame(lines: [StyledLine(String(repeating: "x", count: 100)), StyledLine("y")]), width: 40)
        #expect(layout.rowCount == 4)
        #expect(layout.rows.map(\.width) == [40, 40, 20, 1])
        #expect(layout.lineStartRows == [0, 3])
    }

    @Test func wideCharactersNeverSplitAcrossRows() {
        let layout = FrameLayout(frame: Frame(lines: [StyledLine("世界世界")]), width: 5)
        #expect(layout.rows.map(\.text) == ["世界", "世界"])
        #expect(layout.rows.map(\.width) == [4, 4])
    }

    @Test func caretAfterAFullRowGetsARowOfItsOwn() {
        let layout = FrameLayout(frame: Frame(lines: [StyledLine("abcd"), StyledLine("next")], cursor: CursorPosition(line: 0, character: 4)), width: 4)
        #expect(layout.rows.map(\.text) == ["abcd", "", "next"])
        #expect(layout.cursor == ScreenPoint(row: 1, column: 0))
    }

    @Test func caretOnAWrappedRow() {
        let layout = FrameLayout(frame: Frame(lines: [StyledLine("abc世de")], cursor: CursorPosition(line: 0, character: 4)), width: 4)
        #expect(layout.rows.map(\.text) == ["abc", "世de"])
        #expect(layout.cursor == ScreenPoint(row: 1, column: 2))
    }

    @Test func truncatedLinesEndWithAnEllipsis() {
        let line = StyledLine("abcdefghij", overflow: .truncate)
        let layout = FrameLayout(frame: Frame(lines: [line], cursor: CursorPosition(line: 0, character: 9)), width: 6)
        #expect(layout.rows.map(\.text) == ["abcde…"])
        #expect(layout.cursor == ScreenPoint(row: 0, column: 5))
        let fits = FrameLayout(frame: Frame(lines: [StyledLine("abc", overflow: .truncate)]), width: 6)
        #expect(fits.rows.map(\.text) == ["abc"])
    }

    @Test func emptyLinesTakeARowAndCaretsAreClamped() {
        let layout = FrameLayout(frame: Frame(lines: [StyledLine(""), StyledLine("ab")], cursor: CursorPosition(line: 1, character: 99)), width: 10)
        #expect(layout.rowCount == 2)
        #expect(layout.cursor == ScreenPoint(row: 1, column: 2))
        let missing = FrameLayout(frame: Frame(lines: [StyledLine("ab")], cursor: CursorPosition(line: 5, character: 0)), width: 10)
        #expect(missing.cursor == nil)
    }

    @Test func stylesMergeWithinARow() {
        let line = StyledLine([.init("ab", style: .red), .init("cd", style: .red), .init("e")])
        let layout = FrameLayout(frame: Frame(lines: [line]), width: 10)
        #expect(layout.rows[0].segments == [.init("abcd", style: .red), .init("e")])
    }
}
