import Glibc

/// A file descriptor on a terminal device, with the few calls the driver
/// needs. Does not own restore logic; ``TerminalSession`` does.
struct TTYDevice {
    let fd: Int32

    /// Opens the controlling terminal, or nil when there is none.
    static func openControllingTerminal() -> TTYDevice? {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard isatty(fd) == 1 else {
            _ = Glibc.close(fd)
            return nil
        }
        return TTYDevice(fd: fd)
    }

    /// The current mode, or nil if it cannot be read.
    func attributes() -> termios? {
        var mode = termios()
        return tcgetattr(fd, &mode) == 0 ? mode : nil
    }

    /// Raw mode: no echo, no line editing, no signals from keys, no output
    /// processing, 8-bit input; `read` returns after one byte.
    func enterRawMode(from mode: termios) throws {
        var raw = mode
        cfmakeraw(&raw)
        guard tcsetattr(fd, TCSADRAIN, &raw) == 0 else {
            throw TerminalError.lastSystemError("tcsetattr")
        }
    }

    /// The window size, or ``TerminalSize/fallback`` when unknown.
    func size() -> TerminalSize {
        var window = winsize()
        let result = withUnsafeMutablePointer(to: &window) { ioctl(fd, UInt(TIOCGWINSZ), $0) }
        guard result == 0, window.ws_row > 0, window.ws_col > 0 else { return .fallback }
        return TerminalSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
    }

    /// Writes all of `text`, retrying after interruptions. Write errors (a
    /// terminal that went away) are ignored: the next read reports them.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return
            }
        }
    }

    func close() {
        _ = Glibc.close(fd)
    }
}
