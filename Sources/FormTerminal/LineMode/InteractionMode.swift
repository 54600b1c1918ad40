import FormSystem

/// How a form is filled in: drawn in the terminal, or asked line by line.
public enum InteractionMode: Sendable, Equatable {
    /// A ``TerminalSession`` draws the form and reads keys.
    case interactive
    /// ``LineModeIO`` prompts on standard error and reads standard input.
    case lineMode

    /// The mode to use: interactive only when standard input is a terminal,
    /// `/dev/tty` can be opened and `TERM` is set and not `dumb`;
    /// `forceLineMode` (`--line-mode`) always gives line mode.
    ///
    /// - Parameters:
    ///   - forceLineMode: the user asked for line mode.
    ///   - environment: `TERM` and friends, from the process by default.
    public static func decide(
        forceLineMode: Bool = false,
        environment: [String: String] = TerminalEnvironment.current()
    ) -> InteractionMode {
        decide(
            forceLineMode: forceLineMode,
            environment: environment,
            standardInputIsTerminal: FileDescriptor.standardInput.isTerminal,
            controllingTerminalOpens: canOpenControllingTerminal
        )
    }

    /// The decision from its inputs, for tests.
    static func decide(
        forceLineMode: Bool,
        environment: [String: String],
        standardInputIsTerminal: Bool,
        controllingTerminalOpens: () -> Bool
    ) -> InteractionMode {
        if forceLineMode || !standardInputIsTerminal || TerminalEnvironment.isDumb(environment) {
            return .lineMode
        }
        return controllingTerminalOpens() ? .interactive : .lineMode
    }

    private static func canOpenControllingTerminal() -> Bool {
        guard let device = TTYDevice.openControllingTerminal() else { return false }
        device.close()
        return true
    }
}
