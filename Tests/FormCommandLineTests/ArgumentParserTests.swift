import Testing
@testable import FormCommandLine

@Suite struct ArgumentParserTests {
    let syntax = CommandSyntax(flags: ["--check"], options: ["--format"], repeatableOptions: ["--disable"])

    @Test func splitsPositionalsFlagsAndOptions() throws {
        let parsed = try ArgumentParser.parse(["a.form", "--check", "--format", "json", "dir", "--disable=x", "--disable", "y"], syntax: syntax)
        #expect(parsed.positionals == ["a.form", "dir"])
        #expect(parsed.flags == ["--check"])
        #expect(parsed.value("--format") == "json")
        #expect(parsed.values("--disable") == ["x", "y"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--check", "-x.form"], syntax: syntax)
        #expect(parsed.positionals == ["--check", "-x.form"])
        #expect(parsed.flags.isEmpty)
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope'"),
        (["--format"], "option '--format' needs a value"),
        (["--check=yes"], "option '--check' does not take a value"),
        (["--format", "json", "--format", "sarif"], "option '--format' is given more than once"),
    ])
    func rejectsBadCommandLines(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(arguments, syntax: syntax) }
        do {
            _ = try ArgumentParser.parse(arguments, syntax: syntax)
        } catch {
            #expect(error.message.hasPrefix(message))
        }
    }
}
