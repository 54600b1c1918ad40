import Foundation
import FormRuntime
import Testing

/// `FormValues` reads by name the same whether it searches a few entries or
/// hashes many.
@Suite struct FormValuesTests {
    static func values(entries count: Int) -> FormValues {
        var values = FormValues()
        for index in 0..<count {
            values.set("text\(index)", text: "t\(index)")
            values.set("int\(index)", int: index)
            values.set("list\(index)", textRows: ["r\(index)"])
        }
        values.set("decimal", decimal: Decimal(string: "1.5") ?? 0)
        values.set("flag", bool: true)
        return values
    }

    @Test(arguments: [1, 20])
    func readsFindEachValueOfItsKind(entries: Int) {
        let values = Self.values(entries: entries)
        #expect(values.text("text0") == "t0")
        #expect(values.int("int0") == 0)
        #expect(values.text("int0") == nil, "another kind reads as absent")
        #expect(values.decimal("int0") == 0, "an int widens to a decimal")
        #expect(values.decimal("decimal") == Decimal(string: "1.5"))
        #expect(values.bool("flag") == true)
        #expect(values.textRows("list0") == ["r0"])
        #expect(values.text("missing") == nil && values.textRows("missing") == [])
        #expect(values.has("list0") && values.has("flag") && !values.has("missing"))
        // A key equal under `==` but spelled with other scalars is the same key.
        var decomposed = values
        decomposed.set("cafe\u{301}", text: "latte")
        #expect(decomposed.text("café") == "latte")
    }
}
