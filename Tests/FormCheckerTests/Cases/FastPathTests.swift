import FormDiagnostics
import FormSyntax
import Testing
@testable import FormChecker

/// The checker's per-file caches must never hide a diagnostic, and its
/// integer reading must agree with `Int(numericText)`.
@Suite struct CheckerFastPathTests {
    @Test func integerValueMatchesIntOfTheText() {
        let spellings = ["0", "7", "1_000", "00012", "9223372036854775807", "9223372036854775808", "99999999999999999999", "1__2_"]
        for spelling in spellings {
            for negative in [false, true] {
                let literal = Literal(kind: .integer, spelling: spelling, isNegative: negative, range: 0..<1)
                #expect(literal.integerValue == Int(literal.numericText), "\(negative ? "-" : "")\(spelling)")
            }
        }
    }

    @Test func repeatedChainsReportTheirWarningsAtEachField() {
        let outcome = Harness.run(Harness.form("""
            field a: text { label "A" format trim | trim }
            field b: text { label "B" format trim | trim }
            field c: text { label "C" format trim | lowercase }
            field d: text { label "D" format trim | lowercase }
        """))
        #expect(outcome.all == ["redundant-formatter@2", "redundant-formatter@3"])
        #expect(outcome.model.forms.first?.fields.map(\.formatters.count) == [2, 2, 2, 2])
    }

    @Test func repeatedBadChainsAndLocalesReportEveryTime() {
        let outcome = Harness.run("""
            form A {
                locale "fr_FR"
                field a: text { label "A" format limit(0) }
                field b: text { label "B" format limit(0) }
            }
            form B {
                locale "fr_FR"
                field a: decimal { label "A" error "x" when value > 1.5 }
            }
            form C {
                locale "xx_YY"
                field a: text { label "A" }
            }
            form D {
                locale "xx_YY"
                field a: text { label "A" }
            }
            """)
        #expect(outcome.all == ["invalid-formatter-argument@3", "invalid-formatter-argument@4", "unknown-locale@11", "unknown-locale@15"])
        #expect(outcome.model.forms.map(\.locale?.identifier) == ["fr_FR", "fr_FR", nil, nil])
    }
}
