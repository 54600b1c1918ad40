/// What a command accepts: flags (`--check`), options that take a value
/// (`--format json` or `--format=json`), repeatable options (`--disable ID`).
struct CommandSyntax: Sendable {
    var flags: Set<String> = []
    var options: Set<String> = []
    var repeatableOptions: Set<String> = []
}

/// A command line split into positionals, flags and option values.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: [String]] = [:]

    /// The last value given for an option.
    func value(_ option: String) -> String? { options[option]?.last }

    /// Every value given for a repeatable option, in order.
    func values(_ option: String) -> [String] { options[option] ?? [] }
}

/// A command line that does not fit its command's syntax: exit status 2.
struct UsageError: Error, Equatable {
    var message: String
}

/// Hand-written argument parsing (no packages): `--name value`,
/// `--name=value`, flags, `--` ending options, and clear errors.
enum ArgumentParser {
    static func parse(_ arguments: [String], syntax: CommandSyntax) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if syntax.flags.contains(name) {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' does not take a value") }
                parsed.flags.insert(name)
            } else if syntax.options.contains(name) || syntax.repeatableOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                if syntax.options.contains(name), parsed.options[name] != nil {
                    throw UsageError(message: "option '\(name)' is given more than once")
                }
                parsed.options[name, default: []].append(value)
            } else {
                let known = (syntax.flags.union(syntax.options).union(syntax.repeatableOptions)).sorted()
                let hint = known.isEmpty ? "" : " (this command takes \(known.joined(separator: ", ")))"
                throw UsageError(message: "unknown option '\(name)'\(hint)")
            }
        }
        return parsed
    }
}
