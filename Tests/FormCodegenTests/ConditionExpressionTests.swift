import FormChecker
import FormDiagnostics
import FormSyntax
import Foundation
import Testing
@testable import FormCodegen

/// Conditions that are one Swift expression are generated as one, with no
/// local (issue 31 item 5), and stay valid Swift wherever the generator
/// puts them: negated, joined with `&&`, or as a `guard`.
@Suite struct ConditionExpressionTests {
    static func model(_ text: String) throws -> String {
        let source = SourceFile(path: "test.form", text: text)
        let (syntax, parseDiagnostics) = Parser.parse(source)
        let (checked, checkDiagnostics) = Checker.check(syntax)
        try #require((parseDiagnostics + checkDiagnostics).allSatisfy { $0.severity != .error })
        return SwiftRenderer.render(GeneratedFiles.modelFile(checked, specName: "test.form"))
    }

    /// `required … when !gift` on a choice a session can leave unanswered:
    /// the generator negates the condition (`!(!self.gift) || …`); written
    /// `!!self.gift` it did not compile ("unary operators must not be
    /// juxtaposed"; random spec seed 2099330501).
    @Test func aNegatedConditionIsNegatedInParentheses() throws {
        let code = try Self.model("""
            form Order {
                field gift: bool { label "Gift" }
                field size: choice {
                    label "Size"
                    option s "Small"
                    option l "Large"
                    required "Pick a size" when !gift
                    error "Too large" when size == .l
                }
            }
            """)
        #expect(!code.contains("!!"), "\(code)")
        #expect(code.contains("!(!self.gift)"), "\(code)")
        #expect(!code.contains("_chain"), "\(code)")
    }

    /// A visibility condition is returned as an expression, and one that
    /// unwraps an optional field is a `guard let`.
    @Test func visibilityIsAnExpressionOrAGuard() throws {
        let code = try Self.model("""
            form Trip {
                field pickup: bool { label "Pickup" }
                field rating: int? { label "Rating" }
                field street: text {
                    label "Street"
                    visible when !pickup
                }
                field comment: text {
                    label "Comment"
                    visible when rating < 2
                }
            }
            """)
        #expect(code.contains("case .street:\n            return !self.pickup\n"), "\(code)")
        #expect(code.contains("guard let rating_ = self.rating,"), "\(code)")
        #expect(!code.contains("_chain"), "\(code)")
    }
}
