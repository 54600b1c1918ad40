@_spi(Generated) import FormRuntime
import Foundation
import Testing

/// `FieldValue.read(…)`, what a generated `_FormcSet`/`_FormcSetRows` calls:
/// each reads a value as the `FormValues.read(_:…)` of the same label reads
/// a `FormValues` holding it (the kinds no committed spec has included:
/// optional decimals, dates and months; lists of ints, decimals, bools,
/// dates and months).
@Suite struct FieldValueModelReadingTests {
    static let values: [FieldValue] = [
        .none, .text("a"), .int(2), .decimal(Decimal(string: "2.5") ?? 0), .bool(true),
        .date(FormDate(checkedYear: 2024, month: 2, day: 29)), .month(FormMonth(checkedYear: 2024, month: 2)), .choice("x"), .choices(["x"]),
    ]

    /// `read` into a start value through `FieldValue` and through a
    /// one-entry `FormValues` give the same.
    func same<Value: Equatable>(_ start: Value, _ direct: (FieldValue, inout Value) -> Void, _ byName: (FormValues, inout Value) -> Void) {
        for value in Self.values {
            var viaValue = start
            direct(value, &viaValue)
            var viaValues = start
            byName(FormValues(fields: ["f": value]), &viaValues)
            #expect(viaValue == viaValues, "\(value)")
        }
    }

    @Test func plainFieldsReadAsFormValuesReadThem() {
        same("s", { $0.read(text: &$1) }, { $0.read("f", text: &$1) })
        same(9, { $0.read(int: &$1) }, { $0.read("f", int: &$1) })
        same(Decimal(9), { $0.read(decimal: &$1) }, { $0.read("f", decimal: &$1) })
        same(false, { $0.read(bool: &$1) }, { $0.read("f", bool: &$1) })
        same(FormDate.initial, { $0.read(date: &$1) }, { $0.read("f", date: &$1) })
        same(FormMonth.initial, { $0.read(month: &$1) }, { $0.read("f", month: &$1) })
        same(Optional("s"), { $0.read(optionalText: &$1) }, { $0.read("f", optionalText: &$1) })
        same(Optional(9), { $0.read(optionalInt: &$1) }, { $0.read("f", optionalInt: &$1) })
        same(Optional(Decimal(9)), { $0.read(optionalDecimal: &$1) }, { $0.read("f", optionalDecimal: &$1) })
        same(Optional(FormDate.initial), { $0.read(optionalDate: &$1) }, { $0.read("f", optionalDate: &$1) })
        same(Optional(FormMonth.initial), { $0.read(optionalMonth: &$1) }, { $0.read("f", optionalMonth: &$1) })
    }

    enum Size: String, CaseIterable { case x, y }

    @Test func choicesReadAsFormValuesReadThem() {
        same(Size.y, { $0.read(choice: &$1) }, { values, value in if let option = values.choice("f", as: Size.self) { value = option } })
        same(Optional(Size.y), { $0.read(optionalChoice: &$1) }, { values, value in value = values.choice("f", as: Size.self) })
        same([Size.y], { $0.read(choices: &$1) }, { values, value in if let options = values.choices("f", as: Size.self) { value = options } })
    }

    @Test func listRowsReadAsFormValuesReadThem() {
        let rows = Self.values
        let lists = FormValues(lists: ["f": rows])
        func same<Row: Equatable>(_ direct: ([FieldValue], inout [Row]) -> Void, _ byName: (FormValues, inout [Row]) -> Void) {
            var viaRows: [Row] = []
            direct(rows, &viaRows)
            var viaValues: [Row] = []
            byName(lists, &viaValues)
            #expect(viaRows == viaValues && !viaRows.isEmpty)
        }
        same({ FieldValue.read($0, textRows: &$1) }, { $0.read("f", textRows: &$1) })
        same({ FieldValue.read($0, intRows: &$1) }, { $0.read("f", intRows: &$1) })
        same({ FieldValue.read($0, decimalRows: &$1) }, { $0.read("f", decimalRows: &$1) })
        same({ FieldValue.read($0, boolRows: &$1) }, { $0.read("f", boolRows: &$1) })
        same({ FieldValue.read($0, dateRows: &$1) }, { $0.read("f", dateRows: &$1) })
        same({ FieldValue.read($0, monthRows: &$1) }, { $0.read("f", monthRows: &$1) })
    }
}
