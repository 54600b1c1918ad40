import FormDiagnostics
import Testing
@testable import FormSyntax

/// The parser's fast paths (keywords from bytes, plain string literals
/// without a stored spelling) must agree with the word lists and the tree's
/// public values.
@Suite struct FastPathTests {
    @Test func keywordPredicatesMatchTheWordLists() {
        for keyword in Keyword.allCases where keyword != .other {
            let word = keyword.rawValue
            #expect(Keyword.recognise(word) == keyword)
            #expect(keyword.isReserved == Words.reserved.contains(word), "\(word)")
            #expect(keyword.isFieldAttribute == Words.fieldAttributes.contains(word), "\(word)")
            #expect(keyword.isDeclarationStart == Words.declarationStarts.contains(word), "\(word)")
            #expect(keyword.formAttribute == FormAttribute.Kind(rawValue: word), "\(word)")
            #expect(keyword.typeBase == TypeSyntax.Base(rawValue: word), "\(word)")
            #expect(keyword.keyboard == KeyboardSyntax(rawValue: word), "\(word)")
            #expect(keyword.trigger == TriggerSyntax(rawValue: word), "\(word)")
            #expect(keyword.localeRule == LocaleRule.Kind(rawValue: word), "\(word)")
        }
    }

    @Test func everyWordTheLanguageNamesIsAKeyword() {
        var words = Words.reserved.union(Words.fieldAttributes).union(Words.declarationStarts)
        words.formUnion(FormAttribute.Kind.allCases.map(\.rawValue))
        words.formUnion(TypeSyntax.Base.allCases.map(\.rawValue))
        words.formUnion(KeyboardSyntax.allCases.map(\.rawValue))
        words.formUnion(TriggerSyntax.allCases.map(\.rawValue))
        words.formUnion(LocaleRule.Kind.allCases.map(\.rawValue))
        words.formUnion(["count", "toggle"])
        for word in words {
            #expect(Keyword.recognise(word) != .other, "\(word)")
        }
    }

    @Test func nearKeywordsAreOrdinaryIdentifiers() {
        for word in ["Form", "forms", "fo", "labels", "lab", "minimumGroupingDigit", "x", "_form", "form1", "matche"] {
            #expect(Keyword.recognise(word) == .other, "\(word)")
        }
    }

    @Test func publicTokensCarryTheirText() {
        let scanned = tokens("form Sign_up1 { min 1_000 2.5 }")
        #expect(scanned.map(\.text) == ["form", "Sign_up1", "", "min", "1_000", "2.5", ""])
        #expect(scanned.map(\.keyword) == [.form, .other, .other, .min, .other, .other, .other])
    }

    @Test func plainStringLiteralsEqualExplicitlySpeltOnes() throws {
        let (syntax, diagnostics) = parse("form F {\n  title \"Plain é\"\n  submit \"Tab\\tbed\"\n  field a: text { label \"x\" }\n}\n")
        #expect(diagnostics.isEmpty)
        let attributes = try #require(syntax.forms.first).attributes
        let plain = try #require(attributes.first).value
        #expect(plain.value == "Plain é")
        #expect(plain.spelling == "\"Plain é\"")
        let explicit = StringLiteral(value: "Plain é", spelling: "\"Plain é\"", range: plain.range)
        #expect(plain == explicit)
        #expect(plain.hashValue == explicit.hashValue)
        let escaped = try #require(attributes.last).value
        #expect(escaped.value == "Tab\tbed")
        #expect(escaped.spelling == "\"Tab\\tbed\"")
        var edited = plain
        edited.spelling = "\"Plain \\u{E9}\""
        #expect(edited.spelling == "\"Plain \\u{E9}\"")
        #expect(edited != plain)
    }
}
