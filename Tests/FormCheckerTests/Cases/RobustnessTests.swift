import FormTestSupport
import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing

@Suite("Robustness")
struct RobustnessTests {
    @Test("a file with many independent errors reports every one")
    func manyErrors() {
        let spec = """
        form A {
            field init: text { label "A" }
            field b: bool? { label "B" }
            field c: int { label "C"; format digits }
            field d: text { label "D"; error "x" when valu == 1 }
            field e: text { label "E"; error "x" when value > 3 }
            field f: text { label "F"; format mask("--") }
            field g: text { label "G"; error "x" when value matches /(/ }
            field h: int { label "H"; format number(maxDigits: 20) }
            field i: int { label "I"; default "x" }
            list j: text { label "J"; min 5; max 2 }
            field k: text { label "K"; format nope }
            field k: text { label "K2" }
            field l: text { label "L"; label "L2" }
            field m: text { label "M"; format digits | letters }
            field n: text { label "N"; format limit(0) }
        }
        form Empty { }
        form A { field z: text { label "Z" } }
        form B { locale "zz_ZZ"; field a: text { label "A" } }
        formatter loop = loop
        formatter twice = digits
        formatter twice = letters
        """
        let outcome = Harness.run(spec)
        let expected = [
            "reserved-name@2", "optional-bool@3", "formatter-type-mismatch@4", "unknown-name@5", "type-mismatch@6",
            "invalid-mask@7", "invalid-regex@8", "int-overflow@9", "invalid-default@10", "invalid-list-bounds@11",
            "unknown-formatter@12", "duplicate-field@13", "duplicate-attribute@14", "contradictory-formatters@15",
            "invalid-formatter-argument@16", "empty-form@18", "duplicate-form@19", "unknown-locale@20",
            "formatter-cycle@21", "duplicate-formatter@23",
        ]
        #expect(outcome.errors == expected)
    }

    @Test("every prefix of the signup spec checks without crashing")
    func prefixes() throws {
        let url = ConformanceTests.specsDirectory.appendingPathComponent("valid/signup.form")
        let bytes = Array(try String(contentsOf: url, encoding: .utf8).utf8)
        for length in stride(from: 0, through: bytes.count, by: 3) {
            let source = SourceFile(path: "prefix.form", bytes: Array(bytes[..<length]))
            let (syntax, _) = Parser.parse(source)
            _ = Checker.check(syntax)
        }
    }

    @Test("token soup checks without crashing")
    func tokenSoup() {
        let tokens = ["form", "F", "{", "}", "field", "list", "x", ":", "text", "int?", "bool?", "label", "\"L\"", "format", "mask(\"#\")",
                      "digits", "|", "error", "when", "value", "length", "count(", ")", "(", "+", "-", "<", "==", "!", "&&", "matches", "/a/",
                      "in", "1", "...", "2.5", "default", "min", "max", "formatter", "=", "locale", "\"en_US\"", "translations", "base", ";"]
        var generator = SplitMix(seed: 42)
        for _ in 0..<300 {
            let count = Int(generator.next() % 60)
            let text = (0..<count).map { _ in tokens[Int(generator.next() % UInt64(tokens.count))] }.joined(separator: " ")
            let (syntax, _) = Parser.parse(SourceFile(path: "soup.form", text: text))
            _ = Checker.check(syntax)
        }
    }

    @Test("a long arithmetic chain does not exhaust the stack")
    func longChain() {
        let terms = Array(repeating: "value", count: 20_000).joined(separator: " + ")
        let outcome = Harness.run("form F { field a: int { label \"A\"; error \"x\" when \(terms) > 0 } }")
        #expect(outcome.errors.isEmpty)
        #expect(outcome.model.forms.first?.fields.first?.conditions.count == 1)
    }
}

/// The shared seeded generator (FormTestSupport).
typealias SplitMix = SeededRandom

@Suite("Scale")
struct ScaleTests {
    @Test("large files with many fields, formatters, aliases and a long chain check quickly")
    func largeFile() {
        var lines = ["form Big {"]
        for index in 0..<3_000 {
            lines.append("  field f\(index): text { label \"F\(index)\"; format a\(index % 50) | limit(9); error \"e\" when length(f\((index + 1) % 3_000)) > 3 && f0 == \"x\" }")
        }
        lines.append("  field chain: text { label \"C\"; format " + Array(repeating: "trim", count: 5_000).joined(separator: " | ") + " }")
        lines.append("}")
        for index in 0..<3_000 {
            lines.append("formatter a\(index) = " + (index + 1 < 3_000 ? "a\(index + 1)" : "digits"))
        }
        lines.append("formatter big = allow(\"" + String(repeating: "abc", count: 50_000) + "\") | deny(\"" + String(repeating: "x", count: 50_000) + "\")")
        let start = ContinuousClock.now
        let outcome = Harness.run(lines.joined(separator: "\n"))
        let elapsed = ContinuousClock.now - start
        #expect(outcome.errors.isEmpty)
        #expect(outcome.model.forms.first?.fields.count == 3_001)
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }
}
