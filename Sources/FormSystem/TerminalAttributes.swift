#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A terminal's mode: the `struct termios` that `tcgetattr(3)` reads and
/// `tcsetattr(3)` writes.
///
/// The C structure differs between the libraries, which is why it stays
/// inside this type: on Darwin (<sys/termios.h>) the flag fields are
/// `tcflag_t` = `unsigned long` (UInt), `c_cc` has `NCCS` = 20 entries and
/// the speeds are `long`; on Glibc (<bits/termios-struct.h>) `tcflag_t` is
/// `unsigned int` (UInt32), there is a `c_line` byte, `NCCS` is 32 and the
/// speeds are `unsigned int`; Musl lays it out as Glibc does. Flag values
/// differ too (`ECHO` is 0x8 on Darwin, 0o10 on Linux), so they are only
/// ever named.
///
/// A plain value with no references: copying it in a signal handler
/// allocates nothing.
public struct TerminalAttributes: @unchecked Sendable {
    // @unchecked: `termios` is a C structure of integers and a fixed array
    // of bytes, with no pointers; Swift does not infer Sendable for it.
    var storage: termios

    /// Every flag clear and every control character 0: a placeholder until
    /// a terminal's own mode is read with ``FileDescriptor/terminalAttributes()``.
    public init() {
        storage = termios()
    }

    init(_ storage: termios) {
        self.storage = storage
    }

    /// This mode made raw (`cfmakeraw(3)`): no echo, no line editing, no
    /// signals from keys, no output processing, 8-bit characters; a read
    /// returns after one byte.
    public func raw() -> TerminalAttributes {
        var copy = storage
        cfmakeraw(&copy)
        return TerminalAttributes(copy)
    }

    /// This mode without echo of typed characters (`ECHO`, `ECHOE`, `ECHOK`
    /// cleared) but echoing the line break (`ECHONL`), for reading a secret
    /// line: the user sees that Enter was taken.
    public func withoutEcho() -> TerminalAttributes {
        var copy = storage
        // The macros are `int`; `c_lflag` is `tcflag_t`, UInt on Darwin and
        // UInt32 on Glibc and Musl, so the conversion names the type.
        copy.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK)
        copy.c_lflag |= tcflag_t(ECHONL)
        return TerminalAttributes(copy)
    }

    /// Whether typed characters are echoed (`ECHO`).
    public var echoes: Bool { storage.c_lflag & tcflag_t(ECHO) != 0 }

    /// Whether input is read line by line with editing (`ICANON`).
    public var isCanonical: Bool { storage.c_lflag & tcflag_t(ICANON) != 0 }

    /// Whether Ctrl-C and friends send signals (`ISIG`).
    public var keysSendSignals: Bool { storage.c_lflag & tcflag_t(ISIG) != 0 }
}

extension TerminalAttributes {
    /// When `tcsetattr` applies a new mode (the same three `TCSA*` values,
    /// 0, 1 and 2, on Darwin and Linux).
    public enum Timing: Sendable {
        /// At once (`TCSANOW`).
        case now
        /// After pending output is written (`TCSADRAIN`).
        case afterOutput
        /// After pending output is written, discarding unread input (`TCSAFLUSH`).
        case afterOutputDiscardingInput

        var action: Int32 {
            switch self {
            case .now: TCSANOW
            case .afterOutput: TCSADRAIN
            case .afterOutputDiscardingInput: TCSAFLUSH
            }
        }
    }
}

extension FileDescriptor {
    /// The terminal's current mode (`tcgetattr(3)`).
    ///
    /// - Throws: ``SystemError`` (`ENOTTY` when the descriptor is no terminal).
    public func terminalAttributes() throws(SystemError) -> TerminalAttributes {
        var mode = termios()
        guard tcgetattr(rawValue, &mode) == 0 else { throw SystemError.last("tcgetattr") }
        return TerminalAttributes(mode)
    }

    /// Sets the terminal's mode (`tcsetattr(3)`). Allocates nothing and is
    /// async-signal-safe, so a signal handler can put a terminal back.
    ///
    /// - Throws: ``SystemError`` from `tcsetattr`.
    public func setTerminalAttributes(_ attributes: TerminalAttributes, _ timing: TerminalAttributes.Timing) throws(SystemError) {
        var mode = attributes.storage
        guard tcsetattr(rawValue, timing.action, &mode) == 0 else { throw SystemError.last("tcsetattr") }
    }
}
