import FormChecker
import FormRuntime
import FormSession
import FormTerminal

/// `formc preview`: fills a checked form from the spec alone, through the
/// same state machine, view and line mode as generated code.
public struct Preview: Sendable {
    /// The form.
    public let form: CheckedForm
    /// The state machine, with the interpreter as its validator.
    public let machine: FormMachine<ValuesForm>
    /// The record the form starts from (`formc preview --initial FILE`,
    /// ``PreviewInitial``): every field given starts answered; nil is a
    /// blank form.
    public let initial: FormValues?
    /// The date conditions read as `today` and `thisMonth`, and the date a
    /// two-digit year (`YY`) is read around (LANGUAGE.md §14, §21).
    public let today: FormDate

    /// A preview of `form`; `locale` overrides the locale of a form that has
    /// no fixed `locale`.
    /// `today` is the date conditions read as `today` and `thisMonth`, and
    /// that the session reads a two-digit year around
    /// (`formc preview --today 2026-11-23`; LANGUAGE.md §14, §21).
    /// `initial` is a record to start from (every field given is answered),
    /// or nil for a blank form.
    public init(form: CheckedForm, locale: LocaleRules? = nil, today: FormDate = .today(), initial: FormValues? = nil) {
        self.form = form
        self.initial = initial
        self.today = today
        let schema = PreviewSchema.schema(for: form)
        machine = FormMachine(schema: schema, locale: form.locale ?? locale, validator: PreviewInterpreter(form: form, today: today).validator)
    }

    /// The values the form starts with: ``initial`` when given, else a
    /// blank form's: every field's default, where
    /// a field that needs an answer and has no spec `default` (a non-optional
    /// number, date, month or single choice) is given nothing, so it starts
    /// unanswered (LANGUAGE.md §18 "Blank and answered").
    public var initialValues: FormValues {
        if let initial { return initial }
        var values = FormValues()
        for (index, field) in form.fields.enumerated() where !field.isList {
            if machine.schema.fields.indices.contains(index), machine.schema.fields[index].startsUnanswered { continue }
            values.fields[field.name] = ModelValues.defaultValue(field)
        }
        return values
    }

    /// Fills the form in the terminal (or line mode); the submitted values,
    /// or nil on cancel.
    public func fill(forceLineMode: Bool) throws -> FormValues? {
        let machine = machine.translatedForUser()
        return try TerminalForm.fill(machine: machine, state: machine.initialState(initialValues, today: today), forceLineMode: forceLineMode)?.values
    }

    /// Fills the form in line mode on `io`, its texts in `language`
    /// (LANGUAGE.md §19, §21; default: the spec's texts and formc's own in
    /// the spec's language, whatever the environment says).
    public func fillLineMode(io: inout some LineModeChannel, language: TextLanguage = .source) -> FormValues? {
        LineModeForm(machine: machine.shown(in: language)).run(initial: initialValues, today: today, io: &io)
    }

    /// The submitted values as JSON.
    public func json(_ values: FormValues) -> String {
        PreviewJSON.render(values, form: form)
    }
}
