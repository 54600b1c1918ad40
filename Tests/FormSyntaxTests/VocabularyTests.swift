import Foundation
import Testing
@testable import FormSyntax

/// The language's vocabularies are each one table (``Keyword/roles`` for
/// words, ``Operators/table`` for operators): everything else that names a
/// word or an operator is a view of it, checked here so they cannot drift.
@Suite struct VocabularyTests {
    @Test func everyWordIsRecognisedAsItsKeyword() {
        for keyword in Keyword.words {
            #expect(Keyword.recognise(keyword.rawValue) == keyword)
            #expect(tokens(keyword.rawValue).first?.keyword == keyword)
            #expect(!keyword.roles.isEmpty, "\(keyword) has no role")
        }
        #expect(Keyword.recognise("sections") == .other)
    }

    @Test func theSyntaxEnumsSpellExactlyTheWordsOfTheirRole() {
        #expect(Set(TypeSyntax.Base.allCases.map(\.rawValue)) == Set(Keyword.spellings(.type)))
        #expect(Set(KeyboardSyntax.allCases.map(\.rawValue)) == Set(Keyword.spellings(.keyboard)))
        #expect(Set(TriggerSyntax.allCases.map(\.rawValue)) == Set(Keyword.spellings(.trigger)))
        #expect(Set(LocaleRule.Kind.allCases.map(\.rawValue)) == Set(Keyword.spellings(.localeRule)))
        #expect(Set(FormAttribute.Kind.allCases.map(\.rawValue)) == Set(Keyword.spellings(.formAttribute)))
        for keyword in Keyword.words {
            #expect((keyword.typeBase != nil) == keyword.roles.contains(.type), "\(keyword)")
            #expect((keyword.keyboard != nil) == keyword.roles.contains(.keyboard), "\(keyword)")
            #expect((keyword.trigger != nil) == keyword.roles.contains(.trigger), "\(keyword)")
            #expect((keyword.localeRule != nil) == keyword.roles.contains(.localeRule), "\(keyword)")
            #expect((keyword.formAttribute != nil) == keyword.roles.contains(.formAttribute), "\(keyword)")
        }
    }

    /// `docs/LANGUAGE.md` §2 lists the reserved words: the same as the table's.
    @Test func theReservedWordsAreThoseOfTheReference() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let reference = try String(contentsOf: root.appendingPathComponent("docs/LANGUAGE.md"), encoding: .utf8)
        let marker = "These words are reserved and cannot name a form, field or\nlist: `"
        guard let start = reference.range(of: marker)?.upperBound, let end = reference[start...].firstIndex(of: "`") else {
            Issue.record("docs/LANGUAGE.md §2 no longer lists the reserved words where expected")
            return
        }
        let listed = reference[start..<end].split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        #expect(Set(listed) == Set(Keyword.spellings(.reserved)))
        #expect(listed.count == Words.reserved.count)
    }

    @Test func everyOperatorSpellingLexesAsItsToken() {
        for (token, spelling) in Operators.table {
            let kinds = tokens("a \(spelling) b").map(\.kind)
            #expect(kinds == [.identifier, token, .identifier], "\(spelling)")
            #expect(token.displayName == "'\(spelling)'")
        }
        for op in BinaryOperator.allCases {
            #expect(BinaryOperator(token: op.token) == op)
            #expect(Operators.spelling(of: op.token) == op.rawValue && !op.rawValue.isEmpty)
        }
        for op in UnaryOperator.allCases { #expect(Operators.spelling(of: op.token) == op.rawValue && !op.rawValue.isEmpty) }
        #expect(ComparisonOperator.allCases.map(\.binary) == BinaryOperator.allCases.filter(\.isComparison))
        #expect(Set(ArithmeticOperator.allCases.map(\.rawValue)) == ["+", "-"])
    }
}
