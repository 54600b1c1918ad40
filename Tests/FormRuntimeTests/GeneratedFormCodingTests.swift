@_spi(Generated) import FormRuntime
import Foundation
import Testing

/// A model written by hand, conforming to `GeneratedForm` alone (not
/// `FieldTableForm`): its `==`, `init(from:)` and `encode(to:)` one typed
/// statement per field through `FieldDecoding`/`FieldEncoding` (what
/// generated code did before contract 8), with a choice, a multiple choice,
/// an optional decimal and a list.
struct Order: GeneratedForm {
    enum Size: String, CaseIterable, Codable { case small, large }
    enum Extra: String, CaseIterable, Codable { case cream, sugar }
    var name: String = ""
    var size: Size = .small
    var extras: [Extra] = []
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
        if let name = fieldValues.text("name") { self.name = name }
        if let id = fieldValues.fields["size"]?.choiceValue, let size = Size(rawValue: id) { self.size = size }
        if let ids = fieldValues.fields["extras"]?.choicesValue { extras = ids.compactMap(Extra.init(rawValue:)) }
        if let tip = fieldValues.fields["tip"] { self.tip = tip.decimalValue }
        if fieldValues.lists["counts"] != nil { counts = fieldValues.intRows("counts") }
    }

    var fieldValues: FormValues {
        var values = FormValues()
        values.set("name", text: name)
        values.fields["size"] = .choice(size.rawValue)
        values.fields["extras"] = .choices(extras.map(\.rawValue))
        values.set("tip", optionalDecimal: tip)
        values.set("counts", intRows: counts)
        return values
    }

    func validate(on trigger: ValidationTrigger, today: FormDate) -> [FieldError<Field>] { [] }
    func isEnabled(_ field: Field) -> Bool { true }
    func isVisible(_ field: Field) -> Bool { true }
    static let conditionallyEnabledFields: [Field] = []
    /// No field has a `format`: every value is its own normalized form.
    func normalized() -> Order { self }

    static func == (lhs: Order, rhs: Order) -> Bool {
        guard lhs.name == rhs.name else { return false }
        guard lhs.size == rhs.size else { return false }
        guard lhs.extras == rhs.extras else { return false }
        guard lhs.tip == rhs.tip else { return false }
        guard lhs.counts == rhs.counts else { return false }
        return true
    }

    init(from decoder: any Decoder) throws {
        let fields = try FieldDecoding(decoder)
        self.init()
        self.name = try fields.value("name")
        self.size = try fields.option("size")
        self.extras = try fields.options("extras")
        self.tip = try fields.optional("tip")
        self.counts = try fields.value("counts")
    }

    func encode(to encoder: any Encoder) throws {
        var fields = FieldEncoding(encoder)
        try fields.value(self.name, "name")
        try fields.value(self.size, "size")
        try fields.value(self.extras, "extras")
        try fields.optional(self.tip, "tip")
        try fields.value(self.counts, "counts")
    }
}

/// `FieldDecoding` and `FieldEncoding`, which generated `Codable` witnesses
/// call (LANGUAGE.md §15's JSON shape), and the typed `==` they sit beside.
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
        order.extras = [.sugar]
        order.counts = [1, 2]
        #expect(try Self.json(order) == #"{"counts":[1,2],"extras":["sugar"],"name":"Ann","size":"large"}"#)
        order.tip = Decimal(string: "1.50", locale: nil)
        #expect(try Self.json(order) == #"{"counts":[1,2],"extras":["sugar"],"name":"Ann","size":"large","tip":1.5}"#)
    }

    @Test func decodesWhatItEncodes() throws {
        var order = Order()
        order.name = "Bo"
        order.extras = [.cream, .sugar]
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

    @Test func anUnknownOptionIsReportedWithTheFieldAndItsOptions() {
        let json = #"{"name":"","size":"medium","extras":[],"counts":[]}"#
        do {
            _ = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
            Issue.record("decoded an unknown option")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "'medium' is not an option of 'size' ('small', 'large')")
            #expect(context.codingPath.map(\.stringValue) == ["size"])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test(arguments: [
        ("1985-02-30", "'1985-02-30' is not on the calendar (February 1985 has 28 days)"),
        ("2024-02-30", "'2024-02-30' is not on the calendar (February 2024 has 29 days)"),
        ("2026-04-31", "'2026-04-31' is not on the calendar (April 2026 has 30 days)"),
        ("2026-13-01", "'2026-13-01' is not on the calendar (there is no month 13)"),
        ("2026-00-10", "'2026-00-10' is not on the calendar (there is no month 0)"),
        ("2026-01-00", "'2026-01-00' is not on the calendar (there is no day 0)"),
        ("0000-01-01", "'0000-01-01' is not on the calendar (years run from 0001 to 9999)"),
        ("1985-2-3", "'1985-2-3' is not a date written yyyy-mm-dd"),
        ("23.02.1985", "'23.02.1985' is not a date written yyyy-mm-dd"),
    ])
    func aDateThatIsNotOnTheCalendarSaysSo(text: String, message: String) {
        do {
            _ = try JSONDecoder().decode([FormDate].self, from: Data("[\"\(text)\"]".utf8))
            Issue.record("decoded \(text)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == message)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test(arguments: [
        ("2026-13", "'2026-13' is not on the calendar (months run from 01 to 12, years from 0001 to 9999)"),
        ("2026-1", "'2026-1' is not a month written yyyy-mm"),
    ])
    func aMonthThatIsNotOnTheCalendarSaysSo(text: String, message: String) {
        do {
            _ = try JSONDecoder().decode([FormMonth].self, from: Data("[\"\(text)\"]".utf8))
            Issue.record("decoded \(text)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == message)
        } catch {
            Issue.record("\(error)")
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
