@_spi(Generated) import FormRuntime
import Foundation
import Testing

/// A model with a field of every type and shape the language has (the kinds
/// no committed spec includes among them: optional decimals, dates and
/// months, lists of ints, decimals, bools, dates and months), built by hand
/// from its field table as generated code builds one.
struct Kinds: FieldTableForm {
    enum Size: String, CaseIterable, Codable, Sendable { case small, large }
    var text = "t"
    var int = 7
    var decimal: Decimal = 1.5
    var bool = true
    var date = FormDate(checkedYear: 2000, month: 2, day: 29)
    var month = FormMonth(checkedYear: 2000, month: 2)
    var optionalText: String? = "o"
    var optionalInt: Int?
    var optionalDecimal: Decimal?
    var optionalBool: Bool?
    var optionalDate: FormDate?
    var optionalMonth: FormMonth?
    var texts: [String] = []
    var ints: [Int] = []
    var decimals: [Decimal] = []
    var bools: [Bool] = []
    var dates: [FormDate] = []
    var months: [FormMonth] = []
    var size: Size = .large
    var optionalSize: Size?
    var sizes: [Size] = [.small]

    enum Field: String, CaseIterable, Sendable {
        case text, int, decimal, bool, date, month
        case optionalText, optionalInt, optionalDecimal, optionalBool, optionalDate, optionalMonth
        case texts, ints, decimals, bools, dates, months, size, optionalSize, sizes
    }

    static let schema = FormSchema(table: """
        form Kinds
        field text text
        field int int
        field decimal decimal
        field bool bool
        field date date
        field month month
        field optionalText text?
          secure toggle
        field optionalInt int?
        field optionalDecimal decimal?
        field optionalBool bool?
        field optionalDate date?
        field optionalMonth month?
        list texts text
        list ints int
        list decimals decimal
        list bools bool
        list dates date
        list months month
        field size choice
          option small Small
          option large Large
        field optionalSize choice?
          option small Small
          option large Large
        field sizes choice
          option small Small
          option large Large
          multiple
        """)

    static let _FormcFields: FormFields<Kinds> = .init(
        Kinds(),
        .text(\.text, readers: [.int]), .int(\.int), .decimal(\.decimal), .bool(\.bool), .date(\.date), .month(\.month),
        .optionalText(\.optionalText), .optionalInt(\.optionalInt), .optionalDecimal(\.optionalDecimal),
        .optionalBool(\.optionalBool), .optionalDate(\.optionalDate), .optionalMonth(\.optionalMonth),
        .textList(\.texts), .intList(\.ints), .decimalList(\.decimals), .boolList(\.bools), .dateList(\.dates), .monthList(\.months),
        .choice(\.size), .optionalChoice(\.optionalSize), .choices(\.sizes)
    )

    func validate(on trigger: ValidationTrigger, today: FormDate) -> [FieldError<Field>] { [] }
    func isEnabled(_ field: Field) -> Bool { true }
    func isVisible(_ field: Field) -> Bool { true }
    static let conditionallyEnabledFields: [Field] = []
    func normalized() -> Kinds { self }
}

/// The walks of FormRuntime over a field table (`FieldTableForm.swift`) on
/// every type and shape of field.
@Suite struct FieldTableTests {
    static let values: [FieldValue] = [
        .none, .text("a"), .int(2), .decimal(Decimal(string: "2.5") ?? 0), .bool(false),
        .date(FormDate(checkedYear: 2024, month: 2, day: 29)), .month(FormMonth(checkedYear: 2024, month: 3)),
        .choice("small"), .choice("medium"), .choices(["large", "small", "large", "x"]),
    ]

    /// A model whose every field holds something other than its default.
    static let record: Kinds = {
        var record = Kinds()
        record.text = "r"
        record.optionalInt = 3
        record.optionalDate = FormDate(checkedYear: 1999, month: 12, day: 31)
        record.ints = [1, 2]
        record.months = [FormMonth(checkedYear: 2001, month: 1)]
        record.size = .small
        record.optionalSize = .large
        record.sizes = [.small, .large]
        return record
    }()

    @Test func aBlankModelIsTheMemberwiseDefaults() {
        #expect(Kinds(fieldValues: FormValues()) == Kinds())
    }

    @Test func fieldValuesRoundTrip() {
        #expect(Kinds(fieldValues: Self.record.fieldValues) == Self.record)
        #expect(Kinds(fieldValues: Kinds().fieldValues) == Kinds())
        let values = Self.record.fieldValues
        #expect(values.fields["optionalText"] == .text("o"))
        #expect(values.fields["optionalBool"] == FieldValue.none)
        #expect(values.fields["sizes"] == .choices(["small", "large"]))
        #expect(values.lists["ints"] == [.int(1), .int(2)])
        #expect(values.fields["ints"] == nil && values.lists["text"] == nil)
    }

    /// `_FormcSet` stores a value into one field exactly as
    /// `init(fieldValues:)` reads a `FormValues` that holds it there: a
    /// non-optional field takes a value of its kind (else its default), an
    /// optional one its value or `nil`, a multiple choice its known options
    /// in option order; a list is left alone.
    @Test func settingOneFieldIsWhatInitFromFieldValuesMakesOfIt() {
        for field in Kinds.Field.allCases {
            for value in Self.values {
                var set = Self.record
                set._FormcSet(field, to: value)
                var values = Self.record.fieldValues
                if values.fields[field.rawValue] != nil { values.fields[field.rawValue] = value }
                #expect(set == Kinds(fieldValues: values), "\(field) \(value)")
            }
        }
    }

    @Test func settingRowsIsWhatInitFromFieldValuesMakesOfThem() {
        for field in Kinds.Field.allCases {
            var set = Self.record
            set._FormcSetRows(field, to: Self.values)
            var values = Self.record.fieldValues
            if values.lists[field.rawValue] != nil { values.lists[field.rawValue] = Self.values }
            #expect(set == Kinds(fieldValues: values), "\(field)")
        }
        var rows = Kinds()
        rows._FormcSetRows(.decimals, to: Self.values)
        #expect(rows.decimals == [2, Decimal(string: "2.5") ?? 0], "an int row widens to a decimal")
        rows._FormcSetRows(.texts, to: Self.values)
        #expect(rows.texts == ["a"])
    }

    @Test func valuesOfOtherKindsAndNamesAreIgnored() {
        let values = FormValues(
            fields: ["text": .int(1), "int": .decimal(2), "decimal": .int(4), "optionalText": .int(1), "nothing": .text("x"), "texts": .text("x"),
                     "size": .choice("medium"), "optionalSize": .choice("medium"), "sizes": .choice("small")],
            lists: ["text": [.text("x")], "nothing": [.text("x")]]
        )
        var expected = Kinds()
        expected.decimal = 4
        expected.optionalText = nil
        expected.optionalSize = nil
        #expect(Kinds(fieldValues: values) == expected)
    }

    @Test func theTableKnowsEachFieldsPlaceReadersAndShape() {
        let table = Kinds._FormcFields
        #expect(table.names == Kinds.Field.allCases.map(\.rawValue))
        #expect(Kinds.Field.allCases.allSatisfy { Kinds._FormcIndex(of: $0) == table.names.firstIndex(of: $0.rawValue) })
        #expect(Kinds._FormcReaders(of: .text) == [.int])
        #expect(Kinds._FormcReaders(of: .int) == [])
        #expect(table[.sizes]?.shape == .choices && table[.months]?.shape == .list && table[.optionalDate]?.shape == .optional)
        #expect((table[.decimal] as? FormField<Kinds, Decimal>)?.keyPath == \Kinds.decimal)
    }

    @Test func equalityComparesEveryField() {
        #expect(Self.record == Self.record)
        for field in Kinds.Field.allCases {
            var other = Self.record
            other._FormcSet(field, to: .none)
            other._FormcSetRows(field, to: [.text("z"), .int(9), .bool(true)])
            let changed = other.fieldValues != Self.record.fieldValues
            #expect((other == Self.record) == !changed, "\(field)")
        }
        var decimal = Kinds()
        decimal.decimal = Decimal(string: "1.50") ?? 0
        #expect(decimal == Kinds(), "1.50 == 1.5")
    }

    @Test func jsonRoundTripsWithoutNullAndSaysWhatIsWrong() throws {
        let data = try JSONEncoder().encode(Self.record)
        #expect(try JSONDecoder().decode(Kinds.self, from: data) == Self.record)
        #expect(!String(decoding: data, as: UTF8.self).contains("null"), "a nil optional is left out")
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["size"] = "medium"
        do {
            _ = try JSONDecoder().decode(Kinds.self, from: try JSONSerialization.data(withJSONObject: object))
            Issue.record("decoded an unknown option")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "'medium' is not an option of 'size' ('small', 'large')")
            #expect(context.codingPath.map(\.stringValue) == ["size"])
        }
        object["size"] = "small"
        object["ints"] = nil
        #expect(throws: DecodingError.self, "a list's key may not be absent") {
            try JSONDecoder().decode(Kinds.self, from: try JSONSerialization.data(withJSONObject: object))
        }
    }

    @Test func theMirrorHidesSecureFieldsAndListsTheRestInSpecOrder() {
        let children = Array(Mirror(reflecting: Self.record).children)
        #expect(children.map(\.label) == Kinds.Field.allCases.map(\.rawValue))
        let secret = children.first { $0.label == "optionalText" }?.value
        #expect(secret.map { String(describing: $0) } == "•••")
        #expect(!String(describing: Self.record).contains("\"o\""))
        #expect(Self.record.fieldValues.secretNames == ["optionalText"])
    }

    /// A slot reads and writes a stored property at its offset, and a
    /// property without one (computed) through its key path.
    @Test func aSlotReachesStoredPropertiesByOffsetAndOthersByKeyPath() {
        struct Sample {
            var flag = false
            var name = "a"
            var count: Int? = 1
            var shout: String {
                get { name.uppercased() }
                set { name = newValue.lowercased() }
            }
        }
        var sample = Sample()
        let name = FieldSlot(\Sample.name)
        let count = FieldSlot(\Sample.count)
        let shout = FieldSlot(\Sample.shout)
        #expect(name.offset != nil && count.offset != nil && shout.offset == nil)
        name.set(&sample, "bob")
        count.set(&sample, nil)
        #expect(name.get(sample) == "bob" && sample.name == "bob" && sample.count == nil && !sample.flag)
        shout.set(&sample, "EVE")
        #expect(sample.name == "eve" && shout.get(sample) == "EVE")
    }
}
