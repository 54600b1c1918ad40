import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen

/// Long `||`, `&&` and `+`/`-` chains (issue 10, item 1): the checker accepts
/// them at any length, so every stage must be linear and bounded in stack,
/// and the generated Swift must compile and answer right.
@Suite struct LongChainTests {
    static func codes(_ count: Int) -> [String] {
        (0..<count).map { index in
            let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            return String([letters[index / 26 % 26], letters[index % 26]]) + (index >= 676 ? String(index) : "")
        }
    }

    static func orChain(_ count: Int, _ operand: String = "value") -> String {
        codes(count).map { "\(operand) == \"\($0)\"" }.joined(separator: " || ")
    }

    static func sumChain(_ count: Int) -> String {
        (0..<count).map { $0 == 0 ? "value" : ($0 % 3 == 0 ? "- 1" : "+ 1") }.joined(separator: " ")
    }

    static let spec = """
    form Chains {
        field code: text {
            label "Country"
            error "Not a country" when !(\(orChain(300)))
        }
        field total: int {
            label "Total"
            error "Too big" when \(sumChain(300)) > 1000
        }
        field share: decimal? {
            label "Share"
            error "Too small" when share + 0.5 + \((0..<260).map { _ in "0.25" }.joined(separator: " + ")) < 100
        }
        field all: text {
            label "All"
            enabled when \((0..<270).map { "code != \"X\($0)\"" }.joined(separator: " && "))
            error "Empty" when length == 0
        }
        list rows: text {
            label "Rows"
            error "Not a country" when !(\(orChain(260)))
        }
    }
    """

    @Test func longChainsGenerateFlatSwiftThatCompilesAndAnswersRight() throws {
        let main = """
        func show(_ model: Chains) { print(model.validate(on: .submit).map(\\.message), model.isEnabled(.all)) }
        show(Chains(code: "AB", total: 700, share: 35, all: "x", rows: ["JZ", ""]))
        show(Chains(code: "zz", total: 902, share: 33.5, all: "", rows: ["JZ", "zz"]))
        show(Chains(code: "X12", total: 0, share: nil, all: "", rows: []))
        """
        guard let output = try GeneratedProgram.run(specs: ["chains.form": Self.spec], main: main) else { return }
        // 300 terms: value, then 200 `+ 1` and 99 `- 1`, so value + 101; share + 65.5.
        #expect(output == """
        [] true
        ["Not a country", "Too big", "Too small", "Empty", "Not a country"] true
        ["Not a country"] false

        """)
    }

    /// Short chains nested as deep as the parser allows: each level's inline
    /// Swift adds nesting, so the generated code must not grow past swiftc's
    /// limit of 256 levels however the spec's 64 levels are filled.
    @Test func deeplyNestedShortChainsCompile() throws {
        let sum = String(repeating: "(", count: 60) + "value + 1 + 1 + 1 + 1 + 1 + 1 + 1" + String(repeating: ") + 1 + 1 + 1 + 1 + 1 + 1 + 1", count: 60)
        let logic = String(repeating: "!(value < 0 || value < 1 || value < 2 || value < 3 || ", count: 30) + "value < 4" + String(repeating: ")", count: 30)
        let spec = """
        form Deep {
            field a: int {
                label "A"
                error "sum" when \(sum) > 3
                error "logic" when \(logic)
            }
            list b: int { label "B"; error "both" when \(sum) > 3 && \(logic) }
        }
        """
        guard let result = try GeneratedProgram.compile(GeneratedProgram.generate(["deep.form": spec])) else { return }
        #expect(result.status == 0, "\(result.output.prefix(3000))")
    }

    @Test func generatedTextGrowsLinearlyWithTheChain() throws {
        func size(_ terms: Int) throws -> Int {
            let valid = "form S { field a: int { label \"A\"; error \"E\" when \(Self.sumChain(terms)) > 3 || \((0..<terms).map { "value == \($0)" }.joined(separator: " || ")) } }"
            let checked = try checkedFile(SourceFile(path: "s.form", text: valid))
            return GeneratedFiles.generate(checked, specName: "s.form").reduce(0) { $0 + $1.content.utf8.count }
        }
        let small = try size(1000)
        let large = try size(2000)
        #expect(large < small * 5 / 2, "\(small) bytes for 1,000 terms, \(large) for 2,000")
        // 400 bytes a term (as before the session members): a field's checks are written once, in the case `.a` of `_FormcChecks`,
        // which `validate` and `_FormcFirstCause` call (docs/CODEGEN.md, "What a form session asks").
        #expect(large < 2000 * 400, "\(large) bytes for 2,000 terms")
    }

    /// Every stage on a chain far longer than any stack allows for recursion
    /// along it: parse, check, format, generate, and freeing the trees.
    @Test func everyStageHandlesAHundredThousandOperands() throws {
        let count = 100_000
        let text = "form Long {\n    field a: int {\n        label \"A\"\n        error \"E\" when \((0..<count).map { "value == \($0)" }.joined(separator: " || "))\n        error \"S\" when \(Self.sumChain(count)) > 3\n    }\n}\n"
        let source = SourceFile(path: "long.form", text: text)
        let (syntax, parseDiagnostics) = Parser.parse(source)
        #expect(parseDiagnostics.isEmpty)
        let formatted = Printer.format(syntax)
        #expect(formatted.utf8.count > count * 10)
        let (checked, checkDiagnostics) = Checker.check(syntax)
        #expect(checkDiagnostics.filter { $0.severity == .error }.isEmpty)
        let files = GeneratedFiles.generate(checked, specName: "long.form")
        #expect(files.count == 2)
        #expect(files[0].content.utf8.count < count * 400, "checks written once: case .a of _FormcChecks, run by validate and _FormcFirstCause")
    }
}
