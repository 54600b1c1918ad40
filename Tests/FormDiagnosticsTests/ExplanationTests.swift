import FormDiagnostics
import Testing
import UnicodeDisplayWidth

@Suite("Explanations")
struct ExplanationTests {
    @Test("every id has a title, an explanation, an example, a fix and a fixed example", arguments: DiagnosticID.allCases)
    func complete(id: DiagnosticID) {
        let entry = id.explanation
        #expect(!entry.title.isEmpty)
        #expect(!entry.title.hasSuffix("."))
        #expect(!entry.title.contains("\n"))
        #expect(DisplayWidth.of(entry.title) <= 60)
        #expect(entry.explanation.count >= 80)
        #expect(entry.fix.count >= 20)
        #expect(!entry.example.isEmpty)
        #expect(!entry.fixedExample.isEmpty)
        #expect(entry.example != entry.fixedExample)
    }

    @Test("examples are balanced in braces and parentheses, and strings close on their line", arguments: DiagnosticID.allCases)
    func examplesLookLikeForms(id: DiagnosticID) {
        let entry = id.explanation
        for (name, code) in [("example", entry.example), ("fixed", entry.fixedExample)] {
            let skeleton = Self.withoutStringsAndComments(code)
            #expect(skeleton.filter { $0 == "{" }.count == skeleton.filter { $0 == "}" }.count, "\(id.rawValue) \(name)")
            #expect(skeleton.filter { $0 == "(" }.count == skeleton.filter { $0 == ")" }.count, "\(id.rawValue) \(name)")
            let unclosed = code.split(separator: "\n").contains { Self.quoteCount(in: $0) % 2 == 1 }
            #expect(unclosed == (id == .unterminatedString && name == "example"), "\(id.rawValue) \(name)")
        }
    }

    @Test("the explain page has a heading, the sections in order and wrapped prose")
    func explainPage() {
        let page = DiagnosticExplanation.renderExplainPage(for: .unknownFormatter)
        #expect(page.hasPrefix("error[unknown-formatter]: Unknown formatter\n\nA `format` chain"))
        #expect(page.hasSuffix("    formatter phoneRU = mask(\"+7-###-###-##-##\")\n"))
        let example = """
            Example that triggers it:

                form Contact {
                    field phone: text {
                        label "Phone"
                        format phoneRu
                    }
                }

                formatter phoneRU = mask("+7-###-###-##-##")

            How to fix it: Correct the spelling (the message suggests the closest known
            name), or declare the formatter with `formatter NAME = …`.

            Fixed example:

                form Contact {
            """
        #expect(page.contains(example))
        #expect(!page.contains("formc:ignore"))
        for line in page.split(separator: "\n") where !line.hasPrefix("    ") {
            #expect(DisplayWidth.of(line) <= DiagnosticExplanation.explainPageWidth)
        }
    }

    @Test("a warning's page says how to silence it")
    func warningPage() {
        let page = DiagnosticExplanation.renderExplainPage(for: .unusedFormatter)
        #expect(page.hasPrefix("warning[unused-formatter]: Formatter is never used\n"))
        #expect(page.contains("`// formc:ignore unused-formatter`"))
        #expect(page.contains("`--disable unused-formatter`"))
    }

    @Test("every id has a page naming it", arguments: DiagnosticID.allCases)
    func everyPage(id: DiagnosticID) {
        let page = DiagnosticExplanation.renderExplainPage(for: id)
        #expect(page.hasPrefix("\(id.defaultSeverity.rawValue)[\(id.rawValue)]: "))
        #expect(page.contains("Example that triggers it:"))
        #expect(page.contains("How to fix it: "))
        #expect(page.contains("Fixed example:"))
    }

    /// `code` with string literal contents and `//` comments removed.
    private static func withoutStringsAndComments(_ code: String) -> String {
        var out = ""
        for line in code.split(separator: "\n") {
            var inString = false
            var escaped = false
            var previous: Character = " "
            for character in line {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "/" && previous == "/" {
                    out.removeLast()
                    break
                } else {
                    out.append(character)
                }
                previous = character
            }
            out.append("\n")
        }
        return out
    }

    /// The number of unescaped quotes on a line outside a comment.
    private static func quoteCount(in line: Substring) -> Int {
        var count = 0
        var escaped = false
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString && escaped {
                escaped = false
            } else if inString && character == "\\" {
                escaped = true
            } else if character == "\"" {
                count += 1
                inString.toggle()
            } else if !inString && character == "/" && previous == "/" {
                break
            }
            previous = character
        }
        return count
    }
}
