import FormChecker
import FormPreview
import FormRuntime
import Testing

/// The preview interpreter evaluates chains in loops: a condition of
/// 100,000 operands answers without exhausting the stack (issue 10, item 1).
@Suite struct PreviewLongChainTests {
    @Test func evaluatesAHundredThousandOperandChains() throws {
        let count = 100_000
        let orChain = (0..<count).map { "value == \($0)" }.joined(separator: " || ")
        let sum = "value" + String(repeating: " + 1 - 1", count: count / 2)
        let andChain = (0..<count).map { "value != \($0 + 1_000_000)" }.joined(separator: " && ")
        let spec = """
        form Long {
            field a: int {
                label "A"
                error "listed" when \(orChain)
                error "big" when \(sum) > 99999
                error "unlisted" when \(andChain)
            }
        }
        """
        let form = try #require(try SpecForms.check(source: spec).forms.first)
        let interpreter = PreviewInterpreter(form: form)
        #expect(interpreter.validate(FormValues(fields: ["a": .int(99_999)]), on: .submit).map(\.message) == ["listed", "unlisted"])
        #expect(interpreter.validate(FormValues(fields: ["a": .int(100_000)]), on: .submit).map(\.message) == ["big", "unlisted"])
    }
}
