/// Where line mode's form flow writes prompts and reads answers: the
/// process's standard error and input through ``LineModeIO``, or a script in
/// tests.
public protocol LineModeChannel {
    /// Writes prompt or message text (already made safe for a terminal).
    mutating func write(_ text: String)
    /// Reads one line without its terminator; `nil` at end of input (or an
    /// input error). With `secret`, the answer is never echoed.
    mutating func readLine(secret: Bool) -> String?
}

/// The process's line-mode channel: standard error and standard input
/// through the driver's ``LineModeIO`` (secret answers read with echo off
/// when input is a terminal).
public struct StandardLineModeChannel: LineModeChannel {
    private let io: LineModeIO

    /// The channel over standard input and standard error.
    public init() {
        io = LineModeIO()
    }

    /// Writes `text` to standard error (sanitised line by line).
    public mutating func write(_ text: String) {
        io.prompt(text)
    }

    /// A line from standard input, read without echo when `secret`; `nil`
    /// at end of input and on a read error.
    public mutating func readLine(secret: Bool) -> String? {
        let line = try? (secret ? io.readSecret() : io.readLine())
        return line ?? nil
    }
}
