/// The escape sequences the renderer and the driver write, in one place.
enum ControlSequence {
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let clearLine = "\u{1B}[2K"
    static let clearToEndOfScreen = "\u{1B}[J"
    static let resetStyle = "\u{1B}[0m"
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"

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
