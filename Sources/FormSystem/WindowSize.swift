#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A terminal window's size in character cells.
public struct WindowSize: Sendable, Equatable {
    /// Rows (lines).
    public var rows: Int
    /// Columns (characters per line).
    public var columns: Int

    /// A size of `rows` by `columns`.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

extension FileDescriptor {
    /// The window size of the terminal the descriptor is open on, or nil
    /// when it is no terminal or reports no size (0 rows or columns, as a
    /// pseudo-terminal nobody sized does).
    public func windowSize() -> WindowSize? {
        var window = winsize()
        // The request number differs: `TIOCGWINSZ` is 0x40087468 on Darwin
        // (`_IOR('t', 104, struct winsize)`, which Swift cannot import from
        // C, so the Darwin overlay declares it as a UInt) and 0x5413 on
        // Linux (an `int` macro in Glibc and Musl). `ioctl` is variadic in C
        // (its request is `unsigned long` on Darwin and Glibc, `int` on
        // Musl); every Swift overlay declares `ioctl(_:_: UInt, _:)`.
        let result = withUnsafeMutablePointer(to: &window) { ioctl(rawValue, UInt(TIOCGWINSZ), $0) }
        guard result == 0, window.ws_row > 0, window.ws_col > 0 else { return nil }
        // `struct winsize` has `unsigned short` fields on all three.
        return WindowSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
    }
}
