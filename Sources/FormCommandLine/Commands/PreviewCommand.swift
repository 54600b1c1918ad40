import FormChecker
import FormDiagnostics
import FormPreview
import FormRuntime

/// `formc preview FILE`: fills a form in the terminal from the spec alone and
/// prints the submitted model as JSON on standard output.
enum PreviewCommand: FormcCommand {
    static let name = "preview"
    static let summary = "Fill a form in the terminal from its spec and print the result as JSON"
    static let help = """
    USAGE: formc preview <file> [--form <name>] [--locale <id>] [--today <date>]
                         [--initial <file.json>] [--line-mode]

    Draws the form on the controlling terminal (standard output stays free),
    interpreting the spec exactly as generated code would behave, and prints
    the submitted values as one JSON object on standard output:

      formc preview signup.form > answer.json

    Without a terminal (a pipe, TERM=dumb) it asks field by field on
    standard error and reads answers from standard input.

    The form is shown in one language: the user's (LANGUAGE, LC_ALL,
    LC_MESSAGES, LANG) when the spec has translations for it, else the
    language the spec is written in (its `language`, else its locale's, else
    English), formc's own texts (messages, date placeholders, key hints,
    prompts) included.

    OPTIONS:
      --form <name>     the form to fill (default: the file's first form)
      --locale <id>     locale rules for a form without a fixed `locale` (default:
                        the user's, from LC_ALL, LC_NUMERIC or LANG; on macOS
                        the system's region settings)
      --today <date>    the date conditions read as `today`, written 2026-11-23
                        (default: the current date in the user's time zone)
      --initial <file>  start from the record in this JSON file, in the shape
                        preview prints (formc preview f.form --initial answer.json):
                        every field given starts answered, so a value that is the
                        first option or 0 is kept; fields left out start blank
      --line-mode       ask field by field even on a terminal
      -h, --help        Show this help

    EXIT STATUS: 0 submitted, 130 cancelled, 1 the spec has errors,
    2 usage or I/O error.

    """
    static let syntax = CommandSyntax(flags: ["--line-mode"], options: ["--form", "--locale", "--today", "--initial"])

    /// The exit status after the user cancels (as after SIGINT).
    static let cancelled: Int32 = 130

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(message: "give one .form file")
        }
        // --locale, else the user's locale from the POSIX environment
        // (LANGUAGE.md §17); either applies only to a form without `locale`.
        let locale = try TryCommand.resolveLocale(arguments.value("--locale"), environment: console.environment)
        let compiled = try Compilation.compile(path: path)
        let errors = compiled.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            DiagnosticOutput.write(errors, files: [path: compiled.source], format: .human, console: console)
            return ExitStatus.failure
        }
        let form: CheckedForm
        if let name = arguments.value("--form") {
            guard let named = compiled.checked.form(named: name) else {
                let known = compiled.checked.forms.map(\.name).joined(separator: ", ")
                throw UsageError(message: "no form named '\(name)' in \(path) (forms: \(known))")
            }
            form = named
        } else {
            guard let first = compiled.checked.forms.first else { throw UsageError(message: "\(path) declares no form") }
            form = first
        }
        var today = FormDate.today()
        if let text = arguments.value("--today") {
            guard let date = FormDate(iso: text) else {
                throw UsageError(message: "--today takes a date written yyyy-mm-dd, such as 2026-11-23, not '\(text)'")
            }
            today = date
        }
        var initial: FormValues?
        if let file = arguments.value("--initial") {
            let bytes = try SpecFiles.read(file)
            do {
                initial = try PreviewInitial.values(bytes, form: form)
            } catch {
                throw InputError(message: "\(file):\(error.line):\(error.column): \(error.message)")
            }
        }
        let preview = Preview(form: form, locale: locale, today: today, initial: initial)
        guard let values = try preview.fill(forceLineMode: arguments.flags.contains("--line-mode")) else {
            return cancelled
        }
        console.out(preview.json(values))
        return ExitStatus.success
    }
}
