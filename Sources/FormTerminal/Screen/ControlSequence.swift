/// The escape sequences the renderer and the driver write, in one place.
enum ControlSequence {
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let clearLine = "\u{1B}[2K"
    static let saveCursor = "\u{1B}7"
    static let restoreCursor = "\u{1B}8"
    static let resetStyle = "\u{1B}[0m"
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"

    /// Clears `count` rows from the cursor's row down, line by line, and
    /// leaves the cursor where it was. Never `ESC[J` or `ESC[2J`: when the
    /// first row is the top of the window, terminals that treat an erase from
    /// the home position as "clear screen" (tmux's default `scroll-on-clear`)
    /// would first push the whole screen, values included, into the
    /// scrollback. Each row is cleared with `ESC[2K`, then the cursor goes
    /// down with `ESC[B`, which stops at the bottom without scrolling; the
    /// cursor is saved and restored around it (DECSC/DECRC). The signal-safe
    /// restore (`TerminalRestore.restoreNow`) writes the same bytes.
    static func eraseRows(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return saveCursor + String(repeating: clearLine + down(1), count: count) + restoreCursor
    }

    /// Up `count` rows (nothing for 0).
    static func up(_ count: Int) -> String {
        count > 0 ? "\u{1B}[\(count)A" : ""
    }

    /// Down `count` rows, without scrolling (nothing for 0).
    static func down(_ count: Int) -> String {
        count > 0 ? "\u{1B}[\(count)B" : ""
    }

    /// To 0-based `column` of the current row.
    static func column(_ column: Int) -> String {
        column > 0 ? "\u{1B}[\(column + 1)G" : "\r"
    }

    /// Select graphic rendition: reset, then the given parameters.
    static func sgr(_ parameters: [Int]) -> String {
        "\u{1B}[0;" + parameters.map(String.init).joined(separator: ";") + "m"
    }
}
