import FormChecker

/// The `formc` command line: dispatches to one command per file in
/// `Commands/`. Returns the process exit status; never calls `exit` itself,
/// so every command can be run in-process by tests.
public enum Formc {
    /// The compiler's version, printed by `formc --version`.
    public static let version = "0.1.0"

    /// What `formc --version` prints: the version and the CLDR release of
    /// the embedded locale table (LANGUAGE.md §21), `formc 0.1.0 (CLDR 47)`.
    public static var versionLine: String { "formc \(version) (CLDR \(LocaleTable.cldrVersion))" }

    /// Every command, in the order `formc --help` lists them.
    static let commands: [CommandDescriptor] = [
        CheckCommand.descriptor,
        GenerateCommand.descriptor,
        BreakingCommand.descriptor,
        ExportCommand.descriptor,
        FormatCommand.descriptor,
        TryCommand.descriptor,
        PreviewCommand.descriptor,
        ExplainCommand.descriptor,
        LspCommand.descriptor,
    ]

    /// Runs `formc` with the arguments after the program name.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.err(overview)
            return ExitStatus.usage
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1, let command = command(named: arguments[1]) {
                console.out(command.help)
            } else {
                console.out(overview)
            }
            return ExitStatus.success
        case "--version":
            console.out(versionLine + "\n")
            return ExitStatus.success
        default:
            break
        }
        guard let command = command(named: first) else {
            console.err("formc: unknown command '\(first)'\n\n" + overview)
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.out(command.help)
            return ExitStatus.success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, syntax: command.syntax)
            return try command.run(parsed, console)
        } catch let error as UsageError {
            console.err("formc \(command.name): \(error.message)\nRun 'formc \(command.name) --help' for usage.\n")
            return ExitStatus.usage
        } catch let error as InputError {
            console.err("formc \(command.name): \(error.message)\n")
            return ExitStatus.usage
        } catch {
            console.err("formc \(command.name): \(error)\n")
            return ExitStatus.usage
        }
    }

    static func command(named name: String) -> CommandDescriptor? {
        commands.first { $0.name == name }
    }

    static var overview: String {
        var width = 0
        for command in commands { width = max(width, command.name.count + 2) }
        var lines: [String] = []
        for command in commands { lines.append("  " + command.name.padding(toLength: width) + command.summary) }
        let list = lines.joined(separator: "\n")
        return """
        formc \(version): a compiler for declarative form specifications

        USAGE: formc <command> [options] <paths…>

        COMMANDS:
        \(list)

        Run 'formc <command> --help' for a command's options, 'formc --version' for the version.

        """
    }
}

/// Exit statuses shared by every command (LANGUAGE.md §10).
public enum ExitStatus {
    /// Success: clean, or warnings only.
    public static let success: Int32 = 0
    /// Errors were found (or `--check` found a difference).
    public static let failure: Int32 = 1
    /// A usage error or a file that could not be read or written.
    public static let usage: Int32 = 2
}

/// One `formc` command as data: what `--help` shows and what runs.
struct CommandDescriptor: Sendable {
    var name: String
    var summary: String
    var help: String
    var syntax: CommandSyntax
    var run: @Sendable (ParsedArguments, Console) throws -> Int32
}

/// One `formc` command.
protocol FormcCommand: SendableMetatype {
    /// The word after `formc`.
    static var name: String { get }
    /// One line for `formc --help`.
    static var summary: String { get }
    /// The whole `formc NAME --help` page.
    static var help: String { get }
    /// The flags and options the command accepts.
    static var syntax: CommandSyntax { get }
    /// Runs the command; throws `UsageError` or `InputError` for exit status 2.
    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32
}

extension FormcCommand {
    /// The command as a registry entry.
    static var descriptor: CommandDescriptor {
        CommandDescriptor(name: name, summary: summary, help: help, syntax: syntax, run: { try run($0, console: $1) })
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
