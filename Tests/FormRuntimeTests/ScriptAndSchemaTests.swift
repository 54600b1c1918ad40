import FormRuntime
import FormTooling
import Testing

@Suite struct KeyScriptTests {
    /// §10: the syntax is read on scalars; a `}` followed by a combining mark
    /// still closes the paste, and the mark is then typed on its own.
    @Test func aBraceBeforeACombiningMarkIsStillSyntax() throws {
        #expect(try KeyScript.parse("ab{paste:x}\u{301}y") == [.type("a"), .type("b"), .paste("x"), .type("\u{301}"), .type("y")])
        #expect(try KeyScript.parse("ab{paste:x}\u{5C}u{301}y") == [.type("a"), .type("b"), .paste("x"), .type("\u{301}"), .type("y")])
        #expect(try KeyScript.parse("{{\u{301}") == [.type("{\u{301}")])
        #expect(try KeyScript.parse("{bs}\u{301}") == [.backspace, .type("\u{301}")])
        #expect(throws: KeyScriptError.self) { try KeyScript.parse("x}\u{301}") }
    }

    @Test func parsesKeysTextAndBraces() throws {
        let actions = try KeyScript.parse("a{bs}{del}{left}{right}{home}{end}{{}}{commit}")
        #expect(actions == [.type("a"), .backspace, .delete, .left, .right, .home, .end, .type("{"), .type("}"), .commit])
    }

    @Test func textTokensEndAtTheFirstBraceAndTakeEscapes() throws {
        #expect(try KeyScript.parse("{paste:a{b}") == [.paste("a{b")])
        #expect(try KeyScript.parse("{mark:x\\u{7D}y}{unmark:}") == [.mark("x}y"), .unmark("")])
        #expect(try KeyScript.parse("\\u{7B}bs\\u{7D}") == [.type("{"), .type("b"), .type("s"), .type("}")], "an escape never starts a token")
        #expect(try KeyScript.parse("e\\u{301}\\t\\\\") == [.type("e\u{301}"), .type("\t"), .type("\\")])
        #expect(try KeyScript.parse("👨‍👩‍👧🇫🇷") == [.type("👨‍👩‍👧"), .type("🇫🇷")])
    }

    @Test func errorsCarryPositions() {
        func offset(_ script: String) -> Int? {
            do { _ = try KeyScript.parse(script); return nil } catch { return error.offset }
        }
        #expect(offset("ab{tab}") == 2)
        #expect(offset("ab{paste:x") == 2)
        #expect(offset("a}b") == 1)
        #expect(offset("a\\q") == 1)
        #expect(offset("{bs") == 0)
        do {
            _ = try KeyScript.parse("ab{tab}")
        } catch {
            #expect(error.description.contains("{tab}"))
        }
    }
}

@Suite struct DisplayNotationTests {
    @Test func rendersAndParsesTheCaret() throws {
        #expect(DisplayNotation.render(EditingState(text: "ab", caret: 1)) == "a|b")
        #expect(DisplayNotation.renderEscaped(EditingState(text: "a|\u{202F}\\\t", caret: 0)) == "|a\\|\\u{202F}\\\\\\t")
        let parsed = try DisplayNotation.parse("1\\u{202F}2|\\|")
        #expect(parsed.text == "1\u{202F}2|")
        #expect(parsed.caret == 3)
        #expect(throws: DisplayNotationError.self) { try DisplayNotation.parse("abc") }
        #expect(throws: DisplayNotationError.self) { try DisplayNotation.parse("a|b|") }
    }
}

@Suite struct VectorFileTests {
    let file = """
    # comment
    digits\ttext\ten_US\ta1\t1|\t"1"

    number\tint?\tfr_FR\t-\t-|\tnil
    limit(2)\ttext\ten_US\tabc\tab|\t"abc"
    """

    @Test func parsesColumnsAndKeepsLineNumbers() throws {
        let vectors = try FormatterVectorFile.parse(file)
        #expect(vectors.map(\.line) == [2, 4, 5])
        #expect(vectors[1].type == FieldTypeRef(.int, isOptional: true))
        #expect(vectors[1].locale == "fr_FR")
        #expect(vectors[1].expectedValue == .none)
        #expect(vectors[0].expectedValue == .text("1"))
    }

    /// The file's syntax (line breaks, tabs, quotes) is read on scalars, as
    /// key scripts are (LANGUAGE.md §10): CR LF is one `Character`, and a
    /// quote followed by a combining mark is another.
    @Test func readsItsSyntaxOnScalars() throws {
        let crlf = try FormatterVectorFile.parse("# header\r\ndigits\ttext\ten_US\ta1\t1|\t\"1\"\r\nlimit(2)\ttext\ten_US\tabc\tab|\t\"ab\"\r\n")
        #expect(crlf.map(\.line) == [2, 3])
        #expect(crlf.first?.expectedValue == .text("1"))
        let mark = try FormatterVectorFile.parse("limit(1)\ttext\ten_US\t{paste:\u{301}}\t\u{301}|\t\"\u{301}\"")
        #expect(mark.first?.expectedValue == .text("\u{301}"))
    }

    @Test func rejectsMalformedLines() {
        #expect(throws: FormatterVectorError.self) { try FormatterVectorFile.parse("digits\ttext\ten_US") }
        #expect(throws: FormatterVectorError.self) { try FormatterVectorFile.parse("digits\tfloat\ten_US\t1\t1|\t1") }
        #expect(throws: FormatterVectorError.self) { try FormatterVectorFile.parse("digits\ttext\ten_US\t1\t1|\tone") }
    }

    @Test func runnerReportsFailuresWithExpectedAndActual() throws {
        let vectors = try FormatterVectorFile.parse(file)
        let report = FormatterVectorRunner.run(vectors)
        #expect(report.passed == 2)
        #expect(report.failures.count == 1)
        #expect(report.summary == "2 passed, 1 failed")
        let failure = try #require(report.failures.first)
        #expect(failure.vector.line == 5)
        #expect(failure.actualDisplay == "ab|")
        #expect(failure.actualValue == "\"ab\"")
        #expect(failure.description.contains("expected ab|  \"abc\""))
        #expect(report.description.hasSuffix("2 passed, 1 failed"))
    }

    @Test func runnerReportsChainErrors() throws {
        let vectors = try FormatterVectorFile.parse("nosuch\ttext\ten_US\t1\t1|\t\"1\"\ndigits\ttext\txx_NOPE\t1\t1|\t\"1\"")
        let report = FormatterVectorRunner.run(vectors)
        #expect(report.passed == 0)
        #expect(report.failures.count == 2)
        #expect(report.failures.allSatisfy { $0.reason.hasPrefix("chain:") })
        #expect(report.failures.last?.reason.contains("unknown locale 'xx_NOPE'") == true)
    }
}

@Suite struct ValidationAndSchemaTests {
    @Test func triggersEvaluateTheirTimingAndEarlierOnes() {
        #expect(ValidationTrigger.change.evaluates(.change))
        #expect(!ValidationTrigger.change.evaluates(.blur))
        #expect(ValidationTrigger.blur.evaluates(.change) && ValidationTrigger.blur.evaluates(.blur))
        #expect(!ValidationTrigger.blur.evaluates(.submit))
        #expect(ValidationTrigger.allCases.allSatisfy { ValidationTrigger.submit.evaluates($0) })
        #expect(ValidationTrigger.submit.checksRequired && !ValidationTrigger.blur.checksRequired)
    }

    @Test func fieldErrorsCompareByValue() {
        #expect(FieldError(field: "age", message: "x") == FieldError(field: "age", message: "x"))
        #expect(FieldError(field: "age", message: "x") != FieldError(field: "name", message: "x"))
    }

    @Test func schemaGivesChainsLocalesAndTranslations() throws {
        let age = FieldSchema(name: "age", type: FieldTypeRef(.int, isOptional: true), label: "Age")
        let goals = FieldSchema(name: "goals", kind: .list, type: FieldTypeRef(.text), formatters: [.limit(80)], listMinimum: 2, listMaximum: 20)
        let form = FormSchema(name: "SignUp", title: "Create account", locale: TestLocales.ruRU, fields: [age, goals],
                              translations: ["ru": ["Age": "Возраст"]])
        #expect(form.submitLabel == "Submit")
        #expect(form.resolvedLocale() == TestLocales.ruRU)
        #expect(form.field(named: "age")?.chain(locale: form.resolvedLocale()).formatters == [.number(NumberOptions(grouping: false))])
        #expect(form.field(named: "goals")?.chain(locale: .enUS).formatters == [.limit(80)])
        #expect(goals.initialRowCount == 2)
        #expect(age.initialRowCount == 1)
        #expect(!age.isRequired)
        #expect(form.translate("Age", language: "ru") == "Возраст")
        #expect(form.translate("Age", language: "de") == "Age")
        #expect(FormSchema(name: "X", fields: [age]).locale == nil)
    }

    @Test func currentLocaleResolvesThroughTheEmbeddedTable() {
        let current = LocaleRules.current()
        #expect(!current.decimalSeparator.isEmpty)
        #expect(current.primaryGroupSize > 0)
        #expect(LocaleRules.current(environment: ["LANG": "hi_IN.UTF-8"]).secondaryGroupSize == 2)
        #expect(LocaleRules.current(environment: ["LANG": "pl_PL.UTF-8"]).minimumGroupingDigits == 2)
        #expect(LocaleRules.current(environment: ["LANG": "sv_SE.UTF-8"]).minusSign == "\u{2212}")
        #expect(LocaleRules.current(environment: ["LANG": "ar_EG.UTF-8"]).minusSign == "-")
    }
}
