import FormChecker
import FormDiagnostics
import FormRuntime
import FormTooling
import Foundation

/// `formc try`: runs a formatter chain on a key script, or a table of vectors.
enum TryCommand: FormcCommand {
    static let name = "try"
    static let summary = "Run a formatter chain on a key script, or a file of formatter vectors"
    static let help = """
    USAGE: formc try '<chain>' [--type <type>] [--locale <id>] --keys <script>
           formc try --vectors <file>

    Runs the runtime's formatters, exactly as generated code and the terminal
    renderer do, and prints the field's text with '|' at the caret.

      formc try 'mask("+7-###-###-##-##")' --keys 9991234567    prints +7-999-123-45-67|
      formc try 'decimal(scale: 2)' --type decimal --locale fr_FR --keys '1234,5'

    An empty chain ('') runs the type's own chain, as a field without 'format'
    does: with --type date or month, the locale's default date pattern.

      formc try '' --type date --locale de_DE --keys 24121999   prints 24.12.1999|

    KEY SCRIPTS: each character is typed at the caret; {bs} backspace, {del}
    forward delete, {left} {right} {home} {end} move the caret, {paste:TEXT}
    pastes, {mark:TEXT} sets composing text, {unmark:TEXT} commits it,
    {commit} is blur/submit normalisation, {{ and }} type a brace.

    OPTIONS:
      --type <type>       text (default), int, decimal, bool, date or month, optionally with '?'
      --locale <id>       locale rules, such as fr_FR (default: the user's locale from
                          LC_ALL, LC_NUMERIC or LANG, on macOS the system's region
                          settings, resolved against formc's CLDR table)
      --keys <script>     the key script to run
      --vectors <file>    run a vectors table (the format of shared/conformance/formatters.tsv)
                          and print each failure and a 'N passed, N failed' line
      -h, --help          Show this help

    EXIT STATUS: 0 done (every vector passed), 1 an invalid chain or a failed
    vector, 2 usage or I/O error.

    """
    static let syntax = CommandSyntax(options: ["--type", "--locale", "--keys", "--vectors"])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        if let vectors = arguments.value("--vectors") {
            guard arguments.positionals.isEmpty, arguments.value("--keys") == nil else {
                throw UsageError(message: "--vectors takes no chain and no --keys")
            }
            return try runVectors(path: vectors, console: console)
        }
        guard arguments.positionals.count == 1, let chainSource = arguments.positionals.first else {
            throw UsageError(message: "give one chain, such as 'digits | limit(4)'")
        }
        guard let keys = arguments.value("--keys") else { throw UsageError(message: "--keys is required") }
        let typeName = arguments.value("--type") ?? "text"
        guard let type = FieldTypeRef(parsing: typeName) else {
            throw UsageError(message: "unknown type '\(typeName)'; use text, int, decimal, bool, date or month, optionally with '?'")
        }
        let locale = try resolveLocale(arguments.value("--locale"), environment: console.environment)
        let actions: [KeyAction]
        do {
            actions = try KeyScript.parse(keys)
        } catch {
            throw UsageError(message: "invalid key script: \(error)")
        }
        switch ChainResolver.resolve(source: chainSource, type: type.base, locale: locale) {
        case .failure(let failure):
            let file = SourceFile(path: "<chain>", text: chainSource)
            DiagnosticOutput.write(failure.diagnostics, files: [file.path: file], format: .human, console: console)
            return ExitStatus.failure
        case .success(let chain):
            let state = chain.run(actions)
            console.out(DisplayNotation.render(state) + "\n")
            return ExitStatus.success
        }
    }

    /// The rules `--locale` names, or without it the user's locale
    /// (LANGUAGE.md §17): from the POSIX `environment` off Apple platforms,
    /// from `Locale.current` on them.
    static func resolveLocale(_ identifier: String?, environment: [String: String]) throws(UsageError) -> LocaleRules {
        guard let identifier else { return UserLocaleSettings.process(environment: environment).rules }
        guard let rules = LocaleTable.rules(for: identifier) else {
            let hint = LocaleTable.suggestion(for: identifier).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown locale '\(identifier)'\(hint)")
        }
        return rules
    }

    private static func runVectors(path: String, console: Console) throws -> Int32 {
        let text = String(decoding: try SpecFiles.read(path), as: UTF8.self)
        let vectors: [FormatterVector]
        do {
            vectors = try FormatterVectorFile.parse(text)
        } catch {
            throw InputError(message: "\(path): \(error)")
        }
        let report = FormatterVectorRunner.run(vectors)
        for failure in report.failures {
            console.out("\(path):\(failure.description)\n")
        }
        console.out(report.summary + "\n")
        return report.allPassed ? ExitStatus.success : ExitStatus.failure
    }
}
