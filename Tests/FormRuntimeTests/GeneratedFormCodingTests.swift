import FormRuntime
import Foundation
import Testing

/// A model written by hand the way formc generates one (no `Codable` or `==`
/// of its own), with the kinds the generated specs do not have yet: a
/// choice, a multiple choice and an optional decimal.
struct Order: GeneratedForm {
    enum Size: String { case small, large }
    var name: String = ""
    var size: Size = .small
    var extras: [String] = []
    var tip: Decimal?
    var counts: [Int] = []

    enum Field: String, CaseIterable, Sendable { case name, size, extras, tip, counts }

    static let schema = FormSchema(table: """
        form Order
        field name text
        field size text
          option small Small
          option large Large
        field extras text
          option cream Cream
          option sugar Sugar
          multiple
        field tip decimal?
        list counts int
        """)

    init() {}

    init(fieldValues: FormValues) {
        self.init()
        fieldValues.read("name", text: &name)
        if let id = fieldValues.fields["size"]?.choiceValue, let size = Size(rawValue: id) { self.size = size }
        if let ids = fieldValues.fields["extras"]?.choicesValue { extras = ids }
        fieldValues.read("tip", optionalDecimal: &tip)
        fieldValues.read("counts", intRows: &counts)
    }

    var fieldValues: FormValues {
        var values = FormValues()
        values.set("name", text: name)
        values.fields["size"] = .choice(size.rawValue)
        values.fields["extras"] = .choices(extras)
        values.set("tip", optionalDecimal: tip)
        values.set("counts", intRows: counts)
        return values
    }

    func validate(on trigger: ValidationTrigger, today: FormDate) -> [FieldError<Field>] { [] }
    func isEnabled(_ field: Field) -> Bool { true }
    func isVisible(_ field: Field) -> Bool { true }
    static let conditionallyEnabledFields: [Field] = []
}

/// `GeneratedForm`'s `Codable` and `==`, which generated models use instead
/// of synthesized ones (LANGUAGE.md §15: the same JSON shape).
@Suite struct GeneratedFormCodingTests {
    static func json(_ order: Order) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(order), as: UTF8.self)
    }

    @Test func encodesOneKeyPerFieldLeavingNilOut() throws {
        var order = Order()
        order.name = "Ann"
        order.size = .large
        order.extras = ["sugar"]
        order.counts = [1, 2]
        #expect(try Self.json(order) == #"{"counts":[1,2],"extras":["sugar"],"name":"Ann","size":"large"}"#)
        order.tip = Decimal(string: "1.50", locale: nil)
        #expect(try Self.json(order) == #"{"counts":[1,2],"extras":["sugar"],"name":"Ann","size":"large","tip":1.5}"#)
    }

    @Test func decodesWhatItEncodes() throws {
        var order = Order()
        order.name = "Bo"
        order.extras = ["cream", "sugar"]
        order.tip = 12.25
        let decoded = try JSONDecoder().decode(Order.self, from: try JSONEncoder().encode(order))
        #expect(decoded == order)
        #expect(decoded.tip == 12.25)
    }

    @Test func anAbsentOrNullOptionalDecodesAsNil() throws {
        for json in [#"{"name":"","size":"small","extras":[],"counts":[]}"#, #"{"name":"","size":"small","extras":[],"counts":[],"tip":null}"#] {
            #expect(try JSONDecoder().decode(Order.self, from: Data(json.utf8)).tip == nil)
        }
    }

    @Test func decodingRefusesMissingKeysWrongKindsAndUnknownOptions() {
        let bad = [
            #"{"size":"small","extras":[],"counts":[]}"#,                 // no name
            #"{"name":"","size":"small","extras":[]}"#,                   // no list
            #"{"name":1,"size":"small","extras":[],"counts":[]}"#,        // a number for text
            #"{"name":"","size":"medium","extras":[],"counts":[]}"#,      // not an option
            #"{"name":"","size":"small","extras":["salt"],"counts":[]}"#, // not an option
            #"{"name":"","size":"small","extras":"cream","counts":[]}"#,  // one id for a multiple choice
            #"{"name":"","size":"small","extras":[],"counts":[1.5]}"#,    // a fraction for an int row
            #"{"name":"","size":"small","extras":[],"counts":[],"tip":"1"}"#,
        ]
        for json in bad {
            #expect(throws: DecodingError.self, "\(json)") { try JSONDecoder().decode(Order.self, from: Data(json.utf8)) }
        }
    }

    @Test func equalityComparesEveryFieldByValue() {
        var a = Order()
        var b = Order()
        #expect(a == b)
        a.tip = Decimal(string: "1.50", locale: nil)
        #expect(a != b)
        b.tip = Decimal(string: "1.5", locale: nil)
        #expect(a == b, "1.50 == 1.5, as Decimal's == says")
        b.counts = [0]
        #expect(a != b)
        a.counts = [0]
        a.size = .large
        #expect(a != b)
    }
}
