import FormLanguageServer

/// `formc lsp`: the language server (LANGUAGE.md §16) over standard input and output.
enum LspCommand: FormcCommand {
    static let name = "lsp"
    static let summary = "Run the language server (LSP 3.17) over standard input and output"
    static let help = """
    USAGE: formc lsp

    Speaks the Language Server Protocol 3.17 over standard input and output
    (JSON-RPC with Content-Length framing) for editors: diagnostics as you
    type, completion, hover, definition, references, rename, document symbols,
    folding, semantic tokens, formatting and quick fixes. Started by the
    editor, not by hand; docs/EDITORS.md shows how to attach it.

    OPTIONS:
      --stdio       Accepted and ignored (standard input and output are always used)
      -h, --help    Show this help

    EXIT STATUS: 0 after 'shutdown' then 'exit', 1 when the input ends or
    'exit' comes without 'shutdown'.

    """
    static let syntax = CommandSyntax(flags: ["--stdio"])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError(message: "'lsp' takes no paths") }
        return StdioServer.run(version: Formc.version)
    }
}
