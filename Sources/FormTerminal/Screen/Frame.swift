/// Where the caret is in a frame: before the `character`-th Character
/// (grapheme cluster) of line `line`'s text, counted in the unsanitised text
/// across all its segments. `character` equal to the line's length puts the
/// caret after the last character.
///
/// The renderer turns this into a terminal row and column after
/// sanitising, measuring (wide characters take two columns) and wrapping,
/// so the view never computes display columns itself.
public struct CursorPosition: Sendable, Equatable {
    /// The index of the line in ``Frame/lines``.
    public var line: Int
    /// The caret's offset in Characters within that line.
    public var character: Int

    /// The caret before character `character` of line `line`.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// Everything drawn at one moment: the lines of the form and where the
/// terminal's cursor goes (nil hides it).
public struct Frame: Sendable, Equatable {
    /// The logical lines, top to bottom.
    public var lines: [StyledLine]
    /// The caret, or nil to hide the terminal's cursor.
    public var cursor: CursorPosition?

    /// A frame of `lines` with the caret at `cursor`.
    public init(lines: [StyledLine], cursor: CursorPosition? = nil) {
        self.lines = lines
        self.cursor = cursor
    }
}
