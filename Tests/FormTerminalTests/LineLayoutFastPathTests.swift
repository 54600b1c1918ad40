@testable import FormTerminal
import Testing
import UnicodeDisplayWidth

/// `LineLayout` lays printable ASCII out without grapheme breaking or the
/// width table. It must give exactly what laying out every character does:
/// compared here with that simple model (one unit per `Character`,
/// sanitised and measured), on lines mixing ASCII with combining marks,
/// CR LF, controls, wide and zero-width characters, at many widths and
/// carets.
@Suite struct LineLayoutFastPathTests {
    /// The per-character model: rows and caret.
    static func model(_ line: StyledLine, width: Int, caret: Int?) -> ([PaintedRow], ScreenPoint?) {
        var units: [(text: String, style: TextStyle, width: Int)] = []
        for segment in line.segments {
            for character in segment.text {
                let shown = TerminalText.sanitized(character)
                let measured = DisplayWidth.of(shown)
                units.append(measured > width ? ("?", segment.style, 1) : (shown, segment.style, measured))
            }
        }
        var rows = [PaintedRow()]
        var point: ScreenPoint?
        let caretIndex = caret.map { min(max(0, $0), units.count) }
        if line.overflow == .truncate, units.reduce(0, { $0 + $1.width }) > width {
            var column = 0
            var kept = 0
            var lastStyle = TextStyle.plain
            for unit in units {
                guard column + unit.width <= width - 1 else { break }
                if caretIndex == kept { point = ScreenPoint(row: 0, column: column) }
                rows[0].append(unit.text, style: unit.style, width: unit.width)
                column += unit.width
                kept += 1
                lastStyle = unit.style
            }
            rows[0].append("…", style: lastStyle, width: 1)
            if let caretIndex, caretIndex >= kept { point = ScreenPoint(row: 0, column: min(column, width - 1)) }
            return (rows, point)
        }
        var column = 0
        for (index, unit) in units.enumerated() {
            if column + unit.width > width, column > 0 {
                rows.append(PaintedRow())
                column = 0
            }
            if caretIndex == index { point = ScreenPoint(row: rows.count - 1, column: column) }
            rows[rows.count - 1].append(unit.text, style: unit.style, width: unit.width)
            column += unit.width
        }
        if caretIndex == units.count {
            if column >= width {
                rows.append(PaintedRow())
                column = 0
            }
            point = ScreenPoint(row: rows.count - 1, column: column)
        }
        return (rows, point)
    }

    static let pieces = ["a", "Bosnia & Herzegovina", " ", "e\u{301}", "\r\n", "\u{1B}[2J", "世界", "👩‍👩‍👧", "x\u{200D}", "\t", "~", "(•) ", "› ", "\u{7F}", "z\u{FE0F}", "1 234,5"]

    @Test func asciiFastPathEqualsThePerCharacterModel() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<400 {
            var segments: [StyledLine.Segment] = []
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined()
                segments.append(StyledLine.Segment(text, style: Bool.random(using: &generator) ? .plain : .bold))
            }
            let line = StyledLine(segments, overflow: round % 3 == 0 ? .truncate : .wrap)
            let width = Int.random(in: 1...12, using: &generator)
            let caret: Int? = Bool.random(using: &generator) ? nil : Int.random(in: -1...40, using: &generator)
            var laid = LineLayout(line: line, width: width, caret: caret)
            let point = laid.caretPoint
            let (rows, expectedPoint) = Self.model(line, width: width, caret: caret)
            #expect(laid.takeRows() == rows, "\(segments.map(\.text)) at width \(width)")
            #expect(point == expectedPoint, "\(segments.map(\.text)) at width \(width), caret \(String(describing: caret))")
        }
    }

    @Test func graphemesStartingWithASCIIStayWhole() {
        var laid = LineLayout(line: StyledLine("ae\u{301}b"), width: 10, caret: 2)
        #expect(laid.caretPoint == ScreenPoint(row: 0, column: 2), "é is one character")
        #expect(laid.takeRows().first?.width == 3)
    }
}
