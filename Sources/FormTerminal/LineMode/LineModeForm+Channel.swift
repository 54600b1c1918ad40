/// Where line mode's form flow writes prompts and reads answers: the
/// process's standard error and input through ``LineModeIO``, or a script in
/// tests.
public protocol LineModeChannel {
    /// Writes prompt or message text (already made safe for a terminal).
    mutating func write(_ text: String)
    /// Reads one line without its terminator; `nil` at end of input (or an
    /// input error). With `secret`, the answer is never echoed.
    mutating func readLine(secret: Bool) -> String?
    /// Writes `prompt`, then reads one line as ``readLine(secret:)`` does.
    /// A channel over a terminal writes a secret's prompt only once echo is
    /// off, so that nothing typed after the prompt shows is echoed.
    mutating func readLine(prompt: String, secret: Bool) -> String?
}

extension LineModeChannel {
    /// Writes `prompt`, then reads one line.
    public mutating func readLine(prompt: String, secret: Bool) -> String? {
        write(prompt)
        return readLine(secret: secret)
    }
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
        readLine(prompt: "", secret: secret)
    }

    /// Writes `prompt` and reads a line; for a secret, the prompt is
    /// written once echo is off (see ``LineModeIO/readSecret(prompt:)``).
    public mutating func readLine(prompt: String, secret: Bool) -> String? {
        guard secret else {
            io.prompt(prompt)
            return (try? io.readLine()) ?? nil
        }
        return (try? io.readSecret(prompt: prompt)) ?? nil
    }
}
