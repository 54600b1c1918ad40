import FormDiagnostics
import FormRuntime
import FormSyntax
import Testing
@testable import FormChecker

@Suite("ChainResolver on chain text")
struct ChainResolverTests {
    private func ids(_ source: String, _ type: FieldType) -> [String] {
        switch ChainResolver.resolveSpecs(source: source, type: type) {
        case .success: []
        case .failure(let error): error.diagnostics.filter { $0.severity == .error }.map(\.id.rawValue)
        }
    }

    private func warnings(_ source: String, _ type: FieldType) -> [String] {
        let file = SourceFile(path: "<chain>", text: source)
        let (chain, _) = Parser.parseChain(file)
        guard let chain else { return ["<parse>"] }
        var bag = DiagnosticBag(file: file)
        _ = ChainResolver.resolve(chain, named: [:], fieldType: type, bag: &bag)
        return bag.diagnostics.map(\.id.rawValue)
    }

    @Test("valid chains resolve to runtime values")
    func validChains() throws {
        let specs = try ChainResolver.resolveSpecs(source: "lowercase | limit(254)", type: .text).get()
        #expect(specs == [.lowercase, .limit(254)])
        let number = try ChainResolver.resolveSpecs(source: "number(grouping: false, maxDigits: 18)", type: .int).get()
        #expect(number == [.number(NumberOptions(grouping: false, maxDigits: 18))])
        let decimal = try ChainResolver.resolveSpecs(source: "decimal(scale: 2, padFraction: true)", type: .decimal).get()
        #expect(decimal == [.decimal(DecimalOptions(scale: 2, padFraction: true))])
        let mask = try ChainResolver.resolveSpecs(source: "mask(\"+7-###\", raw: true)", type: .text).get()
        #expect(mask.count == 1)
        let chain = try ChainResolver.resolve(source: "digits", type: .text, locale: .enUS).get()
        #expect(chain.formatters == [.digits])
    }

    @Test("bad arguments are invalid-formatter-argument")
    func badArguments() {
        for source in ["limit(0)", "limit(-1)", "limit", "limit(\"3\")", "limit(3, 4)", "digits(1)", "number(maxDigit: 3)",
                       "decimal(scale: -1)", "number(grouping: 1)", "allow(\"z-a\")", "allow(\"\")", "mask", "number(maxDigits: 0)",
                       "number(grouping: true, grouping: false)", "decimal(padFraction: true)", "decimal(scale: 5, maxDigits: 3)"] {
            let type: FieldType = source.hasPrefix("number") ? .int : source.hasPrefix("decimal") ? .decimal : .text
            #expect(ids(source, type) == ["invalid-formatter-argument"], "\(source)")
        }
        #expect(ids("limit(1)", .text) == [])
        #expect(ids("allow(\"a-z\\\\-\")", .text) == [])
        #expect(ids("decimal(scale: 0)", .decimal) == [])
    }

    @Test("masks, overflow and unknown names")
    func masksAndOverflow() {
        #expect(ids("mask(\"---\")", .text) == ["invalid-mask"])
        #expect(ids("mask(\"\")", .text) == ["invalid-mask"])
        #expect(ids("mask(\"-#-\")", .text) == [])
        #expect(ids("number(maxDigits: 19)", .int) == ["int-overflow"])
        #expect(ids("number(maxDigits: 18)", .int) == [])
        #expect(ids("decimal(maxDigits: 39)", .decimal) == ["int-overflow"])
        #expect(ids("decimal(maxDigits: 38)", .decimal) == [])
        #expect(ids("digitz", .text) == ["unknown-formatter"])
    }

    @Test("types, contradictions and redundancy")
    func combinations() {
        #expect(ids("digits", .int) == ["formatter-type-mismatch"])
        #expect(ids("number", .decimal) == ["formatter-type-mismatch"])
        #expect(ids("decimal", .int) == ["formatter-type-mismatch"])
        #expect(ids("number", .text) == ["formatter-type-mismatch"])
        #expect(ids("trim", .bool) == ["formatter-type-mismatch"])
        #expect(ids("digits | letters", .text) == ["contradictory-formatters"])
        #expect(ids("mask(\"###\") | letters", .text) == ["contradictory-formatters"])
        #expect(ids("mask(\"+7-###\") | digits", .text) == ["contradictory-formatters"])
        #expect(ids("digits | mask(\"+7-###\")", .text) == [])
        #expect(ids("digits | alphanumeric", .text) == [])
        #expect(warnings("digits | alphanumeric", .text) == ["redundant-formatter"])
        #expect(warnings("digits | digits", .text) == ["redundant-formatter"])
        #expect(warnings("mask(\"###\") | limit(3)", .text) == ["redundant-formatter"])
        #expect(warnings("mask(\"###\") | limit(2)", .text) == [])
        #expect(warnings("lowercase | limit(254)", .text) == [])
        #expect(warnings("letters | uppercase | trim", .text) == [])
    }
}
