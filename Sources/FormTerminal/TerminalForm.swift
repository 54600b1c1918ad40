import FormRuntime

/// Fills generated forms in the terminal; what `fillInTerminal` calls.
public enum TerminalForm {
    /// Lets the user fill in the form, starting from `initial`. Line mode
    /// (prompts on standard error, answers on standard input) for now.
    /// - Returns: the submitted model, or `nil` when the user cancels.
    public static func fill<Form: GeneratedForm>(_ initial: Form) throws -> Form? {
        var io = StandardLineModeChannel()
        return fill(initial, io: &io)
    }

    /// Line mode on any channel; used by tests and scripts.
    public static func fill<Form: GeneratedForm>(_ initial: Form, io: inout some LineModeChannel) -> Form? {
        let form = LineModeForm(
            schema: Form.schema,
            validate: { values, trigger in Form(fieldValues: values).validate(on: trigger) },
            isEnabled: { values, name in Form(fieldValues: values).isEnabled(name) }
        )
        return form.run(initial: initial.fieldValues, io: &io).map(Form.init(fieldValues:))
    }
}
