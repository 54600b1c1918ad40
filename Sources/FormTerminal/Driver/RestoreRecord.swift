import FormSystem

/// What a signal handler needs to put the terminal back: plain C-layout
/// memory allocated once, read without locks or allocation.
///
/// Written by the owning thread (``TerminalSession``, ``LineModeIO``),
/// read by signal handlers and the `atexit` hook. Fields are 32-bit and
/// aligned, so a handler never sees a torn value.
struct RestoreRecord {
    /// The terminal's file descriptor, or -1.
    var fd: Int32 = -1
    /// 1 while the terminal's mode differs from `savedTermios`.
    var active: Int32 = 0
    /// How many rows up the first drawn row is from the cursor, or -1 when
    /// nothing is drawn (line mode).
    var eraseRows: Int32 = -1
    /// How many rows from the first drawn row down are the form's (all are
    /// cleared, line by line).
    var drawnRows: Int32 = 0
    /// 1 while bracketed paste is enabled.
    var bracketedPaste: Int32 = 0
    /// The write end of the self-pipe that wakes the read loop, or -1.
    var wakeFD: Int32 = -1
    /// Set to 1 by SIGWINCH, cleared by the read loop.
    var resized: Int32 = 0
    /// 1 to discard unread input when restoring (keys typed into a form, or
    /// a secret half typed in line mode, must not reach the shell); 0 after
    /// a completed line-mode read, to keep typed-ahead answers.
    var flushInput: Int32 = 0
}

/// The one restore record of the process and the routine that uses it.
enum TerminalRestore {
    /// Allocated once, never freed.
    nonisolated(unsafe) static let record: UnsafeMutablePointer<RestoreRecord> = {
        let pointer = UnsafeMutablePointer<RestoreRecord>.allocate(capacity: 1)
        pointer.initialize(to: RestoreRecord())
        return pointer
    }()

    /// The terminal's mode before it was changed.
    nonisolated(unsafe) static let savedTermios: UnsafeMutablePointer<TerminalAttributes> = {
        let pointer = UnsafeMutablePointer<TerminalAttributes>.allocate(capacity: 1)
        pointer.initialize(to: TerminalAttributes())
        return pointer
    }()

    /// Room to format a number for a cursor-up sequence inside a handler.
    nonisolated(unsafe) static let scratch: UnsafeMutablePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
        pointer.initialize(repeating: 0, count: 32)
        return pointer
    }()

    /// Touches the lazily created globals so that no handler ever runs
    /// their initialisers.
    static func prepare() {
        _ = record
        _ = savedTermios
        _ = scratch
    }

    /// Puts the terminal back if it is changed: erases what is drawn,
    /// disables bracketed paste, shows the cursor, restores the saved mode.
    /// Async-signal-safe: only `write(2)` and `tcsetattr(3)` (through
    /// FormSystem, which allocates nothing on these paths), no allocation.
    static func restoreNow() {
        let state = record
        guard state.pointee.active == 1 else { return }
        state.pointee.active = 0
        let fd = FileDescriptor(rawValue: state.pointee.fd)
        let rows = state.pointee.eraseRows
        if rows >= 0 {
            // The bytes of `ControlSequence.eraseRows`: line by line, never
            // an erase from the home position that a terminal could take
            // for a clear screen and push into the scrollback.
            if rows > 0 { writeCursorUp(fd, rows: rows) }
            writeStatic(fd, "\r\u{1B}[0m\u{1B}7")
            var cleared: Int32 = 0
            while cleared < state.pointee.drawnRows {
                writeStatic(fd, "\u{1B}[2K\u{1B}[1B")
                cleared += 1
            }
            writeStatic(fd, "\u{1B}8\u{1B}[?25h")
            state.pointee.eraseRows = -1
        }
        if state.pointee.bracketedPaste == 1 {
            writeStatic(fd, "\u{1B}[?2004l")
            state.pointee.bracketedPaste = 0
        }
        try? fd.setTerminalAttributes(savedTermios.pointee, state.pointee.flushInput == 1 ? .afterOutputDiscardingInput : .now)
    }

    /// Writes a literal without creating a `String`.
    static func writeStatic(_ fd: FileDescriptor, _ text: StaticString) {
        try? fd.writeAll(text)
    }

    /// `ESC [ rows A`, formatted into the preallocated scratch buffer.
    private static func writeCursorUp(_ fd: FileDescriptor, rows: Int32) {
        let buffer = scratch
        var value = rows
        var length = 0
        // Digits in reverse at the end of the buffer, then copied forward.
        var end = 31
        repeat {
            buffer[end] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
            value /= 10
            end -= 1
            length += 1
        } while value > 0 && end > 2
        buffer[0] = 0x1B
        buffer[1] = 0x5B
        for offset in 0..<length { buffer[2 + offset] = buffer[end + 1 + offset] }
        buffer[2 + length] = 0x41
        try? fd.writeAll(UnsafeRawBufferPointer(start: buffer, count: 3 + length))
    }
}
