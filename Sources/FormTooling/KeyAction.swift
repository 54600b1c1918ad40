/// One step of a key script (§10 of LANGUAGE.md).
public enum KeyAction: Sendable, Hashable {
    /// Types one character (grapheme cluster) at the caret.
    case type(String)
    /// `{bs}`: backspace.
    case backspace
    /// `{del}`: forward delete.
    case delete
    /// `{left}`: caret one character left.
    case left
    /// `{right}`: caret one character right.
    case right
    /// `{home}`: caret to the start.
    case home
    /// `{end}`: caret to the end.
    case end
    /// `{paste:TEXT}`: inserts TEXT as one edit.
    case paste(String)
    /// `{mark:TEXT}`: sets the composing (marked) text at the caret.
    case mark(String)
    /// `{unmark:TEXT}`: commits the composition as TEXT.
    case unmark(String)
    /// `{commit}`: blur/submit normalisation.
    case commit
}
