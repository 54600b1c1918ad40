import FormSystem

/// A file descriptor on a terminal device, with the few calls the driver
/// needs. Does not own restore logic; ``TerminalSession`` does.
struct TTYDevice {
    let descriptor: FileDescriptor

    /// The descriptor's number, as the restore record keeps it.
    var fd: Int32 { descriptor.rawValue }

    init(fd: Int32) {
        descriptor = FileDescriptor(rawValue: fd)
    }

    /// Opens the controlling terminal, or nil when there is none.
    static func openControllingTerminal() -> TTYDevice? {
        guard let descriptor = try? FileDescriptor.open("/dev/tty", .readWrite, options: [.noControllingTerminal, .closeOnExec]) else {
            return nil
        }
        guard descriptor.isTerminal else {
            descriptor.close()
            return nil
        }
        return TTYDevice(fd: descriptor.rawValue)
    }

    /// The current mode, or nil if it cannot be read.
    func attributes() -> TerminalAttributes? {
        try? descriptor.terminalAttributes()
    }

    /// Raw mode: no echo, no line editing, no signals from keys, no output
    /// processing, 8-bit input; `read` returns after one byte.
    func enterRawMode(from mode: TerminalAttributes) throws {
        do {
            try descriptor.setTerminalAttributes(mode.raw(), .afterOutput)
        } catch {
            throw TerminalError(error)
        }
    }

    /// The window size, or ``TerminalSize/fallback`` when unknown.
    func size() -> TerminalSize {
        descriptor.windowSize() ?? .fallback
    }

    /// Writes all of `text`, retrying after interruptions. Write errors (a
    /// terminal that went away) are ignored: the next read reports them.
    func write(_ text: String) {
        try? descriptor.writeAll(text)
    }

    func close() {
        descriptor.close()
    }
}
