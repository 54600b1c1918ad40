#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where line mode reads answers and writes prompts. Prompts and messages go
/// to standard error so standard output stays free for results.
public protocol LineModeIO {
    /// Writes prompt or message text.
    mutating func write(_ text: String)
    /// Reads one line without its terminator; `nil` at end of input. With
    /// `secret`, the answer is never echoed.
    mutating func readLine(secret: Bool) -> String?
}

/// Standard input and standard error of the process. Secret answers are
/// read with echo off when standard input is a terminal, and are never
/// printed back in any case.
public struct StandardLineModeIO: LineModeIO {
    /// Creates the process's line-mode I/O.
    public init() {}

    public mutating func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
        bytes.removeAll()
    }

    public mutating func readLine(secret: Bool) -> String? {
        guard secret, isatty(0) == 1 else { return Swift.readLine(strippingNewline: true) }
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return Swift.readLine(strippingNewline: true) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        _ = tcsetattr(0, TCSAFLUSH, &quiet)
        defer {
            _ = tcsetattr(0, TCSAFLUSH, &saved)
            write("\n")
        }
        return Swift.readLine(strippingNewline: true)
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, pointer, count)
    #else
    Darwin.write(descriptor, pointer, count)
    #endif
}
