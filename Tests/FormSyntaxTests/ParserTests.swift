import FormDiagnostics
import Foundation
import Testing
@testable import FormSyntax

@Suite struct ParserTests {
    static let sample = """
    /// Account creation.
    /// Shown on first launch.
    form SignUp {
        title "Create account"
        locale "ru_RU"
        language "en"

        /// The user's email.
        field email: text {
            label "Email"
            format lowercase | limit(254)
            required "Enter your email"
            error "Bad" when !(value matches /[^@\\s]+@[^@\\/]+/) on blur
        }
        field age: int? { label "Age"; error "Range" when !(value in 0...150); default -5 }
        field budget: decimal? { label "Budget"; format decimal(scale: 2, grouping: false); enabled when age >= 18 }
        field ok: bool { label "OK"; default true; keyboard default }
        field pw: text { label "Password"; secure toggle }
        list goals: text { label "Goals"; min 1; max 20 }
    }

    /// Russian phones.
    formatter phoneRU = mask("+7-###-###-##-##", raw: true)
    locale "my_CH" { base "de_CH"; decimal ","; groupSizes 3, 2; minimumGroupingDigits 2; minus "-" }
    translations "ru" { "Email" = "Почта" }
    """

    @Test func parsesEveryConstructWithoutDiagnostics() throws {
        let (syntax, diagnostics) = parse(Self.sample)
        #expect(diagnostics.isEmpty, "\(idsAndLines(diagnostics))")
        #expect(syntax.declarations.count == 4)
        let form = try #require(syntax.forms.first)
        #expect(form.doc?.lines == ["Account creation.", "Shown on first launch."])
        #expect(form.attributes.map(\.kind) == [.title, .locale, .language])
        #expect(form.attributes.last?.value.value == "en")
        #expect(form.fields.map(\.name.name) == ["email", "age", "budget", "ok", "pw", "goals"])
        #expect(form.fields.map(\.type.sourceText) == ["text", "int?", "decimal?", "bool", "text", "text"])
        #expect(form.fields[0].doc?.text == "The user's email.")
        #expect(form.fields[1].doc == nil)
        #expect(form.fields[5].isList)
        let formatter = try #require(syntax.formatters.first)
        #expect(formatter.doc?.text == "Russian phones.")
        #expect(formatter.chain.formatters.first?.arguments?.map { $0.label?.name } == [nil, "raw"])
    }

    @Test func regexLiteralDecodesEscapedSlash() throws {
        let (syntax, _) = parse(Self.sample)
        let email = try #require(syntax.forms.first?.fields.first)
        guard case .error(_, let condition, let trigger) = email.attributes[3].value else {
            Issue.record("expected an error attribute")
            return
        }
        #expect(trigger?.kind == .blur)
        #expect(SyntaxDump.structure(condition) == #"(! (paren (matches value "[^@\\s]+@[^@/]+")))"#)
    }

    @Test func negativeDefaultIsOneLiteral() throws {
        let (syntax, _) = parse(Self.sample)
        let age = try #require(syntax.forms.first?.fields[1])
        guard case .default(let literal) = age.attributes[2].value else {
            Issue.record("expected default")
            return
        }
        #expect(literal.isNegative && literal.numericText == "-5")
    }

    @Test(arguments: [
        ("a || b && c", "(|| $a (&& $b $c))"),
        ("!a == b", "(! (== $a $b))"),
        ("a + b - c < 3", "(< (- (+ $a $b) $c) 3)"),
        ("-value > -2", "(> (- value) -2)"),
        ("length(name) >= count(goals)", "(>= (length $name) (count $goals))"),
        ("length < 8", "(< length 8)"),
        ("value in -1...x + 1", "(in value -1 (+ $x 1))"),
        ("count > 2", "(> $count 2)"),
    ])
    func expressionPrecedence(source: String, expected: String) throws {
        let (syntax, diagnostics) = parse("form F { field f: int { label \"F\"; error \"e\" when \(source) } }")
        #expect(diagnostics.isEmpty, "\(idsAndLines(diagnostics))")
        let field = try #require(syntax.forms.first?.fields.first)
        guard case .error(_, let condition, _) = field.attributes[1].value else {
            Issue.record("expected error")
            return
        }
        #expect(SyntaxDump.structure(condition) == expected)
    }

    @Test func nodeRangesResolveToLinesAndCharacterColumns() throws {
        let text = "form F {\n\tfield 名前: text\n\tfield x: text { label \"😀\"; format nope }\n}"
        let source = SourceFile(path: "t.form", text: text)
        let (syntax, _) = Parser.parse(source)
        let fields = try #require(syntax.forms.first?.fields)
        #expect(fields.isEmpty == false)
        let last = try #require(fields.last)
        guard case .format(let chain) = last.attributes[1].value else {
            Issue.record("expected format")
            return
        }
        let range = source.range(chain.range)
        #expect(range.start.line == 3)
        // `\tfield x: text { label "😀"; format nope }`: the emoji is one
        // character, four UTF-8 bytes and two UTF-16 units.
        #expect(range.start.column == 36)
        #expect(range.start.byteColumn == 39)
        #expect(range.start.utf16Column == 37)
    }

    @Test func reportsEveryIndependentSyntaxError() {
        let text = """
        form A {
            field a: text { label "A"; lable "x" }
            field b: { label "B" }
            field c: text { label "C"; error "e" when value == }
            field d: text { label "D"; keyboard qwerty }
            field e: text { label "E" }
        }
        form B { field f: text { label "F"; format mask("#" } }
        formatter g = 
        form C { field h: int { label "H" } }
        """
        let (syntax, diagnostics) = parse(text)
        #expect(idsAndLines(diagnostics) == [
            "unknown-attribute@2", "unexpected-token@3", "unexpected-token@4", "unexpected-token@5",
            "unexpected-token@8", "unexpected-token@10",
        ])
        #expect(syntax.forms.map(\.name.name) == ["A", "B", "C"])
        #expect(syntax.forms.first?.fields.map(\.name.name) == ["a", "c", "d", "e"])
        let fix = diagnostics.first?.fixIts.first
        #expect(fix?.replacement == "label")
    }

    @Test func missingClosingBraceIsReportedAndTheNextFormStillParses() {
        let (syntax, diagnostics) = parse("form A {\n field a: text {\n label \"A\"\n\nform B { field b: text { label \"B\" } }")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.id == .unexpectedToken)
        #expect(syntax.forms.map(\.name.name) == ["A", "B"])
    }

    @Test func deepNestingIsRejectedWithoutRecursingAndLinearly() {
        let depth = 100_000
        let text = "form F { field f: int { label \"F\"; error \"e\" when " + String(repeating: "(", count: depth) + "value" + String(repeating: ")", count: depth) + " > 1 } field g: text { label \"G\" } }"
        let started = ContinuousClock.now
        let (syntax, diagnostics) = parse(text)
        let elapsed = ContinuousClock.now - started
        #expect(diagnostics.map(\.id) == [.expressionTooDeep])
        #expect(syntax.forms.first?.fields.map(\.name.name) == ["f", "g"])
        #expect(elapsed < .seconds(5), "generous bound against hangs; speed is measured in Benchmarks/")
    }

    @Test(arguments: ["!", "-"])
    func deepPrefixOperatorsAreRejected(op: String) {
        let text = "form F { field f: int { label \"F\"; error \"e\" when " + String(repeating: op, count: 100_000) + "value } }"
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.map(\.id).contains(.expressionTooDeep))
    }

    @Test func nestingAtTheLimitIsAccepted() {
        let depth = Parser.maximumExpressionDepth
        let text = "form F { field f: int { label \"F\"; error \"e\" when " + String(repeating: "(", count: depth) + "value > 1" + String(repeating: ")", count: depth) + " } }"
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
    }

    @Test func tenMegabyteLineIsHandled() {
        let text = "form F { field f: text { label \"" + String(repeating: "x", count: 10_000_000) + "\" } }"
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(syntax.forms.first?.fields.count == 1)
        let (_, unterminated) = parse("form F { field f: text { label \"" + String(repeating: "y", count: 10_000_000))
        #expect(unterminated.first?.id == .unterminatedString)
    }

    @Test func parsesAChainOnItsOwn() {
        let (chain, diagnostics) = Parser.parseChain(SourceFile(path: "<chain>", text: #"mask("+7-###", raw: true) | limit(4)"#))
        #expect(diagnostics.isEmpty)
        #expect(chain?.formatters.map(\.name.name) == ["mask", "limit"])
        let (bad, badDiagnostics) = Parser.parseChain(SourceFile(path: "<chain>", text: "digits |"))
        #expect(bad == nil)
        #expect(badDiagnostics.map(\.id) == [.unexpectedToken])
    }
}

@Suite struct DocCommentTests {
    /// Found by the mutation test: a `;` (ignored by the language) between a
    /// doc comment and its field detached the doc, and formatting, which drops
    /// the `;`, re-attached it.
    @Test func semicolonDoesNotDetachADocComment() throws {
        let (syntax, diagnostics) = parse("form A {\n    /// The field.\n;   field a: text { label \"A\" }\n}")
        #expect(diagnostics.isEmpty)
        #expect(syntax.forms.first?.fields.first?.doc?.text == "The field.")
    }

    @Test func plainCommentOrCodeBetweenDetachesIt() throws {
        let (syntax, _) = parse("/// Orphan.\n// plain\nform A { field a: text { label \"A\" } }\n/// Not for B.\nformatter x = digits\nform B { field b: text { label \"B\" } }")
        #expect(syntax.forms.map { $0.doc?.text } == [nil, nil])
        #expect(syntax.formatters.first?.doc?.text == "Not for B.")
    }
}

@Suite struct IgnoreDirectiveTests {
    @Test func directivesNameTheNextLineAndKnownIds() {
        let (syntax, _) = parse("// formc:ignore missing-label, unused-formatter\nform A {\n    // formc:ignore not-an-id missing-label\n    field a: text\n}\n// formc:ignore\n")
        let ignored = syntax.ignoreDirectives()
        #expect(ignored[2] == [.missingLabel, .unusedFormatter])
        #expect(ignored[4] == [.missingLabel])
        #expect(ignored[7] == nil)
    }
}
