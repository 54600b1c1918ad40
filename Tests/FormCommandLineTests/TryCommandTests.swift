import Foundation
import Testing
@testable import FormCommandLine

@Suite struct TryCommandTests {
    static let sharedVectors = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Conformance/formatters.tsv").path

    @Test(arguments: [
        (#"mask("+7-###-###-##-##")"#, "text", "ru_RU", "9991234567", "+7-999-123-45-67|\n"),
        ("decimal(scale: 2)", "decimal", "fr_FR", "1234,5", "1\u{202F}234,5|\n"),
        ("number", "int", "hi_IN", "1234567", "12,34,567|\n"),
        ("limit(3)", "text", "zh_Hans_CN", "ab{mark:nihao}{unmark:你好}", "ab你|\n"),
        ("uppercase", "text", "az_AZ", "bir", "BİR|\n"),
    ])
    func runsAChainOnAKeyScript(chain: String, type: String, locale: String, keys: String, expected: String) {
        let result = run(["try", chain, "--type", type, "--locale", locale, "--keys", keys])
        #expect(result.status == 0)
        #expect(result.out == expected)
    }

    /// LANGUAGE.md §17 (issue 10, item 14): without --locale, the POSIX
    /// locale environment, resolved against the embedded table.
    @Test func withoutLocaleTheEnvironmentDecides() {
        let french = run(["try", "decimal", "--type", "decimal", "--keys", "1234,5"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.out == "1\u{202F}234,5|\n")
        let swiss = run(["try", "number", "--type", "int", "--keys", "1234"], environment: ["LC_ALL": "de_CH.UTF-8", "LANG": "fr_FR.UTF-8"])
        #expect(swiss.out == "1\u{2019}234|\n")
        let plain = run(["try", "number", "--type", "int", "--keys", "1234"], environment: ["LANG": "C.UTF-8"])
        #expect(plain.out == "1,234|\n")
    }

    @Test func sharedVectorsAllPassThroughTheCommand() {
        let result = run(["try", "--vectors", Self.sharedVectors])
        #expect(result.status == 0, "\(result.out)")
        #expect(result.out.hasSuffix(" passed, 0 failed\n"))
    }

    /// Issue 10, item 15: §5's precisions, read at test time as the shared
    /// vectors are.
    @Test func sharedPrecisionVectorsAllPassThroughTheCommand() {
        let path = URL(fileURLWithPath: Self.sharedVectors).deletingLastPathComponent()
            .appendingPathComponent("formatters-precisions.tsv").path
        let result = run(["try", "--vectors", path])
        #expect(result.status == 0, "\(result.out)")
        #expect(result.out.hasSuffix(" passed, 0 failed\n"))
    }

    @Test func failedVectorsArePrintedAndExitOne() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("v.tsv", "# header\ndigits\ttext\ten_US\ta1\t1|\t\"1\"\ndigits\ttext\ten_US\ta1\t2|\t\"2\"\n")
        let result = run(["try", "--vectors", path])
        #expect(result.status == 1)
        #expect(result.out.contains("1 passed, 1 failed"))
        #expect(result.out.contains("v.tsv:"))
    }

    @Test func badChainsAndScriptsAreReported() {
        let chain = run(["try", "digits | lettrs", "--keys", "1"])
        #expect(chain.status == 1)
        #expect(chain.err.contains("did you mean 'letters'?"))
        #expect(run(["try", "digits", "--keys", "{nope}"]).status == 2)
        #expect(run(["try", "digits", "--keys", "1", "--locale", "xx_YY"]).err.contains("unknown locale 'xx_YY'"))
        #expect(run(["try", "digits", "--type", "money", "--keys", "1"]).status == 2)
        #expect(run(["try", "digits"]).status == 2)
    }
}
