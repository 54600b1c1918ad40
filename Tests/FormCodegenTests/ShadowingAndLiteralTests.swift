import Foundation
import Testing
@testable import FormCodegen

/// Generated code refers to fields in a way no spec name can shadow, and
/// every literal the checker accepts generates exact, compiling Swift
/// (issue 10, items 2 and 3).
@Suite struct ShadowingAndLiteralTests {
    /// Fields named like the generator's parameters and locals.
    static let shadowSpec = """
    form Shadow {
        field fieldName: text { label "State" }
        field detail: text { label "Detail"; enabled when fieldName == "open" }
        field row: text { label "Row" }
        list items: text { label "Items"; error "same" when value == row }
        field entry: int? { label "Entry"; error "entry" when entry > values }
        field values: int { label "Values" }
        field text: text? { label "Text"; error "text" when length(text) > 2 && text != fieldName }
        field lhs: bool { label "L" }
        field rhs: bool { label "R"; error "rhs" when lhs != rhs }
        field initial: text { label "I" }
        field decoder: int { label "D" }
        field encoder: int { label "E"; error "enc" when encoder < decoder }
        field trigger: text? { label "T"; error "trigger" when trigger == "t" on blur }
        field errors: int { label "Errs"; error "errors" when errors > 0 }
        field value_: int? { label "V"; error "value_" when value_ > errors }
    }

    form Counted {
        list fieldName: text { label "Names" }
        field n: int { label "N"; error "many" when count(fieldName) > 1 }
    }
    """

    @Test func fieldsNamedLikeGeneratedLocalsAreReadAsFields() throws {
        let main = """
        let a = Shadow(fieldName: "open", detail: "", row: "r", items: ["r", "x"], entry: 5, values: 3, text: "abc",
                       lhs: true, rhs: false, initial: "", decoder: 2, encoder: 1, trigger: "t", errors: 1, value_: 2)
        print(a.isEnabled(.detail), a.validate().map(\\.message))
        let b = Shadow(fieldName: "closed", items: ["x"], entry: nil, values: 0)
        print(b.isEnabled(.detail), b.validate().map(\\.message))
        print(Counted(fieldName: ["a", "", "b"], n: 0).validate().map(\\.message))
        print(Shadow(fieldValues: a.fieldValues) == a, try JSONDecoder().decode(Shadow.self, from: JSONEncoder().encode(a)) == a)
        """
        guard let output = try GeneratedProgram.run(specs: ["shadow.form": Self.shadowSpec], main: main) else { return }
        #expect(output == """
        true ["same", "entry", "text", "rhs", "enc", "trigger", "errors", "value_"]
        false []
        ["many"]
        true true

        """)
    }

    static let literalSpec = """
    form Literals {
        field a: decimal { label "A"; default 9.999999999999999999; error "nines" when value == 0.9999999999999999999 }
        field b: decimal { label "B"; error "low" when value < -9223372036854775808 }
        field c: decimal { label "C"; default 1234567890123456789012; error "big" when value >= 1234567890123456789011.5 }
        field d: int { label "D"; default -5; error "min" when value + -9223372036854775808 < -9223372036854775810.0 }
        field e: decimal? { label "E"; default -0.5; error "tiny" when value < -0.1 && value in -1...18446744073709551616.5 }
        field f: decimal? { label "F"; error "huge" when value == 1234567890123456789012345678901234567.8 || value == 0.00000000000000000000000000000000000001 }
    }
    """

    @Test func extremeLiteralsGenerateExactCompilingSwift() throws {
        let main = """
        let d = Literals()
        print(d.a, d.c, d.d, d.e.map { "\\($0)" } ?? "nil")
        print(d.validate().map(\\.message))
        let n = Literals(a: Decimal(string: "0.9999999999999999999")!, b: Decimal(string: "-9223372036854775809")!, c: 1, d: 0, e: nil,
                 f: Decimal(string: "1234567890123456789012345678901234567.8")!)
        let m = Literals(c: 1, d: 0, f: Decimal(sign: .plus, exponent: -38, significand: 1))
        print(m.validate().map(\\.message))
        print(n.validate().map(\\.message))
        """
        guard let output = try GeneratedProgram.run(specs: ["literals.form": Self.literalSpec], main: main) else { return }
        #expect(output == """
        9.999999999999999999 1234567890123456789012 -5 -0.5
        ["big", "min", "tiny"]
        ["tiny", "huge"]
        ["nines", "low", "huge"]

        """)
    }
}
