import FormRuntime
import Foundation

/// Fills forms in the terminal; what generated `fillInTerminal` calls.
///
/// Interactive when a terminal can be drawn on (standard input is a
/// terminal, `/dev/tty` opens, `TERM` is set and not `dumb`), else line
/// mode: prompts on standard error, answers from standard input. The form
/// is shown in the user's UI language when the spec has translations for
/// it, else in the spec's own language, formc's texts included
/// (``FormMachine/translatedForUser(environment:)``, LANGUAGE.md §21).
///
/// A generated model is filled through `FormSession<Model>` itself
/// (``FormMachine/init(locale:)``): the submitted model is the session's.
public enum TerminalForm {
    /// Lets the user fill in the form, starting from `initial`: nil is a
    /// blank form (each field shows its spec `default` or nothing; numbers,
    /// dates, months and single choices without one start unanswered); a
    /// record starts with every field answered, so a value that is the first
    /// option, 0 or 1970-01-01 is kept (LANGUAGE.md §18).
    /// - Parameter locale: the rules for a form without a fixed `locale`; nil
    ///   follows the user's locale (LANGUAGE.md §17).
    /// - Returns: the submitted model, or `nil` when the user cancels.
    public static func fill<Form: GeneratedForm>(_ initial: Form?, locale: LocaleRules? = nil) throws -> Form? {
        let machine = FormMachine<Form>(locale: locale).translatedForUser()
        return try fill(machine: machine, state: machine.initialState(initial))
    }

    /// Line mode on any channel; used by tests and scripts. `initial` as in
    /// ``fill(_:locale:)``: nil is a blank form, a record is answered. `environment`
    /// chooses the UI language (see ``FormMachine/translatedForUser(environment:)``)
    /// and, for a form without a fixed `locale` and no `locale` given, the
    /// number and case rules (``LocaleRules/current(environment:)``); nil
    /// reads the process's settings (`Locale.current` on Apple platforms).
    /// `today` is the date conditions read as `today` (default: today's date).
    public static func fill<Form: GeneratedForm>(
        _ initial: Form?, locale: LocaleRules? = nil, io: inout some LineModeChannel,
        environment: [String: String]? = nil, today: FormDate = .today()
    ) -> Form? {
        let rules = Form.schema.resolvedLocale(override: locale, environment: environment)
        let machine = FormMachine<Form>(locale: rules).translatedForUser(environment: environment)
        return LineModeForm(machine: machine).run(machine.initialState(initial, today: today).session, io: &io)
    }

    /// Fills any form a ``FormMachine`` describes (a generated model, or a
    /// ``ValuesForm`` described at run time), from `state`, one of the
    /// machine's states (its ``FormMachine/initialState(_:today:)``); the
    /// machine is shown as given (translate it first).
    /// - Parameters:
    ///   - forceLineMode: ask field by field even on a terminal.
    /// - Returns: the submitted form, or nil when the user cancels.
    public static func fill<Form>(machine: FormMachine<Form>, state: FormState<Form>, forceLineMode: Bool = false) throws -> Form? {
        if InteractionMode.decide(forceLineMode: forceLineMode) == .interactive, let session = try TerminalSession.open() {
            return try InteractiveForm.run(machine: machine, state: state, session: session)
        }
        var io = StandardLineModeChannel()
        return LineModeForm(machine: machine).run(state.session, io: &io)
    }
}
