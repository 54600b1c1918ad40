import FormRuntime

/// Fills forms in the terminal; what generated `fillInTerminal` calls.
///
/// Interactive when a terminal can be drawn on (standard input is a
/// terminal, `/dev/tty` opens, `TERM` is set and not `dumb`), else line
/// mode: prompts on standard error, answers from standard input.
public enum TerminalForm {
    /// Lets the user fill in the form, starting from `initial`.
    /// - Returns: the submitted model, or `nil` when the user cancels.
    public static func fill<Form: GeneratedForm>(_ initial: Form) throws -> Form? {
        try fill(machine: .generated(Form.self), initial: initial.fieldValues).map(Form.init(fieldValues:))
    }

    /// Line mode on any channel; used by tests and scripts.
    public static func fill<Form: GeneratedForm>(_ initial: Form, io: inout some LineModeChannel) -> Form? {
        LineModeForm(machine: .generated(Form.self)).run(initial: initial.fieldValues, io: &io).map(Form.init(fieldValues:))
    }

    /// Fills any form a ``FormMachine`` describes (generated or interpreted).
    /// - Parameters:
    ///   - forceLineMode: ask field by field even on a terminal.
    /// - Returns: the submitted values, or nil when the user cancels.
    public static func fill(machine: FormMachine, initial: FormValues, forceLineMode: Bool = false) throws -> FormValues? {
        if InteractionMode.decide(forceLineMode: forceLineMode) == .interactive, let session = try TerminalSession.open() {
            return try InteractiveForm.run(machine: machine, initial: initial, session: session)
        }
        var io = StandardLineModeChannel()
        return LineModeForm(machine: machine).run(initial: initial, io: &io)
    }
}
