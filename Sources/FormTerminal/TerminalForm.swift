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
        let machine = FormMachine.generated(Form.self, locale: Form.schema.resolvedLocale(override: locale))
        return try fill(machine: machine, initial: initial?.fieldValues ?? FormValues()).map(Form.init(fieldValues:))
    }

    /// Line mode on any channel; used by tests and scripts. `initial` as in
    /// ``fill(_:locale:)``: nil is a blank form, a record is answered. `environment`
    /// chooses the UI language (see ``FormMachine/translatedForUser(environment:)``)
    /// and, for a form without a fixed `locale` and no `locale` given, the
    /// number and case rules (``LocaleRules/current(environment:)``); nil
    /// reads the process's settings (`Locale.current` on Apple platforms).
    public static func fill<Form: GeneratedForm>(
        _ initial: Form?, locale: LocaleRules? = nil, io: inout some LineModeChannel,
        environment: [String: String]? = nil
    ) -> Form? {
        let rules = Form.schema.resolvedLocale(override: locale, environment: environment)
        let machine = FormMachine.generated(Form.self, locale: rules).translatedForUser(environment: environment)
        return LineModeForm(machine: machine).run(initial: initial?.fieldValues ?? FormValues(), io: &io).map(Form.init(fieldValues:))
    }

    /// Fills any form a ``FormMachine`` describes (generated or interpreted).
    /// - Parameters:
    ///   - forceLineMode: ask field by field even on a terminal.
    /// - Returns: the submitted values, or nil when the user cancels.
    public static func fill(machine: FormMachine, initial: FormValues, forceLineMode: Bool = false) throws -> FormValues? {
        let machine = machine.translatedForUser()
        if InteractionMode.decide(forceLineMode: forceLineMode) == .interactive, let session = try TerminalSession.open() {
            return try InteractiveForm.run(machine: machine, initial: initial, session: session)
        }
        var io = StandardLineModeChannel()
        return LineModeForm(machine: machine).run(initial: initial, io: &io)
    }
}
