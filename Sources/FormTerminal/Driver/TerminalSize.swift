import FormSystem

/// A terminal's size in character cells: FormSystem's ``WindowSize``, the
/// one type `ioctl(TIOCGWINSZ)` fills (one definition, no copy).
public typealias TerminalSize = WindowSize

extension WindowSize {
    /// Used when the terminal does not report a size.
    public static let fallback = WindowSize(rows: 24, columns: 80)
}
