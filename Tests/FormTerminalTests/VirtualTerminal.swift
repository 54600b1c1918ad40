/// A minimal terminal emulator for tests: understands exactly the output the
/// renderer writes (CR, LF, CUU, CUD, CHA, EL 2, ED 0, DECSC/DECRC, SGR and
/// cursor visibility), one cell per character (ASCII tests only). It counts
/// erases that start at the home position (`clearsFromHome`), which tmux's
/// `scroll-on-clear` turns into a push of the whole screen to the scrollback.
struct VirtualTerminal {
    private(set) var cells: [[Character]]
    private(set) var row = 0
    private(set) var column = 0
    private(set) var cursorVisible = true
    private(set) var clearsFromHome = 0
    private var saved: (row: Int, column: Int) = (0, 0)
    let width: Int

    init(rows: Int, width: Int) {
        self.width = width
        cells = Array(repeating: [], count: rows)
    }

    /// The text of row `index`, trailing blanks removed.
    func text(_ index: Int) -> String {
        String(cells[index]).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    }

    mutating func apply(_ output: String) {
        var scalars = Array(output.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\r": column = 0
            case "\n": row = min(row + 1, cells.count - 1)
            case "\u{1B}":
                switch scalars.popFirst() {
                case "[": break
                case "7":
                    saved = (row, column)
                    continue
                case "8":
                    (row, column) = saved
                    continue
                default: continue
                }
                var parameters = ""
                while let next = scalars.popFirst() {
                    if ("@"..."~").contains(next) {
                        control(parameters, final: next)
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            default:
                put(Character(scalar))
            }
        }
    }

    private mutating func put(_ character: Character) {
        while cells[row].count <= column { cells[row].append(" ") }
        cells[row][column] = character
        column += 1
    }

    private mutating func control(_ parameters: String, final: Unicode.Scalar) {
        let count = Int(parameters) ?? 1
        switch (final, parameters) {
        case ("A", _): row = max(0, row - count)
        case ("B", _): row = min(cells.count - 1, row + count)
        case ("G", _): column = count - 1
        case ("K", "2"): cells[row] = []
        case ("J", ""), ("J", "0"), ("J", "2"):
            if row == 0 && column == 0 || parameters == "2" { clearsFromHome += 1 }
            cells[row] = Array(cells[row].prefix(column))
            for below in (row + 1)..<cells.count { cells[below] = [] }
        case ("l", "?25"): cursorVisible = false
        case ("h", "?25"): cursorVisible = true
        case ("m", _): break
        default: Issue.record("unexpected control \(parameters)\(final)")
        }
    }
}

import Foundation
import Testing
