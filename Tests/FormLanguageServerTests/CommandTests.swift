import Testing
import FormCommandLine

@Suite("formc lsp command")
struct LspCommandTests {
    @Test func listedInHelpAndRefusesPaths() {
        let help = Console.capturing()
        #expect(Formc.run(["--help"], console: help) == 0)
        #expect(help.standardOutput.contains("lsp       Run the language server"))
        let page = Console.capturing()
        #expect(Formc.run(["lsp", "--help"], console: page) == 0)
        #expect(page.standardOutput.contains("USAGE: formc lsp"))
        let paths = Console.capturing()
        #expect(Formc.run(["lsp", "specs"], console: paths) == ExitStatus.usage)
        #expect(paths.standardError.contains("takes no paths"))
    }
}
