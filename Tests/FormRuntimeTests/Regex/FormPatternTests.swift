import FormDiagnostics
import FormSyntax
import Foundation
@_spi(Generated) @testable import FormRuntime
import Testing

/// `FormPattern` on the project's own patterns and on the edges of the fast
/// path: each answer equals Swift `Regex`'s `wholeMatch`.
@Suite struct FormPatternTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Swift `Regex`'s answer: the reference.
    static func reference(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }

    static func expectSameAnswers(_ source: String, _ texts: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let pattern = FormPattern(source)
        for text in texts {
            #expect(pattern.matches(text) == reference(source, text), "/\(source)/ on \(text.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    /// Every `matches` pattern of the `.form` files under `folder`, as the parser decodes it.
    static func specPatterns(in folder: String) throws -> [String] {
        let root = packageRoot.appendingPathComponent(folder).standardizedFileURL
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var patterns: [String] = []
        for case let url as URL in files where url.pathExtension == "form" {
            let source = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
            let (syntax, _) = Parser.parse(source)
            for field in syntax.forms.flatMap(\.fields) {
                for attribute in field.attributes {
                    switch attribute.value {
                    case .error(_, let condition, _): collect(condition, into: &patterns)
                    case .enabledWhen(let condition): collect(condition, into: &patterns)
                    default: break
                    }
                }
            }
        }
        return patterns
    }

    static func collect(_ expression: FormSyntax.Expression, into patterns: inout [String]) {
        switch expression {
        case .matches(let operand, let regex):
            patterns.append(regex.pattern)
            collect(operand, into: &patterns)
        case .unary(_, let operand, _), .parenthesized(let operand, _), .contains(let operand, _):
            collect(operand, into: &patterns)
        case .binary(_, let lhs, let rhs, _):
            collect(lhs, into: &patterns)
            collect(rhs, into: &patterns)
        case .chain(let first, let rest):
            collect(first, into: &patterns)
            for link in rest { collect(link.operand, into: &patterns) }
        case .inRange(let operand, let low, let high):
            for part in [operand, low, high] { collect(part, into: &patterns) }
        case .call(_, let arguments, _):
            for part in arguments { collect(part, into: &patterns) }
        case .literal, .value, .length, .name, .lengthOf, .countOf, .option, .invalid:
            break
        }
    }

    static let emailTexts = [
        "user1@example.com", "user1-at-example", "a@b.c", "@b.c", "a@.c", "a@b.", "a b@c.d", "a@b@c.d", "a@b.c.d",
        "a\t@b.c", "a@b\n.c", "a@b.c\n", "é@b.c", "a@b.çom", "a@b.c\r\n", "a@b\r\n.c", "a\u{301}@b.c", "a@b.c\u{301}",
        "a\u{85}@b.c", "a\u{A0}@b.c", "a\u{2028}@b.c", "a\u{0B}@b.c", "a\u{0C}@b.c", "a\u{1C}@b.c", "", "@", "...",
    ]

    @Test func patternsOfTheSpecsAnswerAsSwiftRegex() throws {
        var patterns: [String] = []
        for folder in ["specs", "Tests/Adversarial/Spec", "Tests/Conformance/specs"] {
            patterns += try Self.specPatterns(in: folder)
        }
        #expect(patterns.contains("[^@\\s]+@[^@\\s]+\\.[^@\\s]+"))
        #expect(patterns.contains("[\"\\\\](a|/)*"))
        #expect(patterns.contains("[a-"))
        for source in Set(patterns) {
            // Each valid pattern of the specs takes the fast path; the invalid one matches nothing.
            #expect(FormPattern(source).hasFastPath == ((try? Regex(source)) != nil), "/\(source)/")
            Self.expectSameAnswers(source, Self.emailTexts + ["\"", "\\", "\"a/a", "\\aa//", "\"b", "a", "[a-", "\"\r\n", "\"a\u{301}"])
        }
    }

    @Test func eachClassMatchesWhatSwiftRegexMatchesOnEveryASCIICharacter() {
        let classes = [
            ".", "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "[^@\\s]", "[\\w.-]", "[^\\W_]", "[\\t-\\r]", "[ -~]", "[^a-z]",
            "\\t", "\\n", "\\f", "\\r", "[-]", "[a-]", "[\\]]", "[\\[\\\\]", "[\\^]", "[^^]", "[$.*+?(){}|/]", "[\\-\\/]",
            "\\.", "\\-", "\\/", "\\\\", "\\\"", "\\'", "\\`", "\\~", "\\#", "\\@", "\\%", "\\&", "\\=", "\\!", "\\:",
        ]
        let characters = (0..<128).filter { $0 != 13 }.map { String(UnicodeScalar(UInt8($0))) }
        for source in classes {
            #expect(FormPattern(source).hasFastPath, "/\(source)/")
            Self.expectSameAnswers(source, characters)
        }
    }

    @Test func constructsOutsideTheSubsetGoToSwiftRegex() {
        let outside = [
            "^a", "a$", "(?i)a", "\\ba", "a*+", "a++", "a?+", "a{1,2}+", "a{,3}", "a{ 2}", "a{x}", "a}", "]", "{",
            "[[:alpha:]]", "[:alpha:]", "[a&&b]", "[a--b]", "[a~~b]", "[a-c~~d]", "é", "e\u{301}", "\u{1F600}", "\t",
            "\\p{L}", "\\Qa\\E", "(?=a)a", "(a)\\1", "\\x41", "\\u{41}", "\\h", "\\v", "\\R", "\\X", "\\N", "\\K",
            "\\A", "\\z", "\\Z", "\\G", "(?<n>a)", "(?>a)", "\\_", "\\ ", "\\0", "[\\b]", "[]a]", "[^]", "a**", "a{1001}",
            "(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((a)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))",
        ]
        for source in outside {
            #expect(!FormPattern(source).hasFastPath, "/\(source)/")
            Self.expectSameAnswers(source, ["a", "A", "aa", "ab", "", "é", "\t", "b", "\u{1F600}", "{", "]", "_", " ", "aaa"])
        }
    }

    @Test func textWithCharactersOfMoreThanOneByteGoesToSwiftRegex() {
        let email = FormPattern("[^@\\s]+@[^@\\s]+\\.[^@\\s]+")
        #expect(email.fastMatch("user1@example.com") == true)
        #expect(email.fastMatch("user1-at-example") == false)
        for text in ["é@b.c", "a@b.c\r\n", "a\r@b.c", "a@b.c\u{301}", "a@\u{1F600}.c"] {
            #expect(email.fastMatch(text) == nil, "\(text.debugDescription)")
        }
        // A combining mark joins the character before it, so "b" + U+0301 is
        // not "b"; CR LF is one character, which `.` does not match.
        Self.expectSameAnswers("a[^b]", ["ab\u{301}", "ab", "ac"])
        Self.expectSameAnswers("..", ["e\u{301}x", "\r\n", "ab"])
        Self.expectSameAnswers("a\\sb", ["a\r\nb", "a\nb", "a\rb"])
        Self.expectSameAnswers("a.b", ["a\r\nb", "a\nb", "a\u{85}b", "a\u{2028}b"])
    }

    @Test func ambiguousPatternsAreDecidedInOnePass() {
        // Swift Regex backtracks exponentially on these; the automaton reads
        // each byte once.
        let long = String(repeating: "a", count: 5_000)
        for source in ["(a*)*b", "(a|aa)*c", "(a|a)*b", "(?:a+)+b"] {
            let pattern = FormPattern(source)
            #expect(pattern.hasFastPath, "/\(source)/")
            #expect(pattern.fastMatch(long) == false, "/\(source)/")
            #expect(pattern.fastMatch(long + "b") == source.hasSuffix("b"), "/\(source)/")
            Self.expectSameAnswers(source, ["aaaab", "aaaa", "b", "c", "aac"])
        }
        // a?ⁿaⁿ matches n to 2n a's; Swift Regex takes 2ⁿ steps to say no.
        let pattern = FormPattern("(a?){30}a{30}")
        let answers = [29, 30, 45, 60, 61].map { pattern.fastMatch(String(repeating: "a", count: $0)) }
        #expect(answers == [false, true, true, true, false])
    }

    @Test func patternsTooLargeForTheAutomatonGoToSwiftRegex() {
        // 10,000 Thompson states; 2^21 automaton states.
        for source in ["(a{100}){100}", "(a|b)*a(a|b){20}"] {
            #expect(!FormPattern(source).hasFastPath, "/\(source)/")
            Self.expectSameAnswers(source, ["a", "ab", String(repeating: "ab", count: 11)])
        }
        #expect(FormPattern("(a|b)*a(a|b){8}").hasFastPath)
    }

    @Test func patternsByTextGiveTheSameAnswers() {
        for (source, text) in [("[a-z]+", "abc"), ("[a-z]+", "ab1"), ("1+", "111"), ("(", "("), ("a\\/b\\\\", "a/b\\")] {
            #expect(FormPatterns.wholeMatch(text, source) == FormPattern(source).matches(text))
            #expect(FormPatterns.wholeMatch(text, source) == Self.reference(source, text))
        }
    }
}
