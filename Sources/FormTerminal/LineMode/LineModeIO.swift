import FormSystem

/// Line mode's input and output: prompts and messages on standard error,
/// answers read line by line from standard input, secure answers read
/// without echo. Works with pipes, files and terminals, and with screen
/// readers, because it only ever writes whole lines of plain text.
///
/// Every text written is sanitised (see ``TerminalText``), so labels and
/// messages cannot control the terminal.
public final class LineModeIO {
    private let reader: LineReader
    private let output: Int32
    /// Whether answers are typed at a terminal, which echoes the line break
    /// (even for a secret, through `ECHONL`). From a pipe or file nothing is
    /// echoed, so line mode ends the prompt's line itself after each answer;
    /// otherwise every prompt would run into the next one.
    private let inputIsTerminal: Bool

    /// Line mode over `input` (standard input by default) and `output`
    /// (standard error by default).
    public init(input: Int32 = FileDescriptor.standardInput.rawValue, output: Int32 = FileDescriptor.standardError.rawValue) {
        reader = LineReader(fd: input)
        self.output = output
        inputIsTerminal = FileDescriptor(rawValue: input).isTerminal
    }

    /// Writes `text` with no line break, for an answer on the same line.
    public func prompt(_ text: String) {
        write(sanitizedLines(text))
    }

    /// Writes `text` and a line break (a message, a re-ask reason).
    public func writeLine(_ text: String) {
        write(sanitizedLines(text) + "\n")
    }

    /// The next line of input without its line break, or nil at end of
    /// input.
    public func readLine() throws -> String? {
        endPromptLine(after: try reader.readLine())
    }

    /// The next line of input, never echoed: with echo off when input is a
    /// terminal (restored on return, error and signals), read silently
    /// otherwise. Unless the line is read, the terminal's pending input is
    /// discarded on the way out (a signal, an error), so a half-typed secret
    /// never reaches the shell. Nil at end of input.
    ///
    /// `prompt` is written once echo is off, as `getpass(3)` does: a user
    /// who starts typing as soon as the prompt shows must never see the
    /// secret echoed, however late the process gets to turn echo off.
    /// Whatever was typed ahead of the prompt is kept and read as the answer.
    public func readSecret(prompt: String = "") throws -> String? {
        endPromptLine(after: try EchoSuppression.withEchoOff(on: reader.fd) {
            if !prompt.isEmpty { self.prompt(prompt) }
            return try reader.readLine()
        })
    }

    /// Passes `answer` through, ending the prompt's line when nothing echoed it.
    private func endPromptLine(after answer: String?) -> String? {
        if answer != nil, !inputIsTerminal { write("\n") }
        return answer
    }

    /// Text sanitised line by line, so that line breaks survive and nothing
    /// else can control the terminal.
    private func sanitizedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.sanitized(String($0)) }
            .joined(separator: "\n")
    }

    private func write(_ text: String) {
        TTYDevice(fd: output).write(text)
    }
}
