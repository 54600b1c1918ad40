/// One key press (or paste, or window resize) read from the terminal.
///
/// Produced by ``KeyDecoder`` from the bytes a terminal sends in raw mode, and
/// by ``TerminalSession/nextEvents()`` which adds ``resize``.
public enum KeyEvent: Sendable, Equatable {
    /// Printable text: one grapheme cluster (a letter, a CJK character, an
    /// emoji, a combining mark that arrived on its own). Space is
    /// `.character(" ")`.
    case character(Character)
    /// Enter or Return (CR, LF, CR LF, or keypad Enter `ESC O M`).
    case enter
    /// Tab (0x09).
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case shiftTab
    /// Backspace: DEL (0x7F) or BS (0x08).
    case backspace
    /// Forward delete (`ESC [ 3 ~`).
    case delete
    /// Arrow up (`ESC [ A`, `ESC O A`, or with modifiers `ESC [ 1 ; m A`).
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`).
    case home
    /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`).
    case end
    /// A lone Escape key, reported once the caller's timeout has passed
    /// (see ``KeyDecoder/flush()``).
    case escape
    /// A control key, as its lowercase letter: Ctrl-A is `.ctrl("a")`,
    /// Ctrl-C is `.ctrl("c")`. NUL (Ctrl-Space, Ctrl-@) is `.ctrl("@")`;
    /// 0x1C–0x1F are `.ctrl("\\")`, `.ctrl("]")`, `.ctrl("^")`, `.ctrl("_")`.
    /// Tab, Enter and Backspace have their own cases.
    case ctrl(Character)
    /// Alt (Meta) with a key, sent by terminals as ESC followed by the key:
    /// Alt-x is `.alt("x")`. Alt-Backspace is `.alt("\u{7F}")`.
    case alt(Character)
    /// Bracketed paste: everything between `ESC [ 200 ~` and `ESC [ 201 ~`,
    /// as one event however many reads it took. Line breaks (CR, LF, CR LF)
    /// are normalised to `"\n"`; invalid UTF-8 becomes U+FFFD. The text is
    /// raw: it may contain control characters, which the view must sanitise
    /// before drawing.
    case paste(String)
    /// The terminal window changed size; ask ``TerminalSession/size()``.
    case resize
}
